import { createRoot } from 'react-dom/client';
import { loadStylesheet } from '../../lib/stylesheet';
import { restoreChatWindows } from '../../stores/chat-windows';
import ChatDock from './ChatDock';
import dockCss from './dock.css?url&no-inline';

export { openChat, openChatFor } from '../../stores/chat-windows';

// Called by site/scripts/realtime.ts the first time a chat window must show: the windows
// kept from earlier pages come back, and the dock draws them once its rules apply.
export async function mountChatDock(me: number): Promise<void> {
  await loadStylesheet(dockCss);
  restoreChatWindows(me);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<ChatDock me={me} />);
}
