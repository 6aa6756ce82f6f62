import './ChallengeDetails.css';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { readEdgeState } from '../../lib/edge-state';
import ErrorBoundary from '../shared/ErrorBoundary';
import ChallengeFacts from './ChallengeFacts';
import ChallengeHero from './ChallengeHero';
import RemindMe from './RemindMe';
import SubmitAction from './SubmitAction';
import TopThree from './TopThree';
import { liveStatus } from './challenge-time';
import { useNow } from '../shared/use-now';

function Details({ challenge }: { challenge: ChallengeDto }) {
  const now = useNow();
  const status = liveStatus(challenge, now);
  const entries = `/challenge/${challenge.id}/entries`;
  return (
    <>
      <ChallengeHero challenge={challenge} status={status} />
      <div className="container challenge-body">
        <ChallengeFacts challenge={challenge} status={status} now={now} />
        {status === 'voting' ? (
          <section className="vote-cta" aria-labelledby="vote-cta-title">
            <div>
              <h2 id="vote-cta-title">Voting is open</h2>
              <p>
                Score the entries from 1 to 10. Photographers stay anonymous until the results.{' '}
                <a href="/rules">How scoring works</a>
              </p>
            </div>
            <a className="btn btn-primary btn-lg" href={entries}>
              Vote on entries
            </a>
          </section>
        ) : (
          <div className="challenge-actions">
            <SubmitAction challengeId={challenge.id} status={status} size="lg" />
            {status === 'active' && <RemindMe challengeId={challenge.id} />}
            <a className="btn btn-outline btn-lg" href={entries}>
              View entries ({challenge.submissionCount})
            </a>
          </div>
        )}
        {status === 'completed' && (
          <section className="challenge-results" aria-labelledby="results-title">
            <div className="section-heading">
              <h2 id="results-title">Winners</h2>
              <a href={entries}>See all entries →</a>
            </div>
            <TopThree challenge={challenge} />
          </section>
        )}
      </div>
    </>
  );
}

export default function ChallengeDetails() {
  // The Worker answers 404 for unknown ids, so the challenge is there on every served page
  // (only the build renders this without one).
  const challenge = (readEdgeState().page as { challenge?: ChallengeDto } | undefined)?.challenge;
  return <ErrorBoundary>{challenge && <Details challenge={challenge} />}</ErrorBoundary>;
}
