import './MentorDirectory.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import {
  MENTOR_PAGE_SIZE,
  type MentorFilters as Filters,
  mentorFiltersSearch,
  readMentorFilters,
} from '../../../worker/contract/mentor-pages';
import { mentorPage } from '../../stores/mentors';
import ErrorBoundary from '../shared/ErrorBoundary';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import { usePagedList } from '../shared/use-paged-list';
import { useUrlState } from '../shared/use-url-state';
import EmptyState from '../shared/EmptyState';
import MentorCardView from './MentorCardView';
import MentorFilters from './MentorFilters';

function Page({ filters, offset }: { filters: Filters; offset: number }) {
  const { data } = useStore(mentorPage(filters, offset));
  return (data?.mentors ?? []).map((mentor) => (
    <li key={mentor.userId}>
      <MentorCardView mentor={mentor} />
    </li>
  ));
}

function Results({ filters, onClear }: { filters: Filters; onClear: () => void }) {
  const [pages, setPages] = useState(1);
  const { first, outcome } = usePagedList((offset) => mentorPage(filters, offset), pages, MENTOR_PAGE_SIZE);
  return (
    <>
      <h2 className="sr-only">Mentors</h2>
      <ul className="mentor-grid" aria-busy={outcome === 'loading'}>
        {Array.from({ length: pages }, (_, i) => i * MENTOR_PAGE_SIZE).map((offset) => (
          <Page key={offset} filters={filters} offset={offset} />
        ))}
      </ul>
      {outcome === 'loading' && <Spinner label="Loading mentors..." />}
      {outcome === 'failed' && (
        <p className="list-error" role="alert">
          We couldn't load mentors. Check your connection and reload the page.
        </p>
      )}
      {first?.mentors.length === 0 && (
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
      {outcome === 'more' && <LoadMore className="mentor-load-more" onMore={() => setPages((n) => n + 1)} />}
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
