import { createRoot } from 'react-dom/client';
import ChatDock from './ChatDock';

// Called by site/scripts/realtime.ts the first time a chat window must show.
export function mountChatDock(me: number): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<ChatDock me={me} />);
}
