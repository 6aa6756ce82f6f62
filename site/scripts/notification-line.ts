// Loaded with the script, so a visitor's pages (no bell) carry none of it.
import '../styles/notification-list.css';
import type { NotificationDto } from '../../worker/contract/notifications';
import { DEFAULT_AVATAR } from '../islands/shared/photo-urls';
import { timeAgo } from '../lib/time-ago';
import { markNotificationRead } from '../stores/notifications';

// One line of the bell or of /notifications (styles/notification-list.css): who, what, how
// long ago, and a dot while unseen. Opening it marks it read. Text goes in as text only.
export function notificationLine(line: NotificationDto, now = Date.now()): HTMLLIElement {
  const item = document.createElement('li');
  item.className = `notification-line${line.unseen ? ' notification-line--unseen' : ''}`;
  const link = document.createElement('a');
  link.href = line.link;
  const avatar = document.createElement('img');
  avatar.className = 'notification-line__avatar';
  // Results come from the site, not a person.
  avatar.src = line.actorName ? (line.actorAvatar ?? DEFAULT_AVATAR) : '/logo.svg';
  avatar.alt = '';
  avatar.width = 36;
  avatar.height = 36;
  avatar.loading = 'lazy';
  const body = document.createElement('span');
  body.className = 'notification-line__text';
  body.textContent = line.text;
  const time = document.createElement('time');
  time.className = 'notification-line__time';
  time.dateTime = line.createdAt;
  time.textContent = timeAgo(line.createdAt, now);
  body.append(time);
  const dot = document.createElement('span');
  dot.className = 'notification-line__dot';
  if (line.unseen) dot.setAttribute('aria-label', 'Unread');
  link.append(avatar, body, dot);
  if (line.unseen) link.addEventListener('click', () => markNotificationRead(line.id), { once: true });
  item.append(link);
  return item;
}
