import { useEffect, useState } from 'react';
import { type ChallengeStatusFilter, readStatusFilter } from '../../../worker/pages/list-paths';

export type StatusFilter = ChallengeStatusFilter;

// The filter lives in the URL (/community-challenges?status=voting) so it can be shared;
// an unknown value means all.
const readStatus = () => readStatusFilter(new URLSearchParams(location.search));

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
