import { useEffect, useState } from 'react';
import { type ChallengeFilters, readChallengeFilters } from '../../../worker/pages/list-paths';

// Filters live in the URL so they can be linked and shared.
const readFilters = () => readChallengeFilters(new URLSearchParams(location.search));

export function filtersHref(filters: ChallengeFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  const query = params.toString();
  return query ? `/challenges?${query}` : '/challenges';
}

export function useFilters(): [ChallengeFilters, (next: ChallengeFilters) => void] {
  const [filters, setFilters] = useState(readFilters);
  useEffect(() => {
    const onPop = () => setFilters(readFilters());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const change = (next: ChallengeFilters) => {
    history.pushState(null, '', filtersHref(next));
    setFilters(next);
  };
  return [filters, change];
}
