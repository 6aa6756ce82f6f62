import { useId } from 'react';
import { CATEGORIES } from '../../../worker/domain/categories';
import type { ChallengeFilters } from '../../../worker/contract/list-pages';
import { titleCase } from './challenge-time';
import StatusTabs from './StatusTabs';
import { filtersHref } from './use-filters';

type Props = { filters: ChallengeFilters; onChange: (next: ChallengeFilters) => void };

export default function ChallengeFiltersBar({ filters, onChange }: Props) {
  const selectId = useId();
  return (
    <div className="challenge-filters">
      <StatusTabs
        current={filters.status}
        hrefFor={(status) => filtersHref({ ...filters, status })}
        onPick={(status) => onChange({ ...filters, status })}
      />
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
