// The nav's bell (components/Bell.astro): its count, kept by the inbox socket
// (scripts/realtime.ts). Its panel's script and lines (the React component /notifications
// renders them with) load when it may first be opened: a pointer over it, focus on it, or
// its opening; a page whose bell stays shut loads none of them.
import { showCount } from '../lib/count-badge';
import { $unseenNotifications } from '../stores/notifications';

export function startBell(): void {
  const bell = document.querySelector<HTMLDetailsElement>('[data-bell]');
  if (!bell) return;
  const readAll = bell.querySelector<HTMLButtonElement>('[data-read-all]');
  const badge = bell.querySelector<HTMLElement>('[data-notification-count]');
  const trigger = bell.querySelector('summary');

  $unseenNotifications.subscribe((count) => {
    if (badge) showCount(badge, count);
    trigger?.setAttribute('aria-label', count ? `Notifications, ${count} unread` : 'Notifications');
    if (readAll) readAll.hidden = count === 0;
  });

  let loading = false;
  const loadPanel = () => {
    if (loading) return;
    loading = true;
    void import('./bell-opening').then(({ openBellPanel }) => openBellPanel(bell));
  };
  trigger?.addEventListener('pointerenter', loadPanel, { once: true });
  trigger?.addEventListener('focus', loadPanel, { once: true });
  bell.addEventListener('toggle', loadPanel, { once: true });
}
