import { atom } from 'nanostores';
import type { PhotographerStats, StatsDays } from '../../worker/contract/stats';
import { answer, api } from '../lib/api-client';
import { callStore, storesByCall } from './query';

// The photographer dashboard: the member's statistics over the period chosen, kept in the
// page's address (`?days=90`) so a reload or a shared link shows the same period.
export const STATS_PERIODS = ['30', '90', '365'] as const satisfies readonly StatsDays[];

const periodIn = (search: string): StatsDays => {
  const days = new URLSearchParams(search).get('days');
  return STATS_PERIODS.find((period) => period === days) ?? '30';
};

export const $statsPeriod = atom<StatsDays>(typeof location === 'undefined' ? '30' : periodIn(location.search));

const stores = storesByCall<ReturnType<typeof callStore<PhotographerStats>>>();

export const photographerStats = (days: StatsDays) =>
  stores(api.stats.photos.$url({ query: { days } }), (url) =>
    callStore(url, () => answer(api.stats.photos.$get({ query: { days } }))),
  );

export function choosePeriod(days: StatsDays) {
  $statsPeriod.set(days);
  const url = new URL(location.href);
  if (days === '30') url.searchParams.delete('days');
  else url.searchParams.set('days', days);
  history.replaceState(history.state, '', url);
}
