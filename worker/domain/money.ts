// Money rules shared by the Worker, the seed and the pages. Amounts are integer cents.
//
// One rounding rule for every split: a × b / c rounded half up to the cent, in integer
// arithmetic, so JavaScript and the ledger's SQL (services/payments/ledger.ts) agree exactly.
export const PLATFORM_FEE_PERCENT = 15;
// A mentor's or seller's share is pending this long after the session or sale.
export const EARNINGS_HOLD_DAYS = 7;
// Stripe's ceiling for one payment; it also keeps 2 × a × b inside a safe integer.
export const MAX_PAYMENT_CENTS = 99_999_999;

export function mulDivRound(a: number, b: number, c: number): number {
  if (c <= 0 || a < 0 || b < 0) throw new RangeError('mulDivRound takes non-negative amounts and a positive divisor');
  return Math.floor((2 * a * b + c) / (2 * c));
}

// The platform's 15% and the payee's 85%: they always sum to the gross.
export function splitGross(grossCents: number): { platformFeeCents: number; shareCents: number } {
  const platformFeeCents = mulDivRound(grossCents, PLATFORM_FEE_PERCENT, 100);
  return { platformFeeCents, shareCents: grossCents - platformFeeCents };
}

// How much of a payment's share goes back once `reversedCents` of its `grossCents` has been
// refunded or lost in a dispute. Cumulative, so partial reversals add up to the whole share
// exactly when the whole gross is reversed; the platform gives back the rest of each
// reversal, so the two parts always sum to the amount reversed.
export const reversedShare = (shareCents: number, reversedCents: number, grossCents: number) =>
  mulDivRound(shareCents, reversedCents, grossCents);

// "$1,234.50". Written out rather than with Intl: pages that show a price hydrate with it, and
// a browser's first Intl number formatter costs a slow phone ~30 ms of locale data.
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
