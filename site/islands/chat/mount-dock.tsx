import { createRoot } from 'react-dom/client';
import { restoreChatWindows } from '../../stores/chat-windows';
import ChatDock from './ChatDock';

export { openChat, openChatFor } from '../../stores/chat-windows';

// Called by site/scripts/realtime.ts the first time a chat window must show: the windows
// kept from earlier pages come back, and the dock draws them.
export function mountChatDock(me: number): void {
  restoreChatWindows(me);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<ChatDock me={me} />);
}
