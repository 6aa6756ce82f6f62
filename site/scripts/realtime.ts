// Real time for a signed-in member (loaded by nav.ts only for them): the inbox socket and the
// bell's count; for members with messages also the nav's unread badge, 'Message' buttons that
// open a chat window, and the chat dock, whose React (and stylesheet) is fetched only once a window must show.
import { showCount } from '../lib/count-badge';
import { readEdgeState } from '../lib/edge-state';
import { hasStoredWindows, pageThreadOf } from '../stores/chat-storage';
import { refreshUnseenNotifications } from '../stores/notifications';
import { $socketState, $unread, emitInboxEvent, refreshUnread, setSocketSender } from '../stores/realtime';
import { startBell } from './bell';
import { inboxSocket } from './realtime-socket';

const me = readEdgeState().user?.id;
// The Worker leaves the Messages link in for members with the mentor program only.
const messaging = document.querySelector('[data-messages-link]') !== null;

if (me !== undefined) {
  const pageThread = pageThreadOf(location.pathname);
  startBell();

  if (messaging) {
    $unread.subscribe((count) => {
      for (const badge of document.querySelectorAll<HTMLElement>('[data-unread-count]')) showCount(badge, count);
    });
    refreshUnread(0);
  }

  // The dock's React, loaded once a window must show: kept from an earlier page, asked for, or
  // opened by an arriving message.
  let dock: Promise<typeof import('../islands/chat/mount-dock')> | null = null;
  const loadDock = () => {
    dock ??= import('../islands/chat/mount-dock').then(async (module) => {
      await module.mountChatDock(me);
      return module;
    });
    return dock;
  };
  if (messaging && hasStoredWindows(me, pageThread)) void loadDock();

  const socket = inboxSocket({
    open: () => new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/mentor`),
    onState: (state) => {
      $socketState.set(state);
      // The bell's count comes with each connection: what arrived or was read while no socket
      // listened changed the counts unseen.
      if (state === 'open') {
        if (messaging) refreshUnread();
        refreshUnseenNotifications();
      }
    },
    onEvent: (event) => {
      if (event.type === 'notifications_changed') {
        refreshUnseenNotifications();
      } else if (event.type === 'new_message' && event.message.recipientId === me) {
        refreshUnread();
        // A new message opens its window, unless its thread is this page.
        const from = event.message.senderId;
        if (from !== pageThread) void loadDock().then(({ openChatFor }) => openChatFor(from));
      } else if (event.type === 'messages_read' && event.readerId === me) {
        refreshUnread();
      }
      emitInboxEvent(event);
    },
  });
  setSocketSender(socket.send);
  // Leaving (or signing out, which leaves for the home page) closes normally: no retry.
  addEventListener('pagehide', () => socket.stop());
  addEventListener('pageshow', (event) => {
    if (event.persisted) socket.restart();
  });

  // A 'Message' link (data-chat-with="{userId}") opens a window here; its href stays for a
  // new tab and for pages without this script.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('[data-chat-with]');
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const id = Number(link.getAttribute('data-chat-with'));
    if (!Number.isSafeInteger(id) || id <= 0 || id === me) return;
    event.preventDefault();
    void loadDock().then(({ openChat }) => openChat(id, true));
  });
}
