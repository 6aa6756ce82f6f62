import { type ChallengeFilters, readChallengeFilters } from '../../../worker/contract/list-pages';
import { useUrlState } from '../shared/use-url-state';

export function filtersHref(filters: ChallengeFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  const query = params.toString();
  return query ? `/challenges?${query}` : '/challenges';
}

export const useFilters = () => useUrlState(readChallengeFilters, filtersHref);
