import './ChallengeFacts.css';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import type { ChallengeStatus } from '../../../worker/domain/status';
import { liveDaysLeft } from './challenge-time';
import LocalTime from './LocalTime';

type Props = { challenge: ChallengeDto; status: ChallengeStatus; now: Date };

// The schedule and numbers of one challenge, each time in New York time with the
// viewer's own on hover/focus.
export default function ChallengeFacts({ challenge, status, now }: Props) {
  const days = liveDaysLeft(challenge, now);
  return (
    <dl className="challenge-facts">
      <div>
        <dt>{status === 'upcoming' ? 'Submissions Start' : 'Submissions Opened'}</dt>
        <dd>
          <LocalTime iso={challenge.startDate} />
        </dd>
      </div>
      <div>
        <dt>{status === 'active' || status === 'upcoming' ? 'Submissions End' : 'Submissions Closed'}</dt>
        <dd>
          <LocalTime iso={challenge.endDate} />
        </dd>
      </div>
      {challenge.votingEndDate && (
        <div>
          <dt>Voting Ends</dt>
          <dd>
            <LocalTime iso={challenge.votingEndDate} />
          </dd>
        </div>
      )}
      <div>
        <dt>Entries</dt>
        <dd>
          {challenge.submissionCount}{' '}
          <span className="challenge-facts__aside">· {challenge.submissionLimit ?? '∞'} per person</span>
        </dd>
      </div>
      {status === 'active' && (
        <div>
          <dt>Time left</dt>
          <dd>{days === 0 ? 'Last day' : `${days} ${days === 1 ? 'day' : 'days'}`}</dd>
        </div>
      )}
    </dl>
  );
}
