import { CHALLENGE_PAGE_SIZE } from '../../../worker/contract/list-pages';
import { challengePage } from '../../stores/challenges';
import ErrorBoundary from '../shared/ErrorBoundary';
import ChallengeFiltersBar from './ChallengeFiltersBar';
import ChallengeList from './ChallengeList';
import ChallengesEmpty from './ChallengesEmpty';
import { filtersHref, useFilters } from './use-filters';

// /challenges: status tabs, a category filter and a paged grid of challenge cards.
function Browser() {
  const [filters, setFilters] = useFilters();
  return (
    <>
      <ChallengeFiltersBar filters={filters} onChange={setFilters} />
      <ChallengeList
        key={filtersHref(filters)}
        page={(offset) => challengePage(filters, offset)}
        pageSize={CHALLENGE_PAGE_SIZE}
        empty={<ChallengesEmpty filters={filters} onClear={() => setFilters({})} />}
      />
    </>
  );
}

export default function ChallengeBrowser() {
  return (
    <ErrorBoundary>
      <Browser />
    </ErrorBoundary>
  );
}
