import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { challenges, printListingSizes, printListings, submissions, users } from '../../../db/schema';
import type { PrintOffer } from '../../contract/prints';
import { bySizeOrder } from '../../domain/prints';
import type { Db } from '../../env';
import { inGoodStanding } from '../members/standing';
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

// One statement: each listing comes with its price sheet as JSON, and only the columns an
// offer shows are read.
export async function offersFor(db: Db, submissionIds: number[]): Promise<Map<number, PrintOffer>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({
      listingId: printListings.id,
      submissionId: submissions.id,
      sellerId: printListings.sellerId,
      title: submissions.title,
      imageUrl: submissions.imageUrl,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      sizes: sql<string>`(SELECT json_group_array(json_object('size', ${printListingSizes.size}, 'priceCents', ${printListingSizes.priceCents})) FROM ${printListingSizes} WHERE ${printListingSizes.listingId} = ${printListings.id})`,
    })
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
        // A seller suspended or deleted by an admin sells nothing meanwhile.
        inGoodStanding(new Date()),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.submissionId,
      {
        listingId: row.listingId,
        submissionId: row.submissionId,
        sellerId: row.sellerId,
        title: row.title,
        photographer: fullName(row),
        imageUrl: row.imageUrl,
        sizes: (JSON.parse(row.sizes) as PrintOffer['sizes']).sort(bySizeOrder),
      },
    ]),
  );
}

export async function offerFor(db: Db, submissionId: number): Promise<PrintOffer | null> {
  return (await offersFor(db, [submissionId])).get(submissionId) ?? null;
}
