import { formatUsd } from '../../../worker/domain/money';
import { PLANS, type PlanInterval } from '../../../worker/domain/plans';
import type { SubscriptionType } from '../../../worker/contract/subscription';

export const priceLabel = (plan: SubscriptionType, interval: PlanInterval) =>
  `${formatUsd(PLANS[plan].cents[interval])} / ${interval}`;

export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
