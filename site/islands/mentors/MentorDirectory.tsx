import './MentorDirectory.css';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import {
  MENTOR_PAGE_SIZE,
  type MentorFilters as Filters,
  mentorFiltersSearch,
  readMentorFilters,
} from '../../../worker/contract/mentor-pages';
import { mentorPage } from '../../stores/mentors';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import { useUrlState } from '../shared/use-url-state';
import EmptyState from '../shared/EmptyState';
import MentorCardView from './MentorCardView';
import MentorFilters from './MentorFilters';

type Outcome = 'loading' | 'more' | 'last' | 'failed';

function Page({
  filters,
  offset,
  onOutcome,
}: {
  filters: Filters;
  offset: number;
  onOutcome: (offset: number, outcome: Outcome, count: number) => void;
}) {
  const { data, error } = useStore(mentorPage(filters, offset));
  const outcome: Outcome = error ? 'failed' : !data ? 'loading' : data.more ? 'more' : 'last';
  const count = data?.mentors.length ?? 0;
  useEffect(() => onOutcome(offset, outcome, count), [offset, outcome, count, onOutcome]);
  return (data?.mentors ?? []).map((mentor) => (
    <li key={mentor.userId}>
      <MentorCardView mentor={mentor} />
    </li>
  ));
}

function Results({ filters, onClear }: { filters: Filters; onClear: () => void }) {
  const [pages, setPages] = useState(1);
  const [outcomes, setOutcomes] = useState<Record<number, { outcome: Outcome; count: number }>>({});
  const report = useCallback((offset: number, outcome: Outcome, count: number) => {
    setOutcomes((all) => ({ ...all, [offset]: { outcome, count } }));
  }, []);
  const last = outcomes[(pages - 1) * MENTOR_PAGE_SIZE];
  const first = outcomes[0];
  return (
    <>
      <h2 className="sr-only">Mentors</h2>
      <ul className="mentor-grid" aria-busy={last?.outcome === 'loading'}>
        {Array.from({ length: pages }, (_, i) => i * MENTOR_PAGE_SIZE).map((offset) => (
          <Page key={offset} filters={filters} offset={offset} onOutcome={report} />
        ))}
      </ul>
      {(!last || last.outcome === 'loading') && <Spinner label="Loading mentors..." />}
      {last?.outcome === 'failed' && (
        <p className="list-error" role="alert">
          We couldn't load mentors. Check your connection and reload the page.
        </p>
      )}
      {first?.outcome === 'last' && first.count === 0 && (
        <EmptyState
          title="No mentors match"
          action={
            <button type="button" className="btn btn-outline empty-state__action" onClick={onClear}>
              Clear filters
            </button>
          }
        >
          Try fewer filters, or another word in the search.
        </EmptyState>
      )}
      {last?.outcome === 'more' && (
        <div className="mentor-load-more">
          <button type="button" className="btn btn-outline" onClick={() => setPages((n) => n + 1)}>
            Load more
          </button>
        </div>
      )}
    </>
  );
}

// /mentor-discovery and /mentors: approved mentors, searched, filtered and sorted; the
// filters live in the URL, and the first page arrives with the HTML.
function Directory() {
  const [filters, setFilters] = useUrlState(readMentorFilters, (f) => `${location.pathname}${mentorFiltersSearch(f)}`);
  const key = mentorFiltersSearch(filters);
  return (
    <>
      <MentorFilters key={`filters${key}`} filters={filters} onChange={setFilters} />
      <Results key={key} filters={filters} onClear={() => setFilters({ sort: 'recommended' })} />
    </>
  );
}

export default function MentorDirectory() {
  return (
    <ErrorBoundary>
      <Directory />
    </ErrorBoundary>
  );
}
