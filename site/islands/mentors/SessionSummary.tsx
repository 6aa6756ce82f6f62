import type { MentorSessionDto } from '../../../worker/contract/sessions';
import { longDateTime } from '../../../worker/domain/en-dates';
import { SESSION_TYPE_LABELS } from '../../../worker/domain/mentoring';
import { formatUsd } from '../../../worker/domain/money';
import { QUICK_JOINABLE_DAYS } from '../../../worker/domain/session-rules';
import SummaryCard from '../shared/SummaryCard';
import ViewerTime from '../shared/ViewerTime';
import ViewerWhen from '../shared/ViewerWhen';

// Who, what and when, in the viewer's own zone (named).
export default function SessionSummary({ session }: { session: MentorSessionDto }) {
  const other = session.role === 'student' ? session.mentor : session.student;
  return (
    <SummaryCard photoUrl={other.photoUrl} photoSize={72}>
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
        {session.kind === 'quick' ? (
          <dd>
            {session.status === 'pending_payment' || session.status === 'expired' ? (
              `Any time within ${QUICK_JOINABLE_DAYS} days of payment`
            ) : (
              <>
                Any time until{' '}
                <ViewerTime
                  dateTime={session.endsAt}
                  text={(clock) => {
                    const ends = Date.parse(session.endsAt);
                    return `${longDateTime(clock.parts(ends))} ${clock.zoneName(ends)}`;
                  }}
                />
              </>
            )}
            <span className="summary-card__aside">Join when you are both free</span>
          </dd>
        ) : (
          <dd>
            <ViewerWhen startsAt={session.startsAt} />
          </dd>
        )}
      </div>
      <div>
        <dt>Price</dt>
        <dd>{formatUsd(session.priceCents)}</dd>
      </div>
      {session.note && (
        <div>
          <dt>Note</dt>
          <dd className="summary-card__note">{session.note}</dd>
        </div>
      )}
    </SummaryCard>
  );
}
