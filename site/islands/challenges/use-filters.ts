import { useEffect, useState } from 'react';
import { CATEGORIES, challengeStatusSchema } from '../../../worker/routes/challenges/schema';
import type { ChallengeFilters } from '../../stores/challenges';

// Filters live in the URL (/challenges?status=voting&category=Street) so they can be linked
// and shared; unknown values are ignored, categories match in any case.
function readFilters(): ChallengeFilters {
  const params = new URLSearchParams(location.search);
  const status = challengeStatusSchema.safeParse(params.get('status')?.toLowerCase());
  const category = params.get('category')?.trim().toLowerCase();
  return {
    status: status.success ? status.data : undefined,
    category: CATEGORIES.find((c) => c === category),
  };
}

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
