import { CHALLENGE_PAGE_SIZE } from '../../../worker/contract/list-pages';
import { communityPage } from '../../stores/challenges';
import ErrorBoundary from '../shared/ErrorBoundary';
import ChallengeList from '../challenges/ChallengeList';
import StatusTabs from '../challenges/StatusTabs';
import CommunityEmpty from './CommunityEmpty';
import { statusHref, useStatusFilter } from './status-filter';

// /community-challenges: status tabs and a paged grid of public community challenges.
function Browser() {
  const [status, setStatus] = useStatusFilter();
  return (
    <>
      <div className="challenge-filters">
        <StatusTabs current={status} hrefFor={statusHref} onPick={setStatus} />
      </div>
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
