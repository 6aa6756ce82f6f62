import './SessionSummary.css';
import type { MentorSessionDto } from '../../../worker/contract/sessions';
import { SESSION_TYPE_LABELS } from '../../../worker/domain/mentoring';
import { formatUsd } from '../../../worker/domain/money';
import { fullDateTime, zoneName } from './mentor-times';

// Who, what and when, in the viewer's own zone (named).
export default function SessionSummary({ session }: { session: MentorSessionDto }) {
  const other = session.role === 'student' ? session.mentor : session.student;
  return (
    <div className="session-summary">
      <img className="session-summary__photo" src={other.photoUrl ?? '/default-avatar.svg'} alt="" width={72} height={72} />
      <dl>
        <div>
          <dt>{session.role === 'student' ? 'Mentor' : 'Student'}</dt>
          <dd>{other.name}</dd>
        </div>
        <div>
          <dt>Session</dt>
          <dd>
            {SESSION_TYPE_LABELS[session.sessionType]}, {session.durationMinutes} minutes
          </dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            {fullDateTime(session.startsAt)}
            <span className="session-summary__zone">Your time zone: {zoneName(Date.parse(session.startsAt))}</span>
          </dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatUsd(session.priceCents)}</dd>
        </div>
        {session.note && (
          <div>
            <dt>Note</dt>
            <dd className="session-summary__note">{session.note}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
