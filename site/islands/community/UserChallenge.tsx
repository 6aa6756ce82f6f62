import './UserChallenge.css';
import '../../styles/link-button.css';
import { useEffect, useState } from 'react';
import type { CommunityChallengeDto } from '../../../worker/contract/challenges';
import { readEdgeState } from '../../lib/edge-state';
import ErrorBoundary from '../shared/ErrorBoundary';
import ChallengeFacts from '../challenges/ChallengeFacts';
import { showCarriedToast } from '../shared/carried-toast';
import { liveStatus } from '../challenges/challenge-time';
import { useNow } from '../shared/use-now';
import { useViewer } from '../challenges/use-viewer';
import CommunityEntries from './CommunityEntries';
import CommunityHero from './CommunityHero';
import CommunitySubmit from './CommunitySubmit';
import InvitePanel from './InvitePanel';
import ReportDialog from '../challenges/ReportDialog';
import { loginHref } from '../shared/photo-urls';
import { inviteFromUrl, resultsHref, userChallengeHref } from '../shared/community-links';

function Page() {
  // The Worker answers 404 for unknown ids, so the challenge is always there.
  const { challenge } = readEdgeState().page as { challenge: CommunityChallengeDto };
  const [invite] = useState(inviteFromUrl);
  const viewer = useViewer();
  const now = useNow();
  const status = liveStatus(challenge, now);
  const isCreator = viewer !== null && viewer.id === challenge.creatorId;
  const [reporting, setReporting] = useState(false);
  // 'Challenge created' arrives from the wizard across the page load.
  useEffect(showCarriedToast, []);
  return (
    <>
      <CommunityHero challenge={challenge} status={status} />
      <div className="container challenge-body">
        <ChallengeFacts challenge={challenge} status={status} now={now} />
        {challenge.inviteCode && <InvitePanel challenge={challenge} code={challenge.inviteCode} />}
        <div className="challenge-actions">
          <CommunitySubmit challenge={challenge} status={status} invite={invite} isCreator={isCreator} />
          {status === 'completed' && (
            <a className="btn btn-outline btn-lg" href={resultsHref(challenge)}>
              See results
            </a>
          )}
        </div>
        <section className="community-entries" aria-labelledby="entries-title">
          <div className="section-heading">
            <h2 id="entries-title">Entries ({challenge.submissionCount})</h2>
          </div>
          <CommunityEntries challenge={challenge} status={status} isCreator={isCreator} />
        </section>
        {!isCreator && (
          <p className="community-report">
            {viewer ? (
              <button type="button" className="link-button community-report__link" onClick={() => setReporting(true)}>
                Report this challenge
              </button>
            ) : (
              <a className="community-report__link" href={loginHref(userChallengeHref(challenge))}>
                Log in to report this challenge
              </a>
            )}
          </p>
        )}
        <ReportDialog
          subject="challenge"
          target={challenge.key ?? String(challenge.id)}
          open={reporting}
          onClose={() => setReporting(false)}
        />
      </div>
    </>
  );
}

// /user-challenges/{id or key}: a community challenge, its entries and, while voting, the scores.
export default function UserChallenge() {
  return (
    <ErrorBoundary>
      <Page />
    </ErrorBoundary>
  );
}
