import './list-filters.css';
import { type FormEvent, useState } from 'react';

// A choice's value and the words shown for it.
type Choices<T extends string> = readonly (readonly [T, string])[];

type Props<F extends string, S extends string> = {
  search: { id: string; label: string; placeholder: string; maxLength: number; value: string };
  // The search's words, trimmed, once submitted.
  onSearch: (q: string) => void;
  filters: Choices<F>;
  filter: F;
  onFilter: (filter: F) => void;
  select: { label: string; choices: Choices<S>; value: S; className?: string };
  onSelect: (value: S) => void;
};

// A list's search (applied when submitted, so each letter typed is not a request), one filter
// chip at a time and one drop-down; the screen decides where each change goes.
export default function ListFilters<F extends string, S extends string>(props: Props<F, S>) {
  const { search, select } = props;
  const [q, setQ] = useState(search.value);

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSearch(q.trim());
  }

  return (
    <div className="list-filters">
      <form className="list-filters__search" role="search" onSubmit={submit}>
        <label className="sr-only" htmlFor={search.id}>
          {search.label}
        </label>
        <input
          id={search.id}
          className="input"
          type="search"
          placeholder={search.placeholder}
          maxLength={search.maxLength}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      <div className="list-filters__row">
        <div className="list-filters__chips" role="group" aria-label="Show">
          {props.filters.map(([filter, label]) => (
            <button key={label} type="button" aria-pressed={filter === props.filter} onClick={() => props.onFilter(filter)}>
              {label}
            </button>
          ))}
        </div>
        <label className={select.className ? `list-filters__select ${select.className}` : 'list-filters__select'}>
          <span>{select.label}</span>
          <select
            className="input select"
            value={select.value}
            onChange={(event) => props.onSelect(event.currentTarget.value as S)}
          >
            {select.choices.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
