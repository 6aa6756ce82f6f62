import './MentorFilters.css';
import { type FormEvent, useState } from 'react';
import type { MentorFilters as Filters, MentorSort } from '../../../worker/contract/mentor-pages';
import { CATEGORIES } from '../../../worker/domain/categories';
import { SESSION_TYPE_LABELS, SESSION_TYPES, type SessionType } from '../../../worker/domain/mentoring';
import { useHydrated } from '../shared/use-hydrated';

type Props = { filters: Filters; onChange: (filters: Filters) => void };

const number = (value: string) => (value.trim() === '' ? undefined : Math.max(0, Math.floor(Number(value))) || 0);

// Discovery's search, filters and sort. Selects apply at once; the search and the price
// range apply when submitted (Enter or 'Search'). The text fields are read-only until the
// island is hydrated: what was typed into the Worker's HTML would be lost when React takes
// the fields over.
export default function MentorFilters({ filters, onChange }: Props) {
  const hydrated = useHydrated();
  const [q, setQ] = useState(filters.q ?? '');
  const [minRate, setMinRate] = useState(filters.minRate?.toString() ?? '');
  const [maxRate, setMaxRate] = useState(filters.maxRate?.toString() ?? '');
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });

  function submit(event: FormEvent) {
    event.preventDefault();
    set({ q: q.trim() || undefined, minRate: number(minRate), maxRate: number(maxRate) });
  }

  return (
    <form className="mentor-filters" role="search" onSubmit={submit}>
      <div className="mentor-filters__search">
        <label className="sr-only" htmlFor="mentor-search">
          Search mentors by name or specialty
        </label>
        <input
          id="mentor-search"
          readOnly={!hydrated}
          className="input"
          type="search"
          placeholder="Search by name or specialty"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </div>
      <div className="mentor-filters__row">
        <label className="mentor-filter">
          <span>Specialty</span>
          <select
            className="input select"
            value={filters.specialty ?? ''}
            onChange={(e) => set({ specialty: e.currentTarget.value || undefined })}
          >
            <option value="">Any</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category[0]?.toUpperCase()}
                {category.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label className="mentor-filter">
          <span>Session type</span>
          <select
            className="input select"
            value={filters.sessionType ?? ''}
            onChange={(e) => set({ sessionType: (e.currentTarget.value || undefined) as SessionType | undefined })}
          >
            <option value="">Any</option>
            {SESSION_TYPES.map((type) => (
              <option key={type} value={type}>
                {SESSION_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="mentor-filter mentor-filter--range">
          <legend>Hourly rate ($)</legend>
          <input
            className="input"
            type="number"
            readOnly={!hydrated}
            inputMode="numeric"
            min={0}
            placeholder="Min"
            aria-label="Minimum hourly rate"
            value={minRate}
            onChange={(e) => setMinRate(e.currentTarget.value)}
            onBlur={() => set({ minRate: number(minRate), maxRate: number(maxRate) })}
          />
          <span aria-hidden="true">–</span>
          <input
            className="input"
            type="number"
            readOnly={!hydrated}
            inputMode="numeric"
            min={0}
            placeholder="Max"
            aria-label="Maximum hourly rate"
            value={maxRate}
            onChange={(e) => setMaxRate(e.currentTarget.value)}
            onBlur={() => set({ minRate: number(minRate), maxRate: number(maxRate) })}
          />
        </fieldset>
        <label className="mentor-filter">
          <span>Rating</span>
          <select
            className="input select"
            value={filters.minRating ?? ''}
            onChange={(e) => set({ minRating: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })}
          >
            <option value="">Any</option>
            <option value="4">4 and up</option>
            <option value="3">3 and up</option>
          </select>
        </label>
        <label className="mentor-filter">
          <span>Sort by</span>
          <select
            className="input select"
            value={filters.sort}
            onChange={(e) => set({ sort: e.currentTarget.value as MentorSort })}
          >
            <option value="recommended">Recommended</option>
            <option value="rating">Rating</option>
            <option value="price">Price: low to high</option>
          </select>
        </label>
        <label className="mentor-filter mentor-filter--check">
          <input
            type="checkbox"
            checked={Boolean(filters.availableSoon)}
            onChange={(e) => set({ availableSoon: e.currentTarget.checked || undefined })}
          />
          <span>Available in the next 7 days</span>
        </label>
      </div>
    </form>
  );
}
