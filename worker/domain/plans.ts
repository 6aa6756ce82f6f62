import { DAY_MS } from './dates';
import { mulDivRound } from './money';

export type Plan = 'print_user' | 'portfolio_pro';
export type PlanInterval = 'month' | 'year';

// The two seller plans (prices in docs/rules.md). Yearly costs ten months.
export const PLANS: Record<Plan, { name: string; cents: Record<PlanInterval, number>; features: string[] }> = {
  print_user: {
    name: 'Print Seller',
    cents: { month: 999, year: 9_990 },
    features: ['Sell prints of your community challenge photos', 'Buy prints with a cart', 'Keep 85% of every sale'],
  },
  portfolio_pro: {
    name: 'Portfolio Pro',
    cents: { month: 1_999, year: 19_990 },
    features: ['Everything in Print Seller', 'Print dashboard with orders and earnings', 'Priority in the gallery'],
  },
};

export const PLAN_RANK: Record<Plan, number> = { print_user: 1, portfolio_pro: 2 };

export type PlanChoice = { plan: Plan; interval: PlanInterval };

// A move up — a higher plan, yearly billing, or both — applies at once; anything else (a
// lower plan, or monthly billing) waits for the end of the period, so a switch never leaves
// a credit to hand back.
export const isUpgrade = (from: PlanChoice, to: PlanChoice) =>
  !(from.plan === to.plan && from.interval === to.interval) &&
  PLAN_RANK[to.plan] >= PLAN_RANK[from.plan] &&
  (to.interval === from.interval || to.interval === 'year');

function daysOf(periodStart: Date, periodEnd: Date, at: Date) {
  const periodDays = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  const remainingDays = Math.max(0, Math.min(periodDays, Math.ceil((periodEnd.getTime() - at.getTime()) / DAY_MS)));
  return { periodDays, remainingDays };
}

// What an upgrade made mid-period bills now (rounded half up, domain/money.ts rule). On the
// same billing interval the period stays and costs the difference for the days left:
// (new − old) × remaining days / period days. Moving to yearly starts a new year now, as
// Stripe does when the interval changes: the year's price less the unused part of the old
// period, old × remaining days / period days.
export function upgradeCents(from: PlanChoice, to: PlanChoice, periodStart: Date, periodEnd: Date, at: Date): number {
  const { periodDays, remainingDays } = daysOf(periodStart, periodEnd, at);
  const fromCents = PLANS[from.plan].cents[from.interval];
  const toCents = PLANS[to.plan].cents[to.interval];
  if (from.interval !== to.interval) return toCents - mulDivRound(fromCents, remainingDays, periodDays);
  return mulDivRound(toCents - fromCents, remainingDays, periodDays);
}
