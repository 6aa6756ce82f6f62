import './progress.css';
import './VotingPanel.css';
import { coverageThreshold } from '../../../worker/domain/scoring';
import type { CurrentUser } from '../../../worker/contract/auth';
import { loginHref } from '../shared/photo-urls';

type Props = { viewer: CurrentUser | null; scored: number; eligible: number; entriesHref: string };

// Who may vote, how far along the voter is, and the coverage rule their scores depend on.
export default function VotingPanel({ viewer, scored, eligible, entriesHref }: Props) {
  if (!viewer) {
    return (
      <div className="voting-panel">
        <p>
          <strong>Voting is open.</strong> <a href={loginHref(entriesHref)}>Log in</a> with a verified account to score these
          entries.
        </p>
      </div>
    );
  }
  if (!viewer.emailVerified) {
    return (
      <div className="voting-panel voting-panel--warning" role="status">
        <p>
          <strong>Verify your email to vote.</strong> Only verified accounts can score entries.{' '}
          <a href="/resend-verification">Resend the verification email</a>
        </p>
      </div>
    );
  }
  const needed = coverageThreshold(eligible);
  const percent = eligible ? Math.round((scored / eligible) * 100) : 0;
  return (
    <div className="voting-panel">
      <div className="voting-panel__row">
        <p className="voting-panel__progress" aria-live="polite">
          You've scored {scored} of {eligible}
        </p>
        <p className={scored >= needed ? 'voting-panel__rule voting-panel__rule--met' : 'voting-panel__rule'}>
          {scored >= needed
            ? 'Your scores count.'
            : `Score at least ${needed} ${needed === 1 ? 'entry' : 'entries'} for your scores to count.`}{' '}
          <a href="/rules#coverage">Why?</a>
        </p>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label="Entries scored"
        aria-valuemin={0}
        aria-valuemax={eligible}
        aria-valuenow={scored}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
