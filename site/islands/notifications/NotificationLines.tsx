// Lines of the bell and of /notifications, styled globally: the bell renders them into its
// panel long after the page was made.
import '../../styles/notification-list.css';
import type { NotificationDto } from '../../../worker/contract/notifications';
import { timeAgo } from '../../lib/time-ago';
import { markNotificationRead } from '../../stores/notification-lines';
import { DEFAULT_AVATAR } from '../shared/photo-urls';
import ViewerTime from '../shared/ViewerTime';

type Props = { lines: NotificationDto[]; now: number };

// One line each: who (their avatar; the site's mark for results), what, how long ago, and a
// dot while unseen. Opening an unseen line marks it read.
export default function NotificationLines({ lines, now }: Props) {
  return lines.map((line) => (
    <li key={line.id} className={`notification-line${line.unseen ? ' notification-line--unseen' : ''}`}>
      <a href={line.link} onClick={line.unseen ? () => markNotificationRead(line.id) : undefined}>
        <img
          className="notification-line__avatar"
          src={line.actorName ? (line.actorAvatar ?? DEFAULT_AVATAR) : '/logo.svg'}
          alt=""
          width={36}
          height={36}
          loading="lazy"
        />
        <span className="notification-line__text">
          {line.text}
          <ViewerTime
            className="notification-line__time"
            dateTime={line.createdAt}
            text={(clock) => timeAgo(line.createdAt, now, clock)}
          />
        </span>
        <span className="notification-line__dot" aria-label={line.unseen ? 'Unread' : undefined} />
      </a>
    </li>
  ));
}
