// The nav's bell (components/Bell.astro): its count, kept by the inbox socket
// (scripts/realtime.ts), and its newest lines, fetched each time the panel opens.
import { showCount } from '../lib/count-badge';
import { $unseenNotifications, markAllNotificationsRead, notificationPage } from '../stores/notifications';
import { notificationLine } from './notification-line';

const BELL_LINES = 8;

export function startBell(): void {
  const bell = document.querySelector<HTMLDetailsElement>('[data-bell]');
  if (!bell) return;
  const list = bell.querySelector<HTMLOListElement>('[data-bell-list]');
  const empty = bell.querySelector<HTMLElement>('[data-bell-empty]');
  const readAll = bell.querySelector<HTMLButtonElement>('[data-read-all]');
  const badge = bell.querySelector<HTMLElement>('[data-notification-count]');
  const trigger = bell.querySelector('summary');

  $unseenNotifications.subscribe((count) => {
    if (badge) showCount(badge, count);
    trigger?.setAttribute('aria-label', count ? `Notifications, ${count} unread` : 'Notifications');
    if (readAll) readAll.hidden = count === 0;
  });

  async function fill() {
    try {
      const { notifications, unseen } = await notificationPage({ limit: BELL_LINES });
      $unseenNotifications.set(unseen);
      const now = Date.now();
      list?.replaceChildren(...notifications.map((line) => notificationLine(line, now)));
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
}
