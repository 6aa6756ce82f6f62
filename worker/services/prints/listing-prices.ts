import { eq } from 'drizzle-orm';
import { printListingSizes, printListings } from '../../../db/schema';
import type { PriceSheet, PrintListing } from '../../contract/print-listings';
import { formatUsd } from '../../domain/money';
import { MIN_PRINT_DPI, PRINT_SIZES, printReadiness } from '../../domain/prints';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { listingOf, ownListing } from './listings';

// A listing's price sheet, replaced whole: every size known, priced at or above what a lab
// would charge for it, and one the master has the pixels for.
export async function setPriceSheet(
  db: Db,
  userId: number,
  id: number,
  sheet: PriceSheet,
  now = new Date(),
): Promise<PrintListing> {
  const listing = await ownListing(db, userId, id);
  const { masterWidth: width, masterHeight: height } = listing;
  if (sheet.sizes.length > 0 && !(listing.masterKey && width && height)) {
    throw new ApiError('BAD_REQUEST', 'Upload a print master first: the sizes on offer depend on its pixels');
  }
  for (const { size, priceCents } of sheet.sizes) {
    const known = PRINT_SIZES.find((s) => s.size === size);
    if (!known) throw new ApiError('BAD_REQUEST', `${size} is not a print size we offer`);
    if (priceCents < known.baseCostCents) {
      throw new ApiError(
        'BAD_REQUEST',
        `The ${size} price must be at least ${formatUsd(known.baseCostCents)}, what the print costs`,
      );
    }
    if (width && height && printReadiness(width, height, known) === 'too_small') {
      throw new ApiError(
        'BAD_REQUEST',
        `The master is too small for a ${size} print: it needs at least ${known.shortIn * MIN_PRINT_DPI} × ${known.longIn * MIN_PRINT_DPI} pixels`,
      );
    }
  }
  // An active listing keeps at least one size: emptying it would leave it on sale with nothing to buy.
  if (sheet.sizes.length === 0 && listing.status === 'active') {
    throw new ApiError('BAD_REQUEST', 'A listing on sale needs at least one size: pause it first to remove them all');
  }
  await db.batch([
    db.delete(printListingSizes).where(eq(printListingSizes.listingId, id)),
    ...sheet.sizes.map((s) => db.insert(printListingSizes).values({ listingId: id, size: s.size, priceCents: s.priceCents })),
    db.update(printListings).set({ updatedAt: now }).where(eq(printListings.id, id)),
  ]);
  return listingOf(db, userId, id);
}
