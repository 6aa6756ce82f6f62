import type { CritiqueAnalytics, CritiqueAnalyticsDays } from '../../worker/contract/critique-analytics';
import { answer, api } from '../lib/api-client';
import { periodInAddress } from './period-in-address';
import { callStore, storesByCall } from './query';

// /admin/critique-analytics: the figures over the period chosen, kept in the page's address.
export const ANALYTICS_PERIODS = ['7', '30', '90', '365'] as const satisfies readonly CritiqueAnalyticsDays[];

export const { $period: $analyticsPeriod, choose: chooseAnalyticsPeriod } = periodInAddress<CritiqueAnalyticsDays>(
  ANALYTICS_PERIODS,
  '30',
);

const figures = api.admin['critique-analytics'];
const stores = storesByCall<ReturnType<typeof callStore<CritiqueAnalytics>>>();

export const critiqueAnalytics = (days: CritiqueAnalyticsDays) =>
  stores(figures.$url({ query: { days } }), (url) => callStore(url, () => answer(figures.$get({ query: { days } }))));

export const csvHref = (days: CritiqueAnalyticsDays) => {
  const url = api.admin['critique-analytics.csv'].$url({ query: { days } });
  return `${url.pathname}${url.search}`;
};
