import { useCallback, useState } from 'react';
import type { PageOutcome } from '../challenges/ChallengeGridPage';
import { useNow } from '../challenges/use-now';
import ErrorBoundary from '../ErrorBoundary';
import Spinner from '../Spinner';
import CommunityEmpty from './CommunityEmpty';
import CommunityGridPage from './CommunityGridPage';
import StatusTabs from './StatusTabs';
import { COMMUNITY_PAGE_SIZE } from '../../../worker/pages/list-paths';
import { useStatusFilter, type StatusFilter } from './status-filter';

// /community-challenges: status tabs and a paged grid of public community challenges.
function Browser() {
  const [status, setStatus] = useStatusFilter();
  const [pages, setPages] = useState(1);
  const [outcomes, setOutcomes] = useState<Record<number, { outcome: PageOutcome; count: number }>>({});
  const now = useNow();

  const change = (next: StatusFilter) => {
    setPages(1);
    setOutcomes({});
    setStatus(next);
  };
  const report = useCallback((offset: number, outcome: PageOutcome, count: number) => {
    setOutcomes((all) => ({ ...all, [offset]: { outcome, count } }));
  }, []);

  const last = outcomes[(pages - 1) * COMMUNITY_PAGE_SIZE];
  const first = outcomes[0];
  return (
    <>
      <StatusTabs status={status} onChange={change} />
      <ul className="challenge-grid" aria-busy={last?.outcome === 'loading'}>
        {Array.from({ length: pages }, (_, i) => (
          <CommunityGridPage key={`${status}-${i}`} status={status} offset={i * COMMUNITY_PAGE_SIZE} now={now} onOutcome={report} />
        ))}
      </ul>
      {(!last || last.outcome === 'loading') && <Spinner label="Loading challenges..." />}
      {last?.outcome === 'failed' && (
        <p className="list-error" role="alert">
          We couldn't load challenges. Check your connection and reload the page.
        </p>
      )}
      {first?.outcome === 'last' && first.count === 0 && <CommunityEmpty status={status} onClear={() => change(undefined)} />}
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

export default function CommunityBrowser() {
  return (
    <ErrorBoundary>
      <Browser />
    </ErrorBoundary>
  );
}
