import type { ChallengeDto } from '../../../worker/contract/challenges';
import { readEdgeState } from '../../lib/edge-state';
import ErrorBoundary from '../shared/ErrorBoundary';
import LocalTime from '../challenges/LocalTime';
import StatusBadge from '../challenges/StatusBadge';
import { liveStatus } from '../challenges/challenge-time';
import { useNow } from '../shared/use-now';
import RankedResults from './RankedResults';
import { userChallengeHref } from '../shared/community-links';
import EmptyState from '../shared/EmptyState';

const DAY_MS = 24 * 60 * 60 * 1000;

function Results() {
  const { challenge } = readEdgeState().page as { challenge: ChallengeDto };
  const now = useNow();
  const status = liveStatus(challenge, now);
  // Every community challenge has a voting end (the API fills in 24 h after entries close).
  const votingEnds = challenge.votingEndDate ?? new Date(new Date(challenge.endDate).getTime() + DAY_MS).toISOString();
  return (
    <>
      <header className="page-header entries-header">
        <div className="container">
          <a className="back-link" href={userChallengeHref(challenge)}>
            ← {challenge.title}
          </a>
          <div className="challenge-hero__badges">
            <StatusBadge status={status} />
          </div>
          <h1>Results: {challenge.title}</h1>
          {challenge.creatorName && <p className="page-header__lead">A community challenge by {challenge.creatorName}</p>}
        </div>
      </header>
      <div className="container entries-page">
        {challenge.resultsAt ? (
          <RankedResults challengeId={challenge.id} />
        ) : status === 'completed' ? (
          <EmptyState title="Results are being tallied" role="status">
            Voting has closed. The places will appear here shortly.
          </EmptyState>
        ) : (
          <EmptyState
            title={
              <>
                Voting ends <LocalTime iso={votingEnds} />
              </>
            }
          >
            Results are named once voting closes.{' '}
            <a href={userChallengeHref(challenge)}>{status === 'voting' ? 'Score the entries' : 'See the challenge'}</a>
          </EmptyState>
        )}
      </div>
    </>
  );
}

// /user-challenges/{id or key}/results: the ranked entries once results are named.
export default function UserChallengeResults() {
  return (
    <ErrorBoundary>
      <Results />
    </ErrorBoundary>
  );
}
