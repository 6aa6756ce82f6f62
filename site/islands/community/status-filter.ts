import { useEffect, useState } from 'react';
import { challengeStatusSchema } from '../../../worker/routes/challenges/schema';

export type StatusFilter = 'upcoming' | 'active' | 'voting' | 'completed' | undefined;

// The filter lives in the URL (/community-challenges?status=voting) so it can be shared;
// an unknown value means all.
function readStatus(): StatusFilter {
  const parsed = challengeStatusSchema.safeParse(new URLSearchParams(location.search).get('status')?.toLowerCase());
  return parsed.success ? parsed.data : undefined;
}

export const statusHref = (status: StatusFilter) => (status ? `/community-challenges?status=${status}` : '/community-challenges');

export function useStatusFilter(): [StatusFilter, (next: StatusFilter) => void] {
  const [status, setStatus] = useState(readStatus);
  useEffect(() => {
    const onPop = () => setStatus(readStatus());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const change = (next: StatusFilter) => {
    history.pushState(null, '', statusHref(next));
    setStatus(next);
  };
  return [status, change];
}
