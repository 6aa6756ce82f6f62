import './ChallengeList.css';
import { useState, type ReactNode } from 'react';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import { useNow } from '../shared/use-now';
import { usePagedList } from '../shared/use-paged-list';
import ChallengeGridPage, { type ChallengePageStore } from './ChallengeGridPage';

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
  const { first, outcome } = usePagedList(page, pages, pageSize);
  const now = useNow();
  return (
    <>
      {/* The cards' titles are level-3 headings; this keeps the outline whole for screen readers. */}
      <h2 className="sr-only">Challenges</h2>
      <ul className="challenge-grid" aria-busy={outcome === 'loading'}>
        {Array.from({ length: pages }, (_, i) => i * pageSize).map((offset) => (
          <ChallengeGridPage key={offset} store={page(offset)} offset={offset} now={now} />
        ))}
      </ul>
      {outcome === 'loading' && <Spinner label="Loading challenges..." />}
      {outcome === 'failed' && (
        <p className="list-error" role="alert">
          We couldn't load challenges. Check your connection and reload the page.
        </p>
      )}
      {first?.challenges.length === 0 && empty}
      {outcome === 'more' && <LoadMore className="load-more" onMore={() => setPages((n) => n + 1)} />}
    </>
  );
}
