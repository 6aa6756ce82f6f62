import { useId, type MouseEvent } from 'react';
import { CATEGORIES } from '../../../worker/routes/challenges/schema';
import type { ChallengeFilters } from '../../../worker/pages/list-paths';
import { titleCase } from './challenge-time';
import { filtersHref } from './use-filters';

const TABS = [
  { label: 'All', status: undefined },
  { label: 'Active', status: 'active' },
  { label: 'Upcoming', status: 'upcoming' },
  { label: 'Voting', status: 'voting' },
  { label: 'Completed', status: 'completed' },
];

type Props = { filters: ChallengeFilters; onChange: (next: ChallengeFilters) => void };

// Status tabs are real links (they work opened in a new tab); a plain click filters in place.
export default function ChallengeFiltersBar({ filters, onChange }: Props) {
  const selectId = useId();
  const follow = (event: MouseEvent, next: ChallengeFilters) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <div className="challenge-filters">
      <nav aria-label="Challenge status">
        <ul className="segmented">
          {TABS.map((tab) => {
            const next = { ...filters, status: tab.status };
            return (
              <li key={tab.label}>
                <a
                  className="segmented__item"
                  href={filtersHref(next)}
                  aria-current={filters.status === tab.status ? 'page' : undefined}
                  onClick={(event) => follow(event, next)}
                >
                  {tab.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="challenge-filters__category">
        <label htmlFor={selectId}>Category</label>
        <select
          id={selectId}
          className="input select"
          value={filters.category ?? ''}
          onChange={(event) => onChange({ ...filters, category: event.currentTarget.value || undefined })}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {titleCase(c)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
