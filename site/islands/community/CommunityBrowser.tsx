import { CHALLENGE_PAGE_SIZE } from '../../../worker/pages/list-paths';
import ChallengeList from '../challenges/ChallengeList';
import ErrorBoundary from '../ErrorBoundary';
import CommunityEmpty from './CommunityEmpty';
import StatusTabs from './StatusTabs';
import { communityPage } from '../../stores/challenges';
import { statusHref, useStatusFilter } from './status-filter';

// /community-challenges: status tabs and a paged grid of public community challenges.
function Browser() {
  const [status, setStatus] = useStatusFilter();
  return (
    <>
      <StatusTabs status={status} onChange={setStatus} />
      <ChallengeList
        key={statusHref(status)}
        page={(offset) => communityPage(status, offset)}
        pageSize={CHALLENGE_PAGE_SIZE}
        empty={<CommunityEmpty status={status} onClear={() => setStatus(undefined)} />}
      />
    </>
  );
}

export default function CommunityBrowser() {
  return (
    <ErrorBoundary>
      <Browser />
    </ErrorBoundary>
  );
}
