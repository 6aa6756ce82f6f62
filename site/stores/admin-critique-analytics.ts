import { atom } from 'nanostores';
import type { CritiqueAnalytics, CritiqueAnalyticsDays } from '../../worker/contract/critique-analytics';
import { answer, api } from '../lib/api-client';
import { callStore, storesByCall } from './query';

// /admin/critique-analytics: the figures over the period chosen, kept in the page's address
// (`?days=90`) so a reload or a shared link shows the same period.
export const ANALYTICS_PERIODS = ['7', '30', '90', '365'] as const satisfies readonly CritiqueAnalyticsDays[];
const DEFAULT_PERIOD = '30';

const periodIn = (search: string): CritiqueAnalyticsDays => {
  const days = new URLSearchParams(search).get('days');
  return ANALYTICS_PERIODS.find((period) => period === days) ?? DEFAULT_PERIOD;
};

export const $analyticsPeriod = atom<CritiqueAnalyticsDays>(
  typeof location === 'undefined' ? DEFAULT_PERIOD : periodIn(location.search),
);

const figures = api.admin['critique-analytics'];
const stores = storesByCall<ReturnType<typeof callStore<CritiqueAnalytics>>>();

export const critiqueAnalytics = (days: CritiqueAnalyticsDays) =>
  stores(figures.$url({ query: { days } }), (url) => callStore(url, () => answer(figures.$get({ query: { days } }))));

export const csvHref = (days: CritiqueAnalyticsDays) => {
  const url = api.admin['critique-analytics.csv'].$url({ query: { days } });
  return `${url.pathname}${url.search}`;
};

export function chooseAnalyticsPeriod(days: CritiqueAnalyticsDays) {
  $analyticsPeriod.set(days);
  const url = new URL(location.href);
  if (days === DEFAULT_PERIOD) url.searchParams.delete('days');
  else url.searchParams.set('days', days);
  history.replaceState(history.state, '', url);
}
