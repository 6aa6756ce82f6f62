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

const DAY_MS = 24 * 3600_000;

// A switch made mid-period costs the price difference for the days left:
// (new − old) × remaining days / period days, rounded half up (domain/money.ts rule).
export function prorationCents(fromCents: number, toCents: number, periodStart: Date, periodEnd: Date, at: Date): number {
  const periodDays = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  const remainingDays = Math.max(0, Math.min(periodDays, Math.ceil((periodEnd.getTime() - at.getTime()) / DAY_MS)));
  const difference = toCents - fromCents;
  const cents = mulDivRound(Math.abs(difference), remainingDays, periodDays);
  return difference < 0 ? -cents : cents;
}
