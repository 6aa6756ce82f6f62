import type { NotificationKind } from '../../contract/notification-kinds';
import { sessionPagePath } from '../../domain/session-rules';
import type { Notice } from '../notifications/notify';
import { type LoadedSession, sessionTitle } from './session-records';

type Reader = 'student' | 'mentor';

// A session's notification to one of its two people, about the other (who booked,
// cancelled, moved or reviewed it, or whom it is with). Once per session and kind; a
// reminder once per start time.
export function sessionNotice(loaded: LoadedSession, kind: NotificationKind, to: Reader, score?: number): Notice {
  const { session, mentor, student } = loaded;
  const [reader, other] = to === 'mentor' ? [mentor, student] : [student, mentor];
  const key = kind === 'session_soon' ? `${kind}:${session.id}:${session.startsAt.getTime()}` : `${kind}:${session.id}`;
  return {
    userId: reader.id,
    kind,
    key,
    actorId: other.id,
    data: { title: sessionTitle(loaded), ...(score === undefined ? {} : { score }) },
    link: sessionPagePath(session),
  };
}

// The one of the two who did not act.
export const otherOf = (role: Reader): Reader => (role === 'mentor' ? 'student' : 'mentor');
