import { type ChallengeStatusFilter, readStatusFilter } from '../../../worker/contract/list-pages';
import { useUrlState } from '../shared/use-url-state';

export type StatusFilter = ChallengeStatusFilter;

export const statusHref = (status: StatusFilter) => (status ? `/community-challenges?status=${status}` : '/community-challenges');

export const useStatusFilter = () => useUrlState(readStatusFilter, statusHref);
