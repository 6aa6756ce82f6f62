import './ChallengeList.css';
import { useCallback, useState, type ReactNode } from 'react';
import Spinner from '../shared/Spinner';
import ChallengeGridPage, { type ChallengePageStore, type PageOutcome } from './ChallengeGridPage';
import { useNow } from '../shared/use-now';

type Props = {
  // The cached page starting at `offset`, under whatever filters the list shows.
  page: (offset: number) => ChallengePageStore;
  pageSize: number;
  // Shown when the first page comes back with nothing.
  empty: ReactNode;
};

// A paged grid of challenge cards, official or community. Its owner mounts it afresh (by
// key) for each filter, so a new filter starts again at one page.
export default function ChallengeList({ page, pageSize, empty }: Props) {
  const [pages, setPages] = useState(1);
  const [outcomes, setOutcomes] = useState<Record<number, { outcome: PageOutcome; count: number }>>({});
  const now = useNow();
  const report = useCallback((offset: number, outcome: PageOutcome, count: number) => {
    setOutcomes((all) => ({ ...all, [offset]: { outcome, count } }));
  }, []);

  const last = outcomes[(pages - 1) * pageSize];
  const first = outcomes[0];
  return (
    <>
      {/* The cards' titles are level-3 headings; this keeps the outline whole for screen readers. */}
      <h2 className="sr-only">Challenges</h2>
      <ul className="challenge-grid" aria-busy={last?.outcome === 'loading'}>
        {Array.from({ length: pages }, (_, i) => i * pageSize).map((offset) => (
          <ChallengeGridPage key={offset} store={page(offset)} offset={offset} now={now} onOutcome={report} />
        ))}
      </ul>
      {(!last || last.outcome === 'loading') && <Spinner label="Loading challenges..." />}
      {last?.outcome === 'failed' && (
        <p className="list-error" role="alert">
          We couldn't load challenges. Check your connection and reload the page.
        </p>
      )}
      {first?.outcome === 'last' && first.count === 0 && empty}
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
