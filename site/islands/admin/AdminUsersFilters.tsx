import { type FormEvent, useState } from 'react';
import type { MemberFilter, MemberSort } from '../../../worker/contract/admin-users';
import type { MemberListState } from '../../stores/admin-users';

type Props = { list: MemberListState; onChange: (list: MemberListState) => void };

const FILTERS: [MemberFilter, string][] = [
  ['all', 'Everyone'],
  ['admin', 'Admins'],
  ['mentor', 'Mentors'],
  ['subscriber', 'Subscribers'],
  ['unverified', 'Unverified'],
  ['suspended', 'Suspended'],
  ['deleted', 'Deleted'],
];

const SORTS: [MemberSort, string][] = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['name', 'Name'],
  ['username', 'Username'],
];

// The list's search (applied when submitted), one filter at a time and the order; each
// change goes to the page's address.
export default function AdminUsersFilters({ list, onChange }: Props) {
  const [q, setQ] = useState(list.q);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...list, q: q.trim() });
  }

  return (
    <div className="members-filters">
      <form className="members-filters__search" role="search" onSubmit={submit}>
        <label className="sr-only" htmlFor="member-search">
          Find members by name, username or email
        </label>
        <input
          id="member-search"
          className="input"
          type="search"
          placeholder="Name, username or email"
          maxLength={100}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      <div className="members-filters__row">
        <div className="members-filters__chips" role="group" aria-label="Show">
          {FILTERS.map(([filter, label]) => (
            <button
              key={filter}
              type="button"
              aria-pressed={filter === list.filter}
              onClick={() => onChange({ ...list, filter })}
            >
              {label}
            </button>
          ))}
        </div>
        <label className="members-filters__sort">
          <span>Sort</span>
          <select
            className="input select"
            value={list.sort}
            onChange={(event) => onChange({ ...list, sort: event.currentTarget.value as MemberSort })}
          >
            {SORTS.map(([sort, label]) => (
              <option key={sort} value={sort}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
