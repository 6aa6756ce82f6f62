import { createRoot } from 'react-dom/client';
import { $unseenNotifications } from '../../stores/notifications';
import { markAllNotificationsRead, notificationPage } from '../../stores/notification-lines';
import NotificationLines from './NotificationLines';

const BELL_LINES = 8;

// The bell's panel (components/Bell.astro), loaded by scripts/bell.ts when it may first be
// opened: its newest lines, fetched each time it opens or the count moves while it is open,
// rendered by /notifications' own component, and 'Mark all as read'.
export function startBellPanel(bell: HTMLDetailsElement): void {
  const list = bell.querySelector<HTMLOListElement>('[data-bell-list]');
  const empty = bell.querySelector<HTMLElement>('[data-bell-empty]');
  const readAll = bell.querySelector<HTMLButtonElement>('[data-read-all]');
  const root = list && createRoot(list);

  async function fill() {
    try {
      const { notifications, unseen } = await notificationPage({ limit: BELL_LINES });
      $unseenNotifications.set(unseen);
      root?.render(<NotificationLines lines={notifications} now={Date.now()} />);
      if (empty) empty.hidden = notifications.length > 0;
    } catch {
      // The panel keeps what it showed; 'See all notifications' still leads to the page.
    }
  }

  bell.addEventListener('toggle', () => {
    if (bell.open) void fill();
  });
  $unseenNotifications.listen(() => {
    if (bell.open) void fill();
  });
  readAll?.addEventListener('click', async () => {
    readAll.disabled = true;
    try {
      // The count drops to none, and the open panel fills again (above).
      await markAllNotificationsRead();
    } catch {
      // The lines stay unread; the button may be pressed again.
    } finally {
      readAll.disabled = false;
    }
  });
  if (bell.open) void fill();
}
