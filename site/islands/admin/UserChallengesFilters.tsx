import { type FormEvent, useState } from 'react';
import type { ChallengeStatus } from '../../../worker/domain/status';
import type { CommunityFilter, CommunityListQuery } from '../../stores/admin-community';

type Props = { query: CommunityListQuery; onChange: (query: CommunityListQuery) => void };

const FILTERS: [CommunityFilter, string][] = [
  ['all', 'All'],
  ['reported', 'Reported'],
  ['hidden', 'Hidden'],
  ['featured', 'Featured'],
  ['removed', 'Removed'],
];

const STATUSES: [ChallengeStatus | 'all', string][] = [
  ['all', 'Any status'],
  ['upcoming', 'Upcoming'],
  ['active', 'Active'],
  ['voting', 'Voting'],
  ['completed', 'Completed'],
];

// The search (applied when submitted), one mark at a time and the status.
export default function UserChallengesFilters({ query, onChange }: Props) {
  const [q, setQ] = useState(query.q);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...query, q: q.trim() });
  }

  return (
    <div className="community-filters">
      <form className="community-filters__search" role="search" onSubmit={submit}>
        <label className="sr-only" htmlFor="community-search">
          Find challenges by title or creator
        </label>
        <input
          id="community-search"
          className="input"
          type="search"
          placeholder="Title or creator's username"
          maxLength={100}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      <div className="community-filters__row">
        <div className="community-filters__chips" role="group" aria-label="Show">
          {FILTERS.map(([filter, label]) => (
            <button
              key={filter}
              type="button"
              aria-pressed={filter === query.filter}
              onClick={() => onChange({ ...query, filter })}
            >
              {label}
            </button>
          ))}
        </div>
        <label className="community-filters__status">
          <span>Status</span>
          <select
            className="input select"
            value={query.status}
            onChange={(event) => onChange({ ...query, status: event.currentTarget.value as CommunityListQuery['status'] })}
          >
            {STATUSES.map(([status, label]) => (
              <option key={status} value={status}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
