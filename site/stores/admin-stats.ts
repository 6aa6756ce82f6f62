import type { AdminStats, AdminStatsDays } from '../../worker/contract/admin-stats';
import { answer, api } from '../lib/api-client';
import { periodInAddress } from './period-in-address';
import { callStore, storesByCall } from './query';

// /admin/stats: the figures over the period chosen, kept in the page's address.
export const STATS_PERIODS = ['7', '30', '90', '365'] as const satisfies readonly AdminStatsDays[];

export const { $period: $adminStatsPeriod, choose: chooseAdminStatsPeriod } = periodInAddress<AdminStatsDays>(
  STATS_PERIODS,
  '30',
);

const figures = api.admin.stats;
const stores = storesByCall<ReturnType<typeof callStore<AdminStats>>>();

export const adminStats = (days: AdminStatsDays) =>
  stores(figures.$url({ query: { days } }), (url) => callStore(url, () => answer(figures.$get({ query: { days } }))));

export const statsCsvHref = (days: AdminStatsDays) => {
  const url = api.admin['stats.csv'].$url({ query: { days } });
  return `${url.pathname}${url.search}`;
};
