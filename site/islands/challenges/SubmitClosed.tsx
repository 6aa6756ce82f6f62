import './SubmitClosed.css';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import type { ChallengeStatus } from '../../../worker/domain/status';
import { challengeHref, entriesHref } from '../shared/community-links';

type Props = { challenge: ChallengeDto; status: ChallengeStatus };

// Entries close when the submission window ends; say what happens now and where to go.
export default function SubmitClosed({ challenge, status }: Props) {
  return (
    <div className="card submit-closed">
      <h2>Submissions are closed</h2>
      <p>
        {status === 'voting'
          ? `${challenge.title} is in its voting phase, so it no longer takes new photos. You can score the entries instead.`
          : `${challenge.title} has finished and no longer takes new photos.`}
      </p>
      <div className="status-panel__actions">
        {status === 'voting' && (
          <a className="btn btn-primary" href={entriesHref(challenge)}>
            Vote on entries
          </a>
        )}
        <a className="btn btn-outline" href={challengeHref(challenge)}>
          Back to the challenge
        </a>
        <a
          className="btn btn-ghost"
          href={challenge.isUserChallenge ? '/community-challenges?status=active' : '/challenges?status=active'}
        >
          Find an open challenge
        </a>
      </div>
    </div>
  );
}
