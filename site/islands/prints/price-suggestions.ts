import { DEFAULT_PRINT_PRICE_CENTS, DEFAULT_PRINT_SIZE, PRINT_SIZES } from '../../../worker/domain/prints';
import { splitGross } from '../../../worker/domain/money';

// What the price sheet proposes for a size the seller has not priced yet: the spec's 8x10 at
// $15.99, and prices in line with it for the others (never below a size's base cost).
const SUGGESTED: Record<string, number> = {
  '5x7': 1299,
  [DEFAULT_PRINT_SIZE]: DEFAULT_PRINT_PRICE_CENTS,
  '11x14': 2999,
  '16x20': 4999,
  '20x30': 7999,
};

export const suggestedPrice = (size: string) =>
  Math.max(SUGGESTED[size] ?? DEFAULT_PRINT_PRICE_CENTS, PRINT_SIZES.find((s) => s.size === size)?.baseCostCents ?? 0);

// Dollars as typed ('15.99', '$20') to cents; null when it is not an amount.
export function centsOf(typed: string): number | null {
  const clean = typed.trim().replace(/^\$/, '');
  if (!/^\d{1,5}(\.\d{0,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

export const splitOf = (cents: number) => {
  const { platformFeeCents, shareCents } = splitGross(cents);
  return { sellerCents: shareCents, platformCents: platformFeeCents };
};
