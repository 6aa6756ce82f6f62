import './SessionRow.css';
import type { MentorSessionDto } from '../../../worker/contract/sessions';
import { SESSION_TYPE_LABELS } from '../../../worker/domain/mentoring';
import { sessionPagePath, sessionPaymentPath } from '../../../worker/domain/session-rules';
import { dayAndTime } from './mentor-times';
import { statusText } from './session-status';

// A session in a dashboard's list: when (viewer's zone), with whom, its state and next step.
export default function SessionRow({ session }: { session: MentorSessionDto }) {
  const other = session.role === 'student' ? session.mentor : session.student;
  // A paid quick session has no set time: what matters is until when it can be joined.
  const openQuick = session.kind === 'quick' && session.status === 'confirmed';
  const next =
    session.role === 'student' && session.status === 'pending_payment' && session.holdUntil
      ? { label: 'Complete Payment', href: sessionPaymentPath(session), primary: true }
      : session.canReview
        ? { label: 'Leave a Review', href: sessionPagePath(session), primary: true }
        : { label: 'Open', href: sessionPagePath(session), primary: false };
  return (
    <li className="session-row">
      {openQuick ? (
        <time className="session-row__when" dateTime={session.endsAt}>
          Until {dayAndTime(session.endsAt)}
        </time>
      ) : (
        <time className="session-row__when" dateTime={session.startsAt}>
          {dayAndTime(session.startsAt)}
        </time>
      )}
      <div className="session-row__what">
        <strong>{other.name}</strong>
        <span>
          {session.kind === 'quick' ? 'Quick session: ' : ''}
          {SESSION_TYPE_LABELS[session.sessionType]} · {session.durationMinutes} min
        </span>
      </div>
      <span className={`session-status session-status--${session.status}`}>{statusText(session)}</span>
      <a className={next.primary ? 'btn btn-primary btn-sm' : 'btn btn-outline btn-sm'} href={next.href}>
        {next.label}
        <span className="sr-only">
          {' '}
          ({other.name}, {dayAndTime(session.startsAt)})
        </span>
      </a>
    </li>
  );
}
