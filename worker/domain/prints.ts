import { splitGross } from './money.ts';

// Print sales' rules shared by the Worker, the seed and the pages (docs/rules.md "Print sales").

export type PrintSize = {
  size: string;
  // Inches, short side first; a print is hung either way round.
  shortIn: number;
  longIn: number;
  // What a lab would charge for it: a price is never below it (0 while sellers print themselves).
  baseCostCents: number;
};

export const PRINT_SIZES: readonly PrintSize[] = [
  { size: '5x7', shortIn: 5, longIn: 7, baseCostCents: 0 },
  { size: '8x10', shortIn: 8, longIn: 10, baseCostCents: 0 },
  { size: '11x14', shortIn: 11, longIn: 14, baseCostCents: 0 },
  { size: '16x20', shortIn: 16, longIn: 20, baseCostCents: 0 },
  { size: '20x30', shortIn: 20, longIn: 30, baseCostCents: 0 },
];

export const PRINT_SIZE_NAMES = PRINT_SIZES.map((s) => s.size);

// Smallest print first, as the sizes are listed above; a size no longer offered goes last.
export const bySizeOrder = (a: { size: string }, b: { size: string }) => {
  const rank = (size: string) => (PRINT_SIZE_NAMES.includes(size) ? PRINT_SIZE_NAMES.indexOf(size) : PRINT_SIZE_NAMES.length);
  return rank(a.size) - rank(b.size);
};

// Spec §9: the default print is 8x10 at $15.99.
export const DEFAULT_PRINT_SIZE = '8x10';
export const DEFAULT_PRINT_PRICE_CENTS = 1599;
export const MAX_PRINT_PRICE_CENTS = 1_000_000;
export const MAX_PRINT_QUANTITY = 99;
// A checkout by someone without a print plan is refused in these words; the pages link the plans.
export const NO_PRINT_PLAN = 'Prints are for Print Seller and Portfolio Pro members: choose a plan to buy them';
// The most lines one order holds, and so the most photos the cart asks offers for at once.
export const MAX_ORDER_LINES = 50;

// Print masters: at most 100 MB, sent in parts of 10 MiB.
export const MASTER_MAX_BYTES = 100 * 1000 * 1000;
export const MASTER_PART_BYTES = 10 * 1024 * 1024;

// Pixels per inch a print needs: below the minimum a size is not offered; at the
// recommended it is sharp at any viewing distance.
export const MIN_PRINT_DPI = 150;
export const RECOMMENDED_PRINT_DPI = 300;

export type PrintReadiness = 'recommended' | 'ready' | 'too_small';

// Whether a master of `width` × `height` pixels prints well at a size, whichever way round:
// its pixels per inch once cropped to the size's proportions.
export function printReadiness(width: number, height: number, size: PrintSize): PrintReadiness {
  const dpi = printDpi(width, height, size);
  return dpi >= RECOMMENDED_PRINT_DPI ? 'recommended' : dpi >= MIN_PRINT_DPI ? 'ready' : 'too_small';
}

export function printDpi(width: number, height: number, size: PrintSize): number {
  const [short, long] = width <= height ? [width, height] : [height, width];
  return Math.floor(Math.min(short / size.shortIn, long / size.longIn));
}

// The share of the photo a size keeps when cropped to its proportions (1 = nothing cut), for
// the price sheet's preview.
export function cropFraction(width: number, height: number, size: PrintSize): { keepShort: number; keepLong: number } {
  const [short, long] = width <= height ? [width, height] : [height, width];
  const photo = long / short;
  const paper = size.longIn / size.shortIn;
  return photo > paper ? { keepShort: 1, keepLong: paper / photo } : { keepShort: photo / paper, keepLong: 1 };
}

// Flat shipping per seller's parcel, by where it goes.
export const SHIPPING_ZONES = {
  domestic: { label: 'United States', cents: 599 },
  international: { label: 'Everywhere else', cents: 1499 },
} as const;
export type ShippingZone = keyof typeof SHIPPING_ZONES;
export const zoneOf = (country: string): ShippingZone => (country.toUpperCase() === 'US' ? 'domestic' : 'international');

// One seller's part of an order: the platform keeps 15% of their prints (rounded once, per
// seller per order); the seller gets the rest and the shipping they pay to send it.
export function sellerSplit(printsCents: number, shippingCents: number) {
  const { platformFeeCents, shareCents } = splitGross(printsCents);
  return { platformFeeCents, sellerCents: shareCents + shippingCents };
}

export const FULFILMENT_STATUSES = ['paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

// How far along each status is: an order shows its least advanced fulfilment.
export const FULFILMENT_ORDER: Record<FulfilmentStatus, number> = {
  paid: 0,
  in_production: 1,
  shipped: 2,
  delivered: 3,
  cancelled: 4,
  refunded: 4,
};

// Who may move a fulfilment where: forward one step at a time; the buyer may cancel only
// before production; a damaged or lost print is printed again (back to production from
// shipped or delivered) or refunded from any paid state, by the seller or an admin.
export const FULFILMENT_MOVES: Record<FulfilmentStatus, readonly FulfilmentStatus[]> = {
  paid: ['in_production', 'cancelled', 'refunded'],
  in_production: ['shipped', 'refunded'],
  shipped: ['delivered', 'in_production', 'refunded'],
  delivered: ['in_production', 'refunded'],
  cancelled: [],
  refunded: [],
};
