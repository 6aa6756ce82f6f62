import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { challenges, printListingSizes, printListings, submissions, users } from '../../../db/schema';
import type { PrintOffer } from '../../contract/prints';
import { bySizeOrder } from '../../domain/prints';
import type { Db } from '../../env';
import { fullName } from '../users';

// What is for sale: active listings of active entries, with their price sheets, read straight
// from the tables at the moment of asking (a checkout re-reads them; nothing the browser kept
// is trusted).

// A listable entry's challenge: a public community challenge whose results are named, so
// its votes were cast without knowing who took the photo. Its entries' prints are for sale
// only while it stays so (an admin removing it, or its creator making it private, stops them).
export const listableChallenge = and(
  isNotNull(challenges.creatorId),
  eq(challenges.privacyType, 'public'),
  isNotNull(challenges.resultsAt),
  isNull(challenges.removedAt),
);

export async function offersFor(db: Db, submissionIds: number[]): Promise<Map<number, PrintOffer>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({ listing: printListings, entry: submissions, seller: users })
    .from(printListings)
    .innerJoin(submissions, eq(submissions.id, printListings.submissionId))
    .innerJoin(users, eq(users.id, printListings.sellerId))
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(
      and(
        inArray(printListings.submissionId, submissionIds),
        eq(printListings.status, 'active'),
        eq(submissions.status, 'active'),
        listableChallenge,
      ),
    );
  const listingIds = rows.map((row) => row.listing.id);
  const sizes =
    listingIds.length === 0
      ? []
      : await db.select().from(printListingSizes).where(inArray(printListingSizes.listingId, listingIds));
  return new Map(
    rows.map(({ listing, entry, seller }) => [
      entry.id,
      {
        listingId: listing.id,
        submissionId: entry.id,
        sellerId: seller.id,
        title: entry.title,
        photographer: fullName(seller),
        imageUrl: entry.imageUrl,
        sizes: sizes
          .filter((s) => s.listingId === listing.id)
          .map(({ size, priceCents }) => ({ size, priceCents }))
          .sort(bySizeOrder),
      },
    ]),
  );
}

export async function offerFor(db: Db, submissionId: number): Promise<PrintOffer | null> {
  return (await offersFor(db, [submissionId])).get(submissionId) ?? null;
}
