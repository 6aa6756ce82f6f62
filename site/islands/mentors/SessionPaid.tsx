import './SessionPaid.css';
import { useStore } from '@nanostores/react';
import { SESSION_TYPE_LABELS, mentorPath } from '../../../worker/domain/mentoring';
import { sessionPagePath } from '../../../worker/domain/session-rules';
import { sessionStore } from '../../stores/sessions';
import Notice from '../shared/Notice';
import Spinner from '../shared/Spinner';
import { fullDateTime } from './mentor-times';

// Back from paying for a session: confirmed (with where to go next), or, when the payment
// came too late for its time, refunded.
export default function SessionPaid({ sessionId }: { sessionId: number }) {
  const { data: session, error } = useStore(sessionStore(sessionId));
  if (error) return <Notice tone="success">Payment received. Your confirmation is on its way to your email.</Notice>;
  if (!session) return <Spinner label="Loading your session..." />;
  const quick = session.kind === 'quick';
  if (session.status !== 'confirmed' && quick) {
    return (
      <div className="session-paid">
        <Notice tone="error">Your payment arrived after this offer had closed. We have refunded you in full.</Notice>
        <a className="btn btn-primary" href={`/messages/${session.mentor.userId}`}>
          Back to Messages
        </a>
      </div>
    );
  }
  if (session.status !== 'confirmed') {
    return (
      <div className="session-paid">
        <Notice tone="error">
          Your payment arrived after we stopped holding that time, and someone else had booked it. We have refunded you in full.
        </Notice>
        <a className="btn btn-primary" href={`${mentorPath({ userId: session.mentor.userId, slug: session.mentor.slug })}/book`}>
          Find Another Time
        </a>
      </div>
    );
  }
  return (
    <div className="session-paid">
      <Notice tone="success">
        {quick
          ? `Your quick session with ${session.mentor.name} is paid: join it together any time until ${fullDateTime(session.endsAt)}. A confirmation is on its way to your email.`
          : `Your ${SESSION_TYPE_LABELS[session.sessionType].toLowerCase()} session with ${session.mentor.name} is confirmed for ${fullDateTime(session.startsAt)}. A confirmation with a calendar file is on its way to your email.`}
      </Notice>
      <div className="session-paid__actions">
        <a className="btn btn-primary" href={sessionPagePath(session)}>
          View Session
        </a>
        <a className="btn btn-outline" href={quick ? '/quick-session' : '/student-dashboard'}>
          {quick ? 'Quick Sessions' : 'Student Dashboard'}
        </a>
      </div>
    </div>
  );
}
