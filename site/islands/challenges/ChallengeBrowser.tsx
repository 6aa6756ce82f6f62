import { useCallback, useState } from 'react';
import { CHALLENGE_PAGE_SIZE } from '../../../worker/pages/list-paths';
import ErrorBoundary from '../ErrorBoundary';
import Spinner from '../Spinner';
import ChallengeFiltersBar from './ChallengeFiltersBar';
import ChallengeGridPage, { type PageOutcome } from './ChallengeGridPage';
import EmptyState from './EmptyState';
import { useFilters } from './use-filters';
import { useNow } from './use-now';

// /challenges: status tabs, a category filter and a paged grid of challenge cards.
function Browser() {
  const [filters, setFilters] = useFilters();
  const [pages, setPages] = useState(1);
  const [outcomes, setOutcomes] = useState<Record<number, { outcome: PageOutcome; count: number }>>({});
  const now = useNow();

  const change = (next: typeof filters) => {
    setPages(1);
    setOutcomes({});
    setFilters(next);
  };
  const report = useCallback((offset: number, outcome: PageOutcome, count: number) => {
    setOutcomes((all) => ({ ...all, [offset]: { outcome, count } }));
  }, []);

  const lastOffset = (pages - 1) * CHALLENGE_PAGE_SIZE;
  const last = outcomes[lastOffset];
  const first = outcomes[0];
  const empty = first?.outcome === 'last' && first.count === 0;

  return (
    <>
      <ChallengeFiltersBar filters={filters} onChange={change} />
      <ul className="challenge-grid" aria-busy={last?.outcome === 'loading'}>
        {Array.from({ length: pages }, (_, i) => (
          <ChallengeGridPage
            key={`${filters.status}-${filters.category}-${i}`}
            filters={filters}
            offset={i * CHALLENGE_PAGE_SIZE}
            now={now}
            onOutcome={report}
          />
        ))}
      </ul>
      {(!last || last.outcome === 'loading') && <Spinner label="Loading challenges..." />}
      {last?.outcome === 'failed' && (
        <p className="list-error" role="alert">
          We couldn't load challenges. Check your connection and reload the page.
        </p>
      )}
      {empty && <EmptyState filters={filters} onClear={() => change({})} />}
      {last?.outcome === 'more' && (
        <div className="load-more">
          <button type="button" className="btn btn-outline" onClick={() => setPages((n) => n + 1)}>
            Load more
          </button>
        </div>
      )}
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
