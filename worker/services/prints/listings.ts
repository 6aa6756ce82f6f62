import { and, asc, desc, eq, notExists, sql } from 'drizzle-orm';
import { challenges, printListingSizes, printListings, printMasterParts, submissions } from '../../../db/schema';
import { variantUrl } from '../../contract/files';
import { type EligibleEntry, type PrintListing, SELLERS_ONLY } from '../../contract/print-listings';
import { bySizeOrder, MASTER_PART_BYTES, PRINT_SIZES, printDpi, printReadiness } from '../../domain/prints';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { inIds } from '../id-lists';
import { subscriptionStatus } from '../subscription';
import { listableChallenge } from './catalog';

// A seller's listings: which entries may be sold, the listing's record, and its status.
// Masters are in master-upload.ts, price sheets in listing-prices.ts.

export type ListingRow = typeof printListings.$inferSelect;

// Selling is for subscribers (Print Seller or Portfolio Pro), as buying is.
export async function requireSeller(db: Db, userId: number, now = new Date()): Promise<void> {
  const { hasActiveSubscription, subscriptionType } = await subscriptionStatus(db, userId, now);
  if (!hasActiveSubscription || !subscriptionType) throw new ApiError('FORBIDDEN', SELLERS_ONLY);
}

export async function eligibleEntries(db: Db, userId: number): Promise<EligibleEntry[]> {
  const rows = await db
    .select({
      submissionId: submissions.id,
      title: submissions.title,
      filename: submissions.filename,
      challengeId: challenges.id,
      challengeTitle: challenges.title,
      width: submissions.width,
      height: submissions.height,
    })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(
      and(
        eq(submissions.userId, userId),
        eq(submissions.status, 'active'),
        listableChallenge,
        notExists(db.select({ id: printListings.id }).from(printListings).where(eq(printListings.submissionId, submissions.id))),
      ),
    )
    .orderBy(desc(submissions.createdAt));
  return rows.map(({ filename, ...row }) => ({ ...row, thumbnailUrl: variantUrl('thumb', filename) }));
}

// Why an entry may not be listed, in the seller's words; null when it may.
function refusal(entry: { userId: number; status: string }, challenge: typeof challenges.$inferSelect, userId: number) {
  if (entry.userId !== userId) return new ApiError('FORBIDDEN', 'You can only sell prints of your own entries');
  if (entry.status !== 'active' || challenge.removedAt) return new ApiError('BAD_REQUEST', 'This entry was removed');
  if (challenge.creatorId === null) {
    return new ApiError('BAD_REQUEST', 'Only entries in community challenges can be sold as prints');
  }
  if (challenge.privacyType !== 'public') {
    return new ApiError('FORBIDDEN', 'Entries in unlisted or invite-only challenges cannot be sold as prints');
  }
  if (!challenge.resultsAt) {
    return new ApiError(
      'BAD_REQUEST',
      "This challenge's results are not named yet: its entries can be listed once they are, so voting stays anonymous",
    );
  }
  return null;
}

export async function createListing(db: Db, userId: number, submissionId: number, now = new Date()): Promise<PrintListing> {
  const [found] = await db
    .select({ entry: submissions, challenge: challenges })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(eq(submissions.id, submissionId));
  if (!found) throw new ApiError('NOT_FOUND', 'No such entry');
  const refused = refusal(found.entry, found.challenge, userId);
  if (refused) throw refused;
  // The unique submission decides a race between two tabs.
  const [row] = await db
    .insert(printListings)
    .values({ submissionId, sellerId: userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: printListings.id });
  if (!row) throw new ApiError('CONFLICT', 'This entry is already listed');
  return listingOf(db, userId, row.id);
}

// The seller's own listing row, or 404 (someone else's is not found, so ids can't be probed).
export async function ownListing(db: Db, userId: number, id: number): Promise<ListingRow> {
  const row = await db.query.printListings.findFirst({
    where: and(eq(printListings.id, id), eq(printListings.sellerId, userId)),
  });
  if (!row) throw new ApiError('NOT_FOUND', 'No such listing');
  return row;
}

const readinessOf = (width: number, height: number) =>
  PRINT_SIZES.map((size) => ({
    size: size.size,
    dpi: printDpi(width, height, size),
    readiness: printReadiness(width, height, size),
  }));

async function recordsOf(db: Db, rows: ListingRow[]): Promise<PrintListing[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [photos, sizes, parts] = await Promise.all([
    db
      .select({
        id: submissions.id,
        title: submissions.title,
        filename: submissions.filename,
        challengeTitle: challenges.title,
      })
      .from(submissions)
      .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
      .where(
        inIds(
          submissions.id,
          rows.map((r) => r.submissionId),
        ),
      ),
    db.select().from(printListingSizes).where(inIds(printListingSizes.listingId, ids)),
    db.select().from(printMasterParts).where(inIds(printMasterParts.listingId, ids)).orderBy(asc(printMasterParts.partNumber)),
  ]);
  return rows.map((row) => {
    const photo = photos.find((p) => p.id === row.submissionId);
    const master =
      row.masterKey && row.masterWidth && row.masterHeight
        ? { width: row.masterWidth, height: row.masterHeight, bytes: row.masterBytes ?? 0 }
        : null;
    const upload =
      row.uploadId && row.uploadBytes
        ? {
            uploadId: row.uploadId,
            bytes: row.uploadBytes,
            partBytes: MASTER_PART_BYTES,
            totalParts: Math.ceil(row.uploadBytes / MASTER_PART_BYTES),
            partsDone: parts.filter((p) => p.listingId === row.id && p.uploadId === row.uploadId).map((p) => p.partNumber),
          }
        : null;
    return {
      id: row.id,
      submissionId: row.submissionId,
      status: row.status,
      pausedBy: row.pausedBy,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      photo: {
        title: photo?.title ?? '',
        thumbnailUrl: photo ? variantUrl('thumb', photo.filename) : '',
        displayUrl: photo ? variantUrl('display', photo.filename) : '',
        challengeTitle: photo?.challengeTitle ?? '',
      },
      master,
      upload,
      sizes: sizes
        .filter((s) => s.listingId === row.id)
        .map(({ size, priceCents }) => ({ size, priceCents }))
        .sort(bySizeOrder),
      readiness: master ? readinessOf(master.width, master.height) : [],
    };
  });
}

export async function listingOf(db: Db, userId: number, id: number): Promise<PrintListing> {
  const [listing] = await recordsOf(db, [await ownListing(db, userId, id)]);
  if (!listing) throw new ApiError('NOT_FOUND', 'No such listing');
  return listing;
}

export async function myListings(db: Db, userId: number): Promise<PrintListing[]> {
  const rows = await db.query.printListings.findMany({
    where: eq(printListings.sellerId, userId),
    orderBy: desc(printListings.id),
  });
  return recordsOf(db, rows);
}

// Publishing (from a draft) and resuming (from a pause) both need something to sell: a
// master and at least one size. The status moves only from the expected one, so a double
// click changes nothing twice.
export async function setListingStatus(
  db: Db,
  userId: number,
  id: number,
  move: 'publish' | 'pause' | 'resume',
  now = new Date(),
): Promise<PrintListing> {
  const row = await ownListing(db, userId, id);
  const from = { publish: 'draft', pause: 'active', resume: 'paused' } as const;
  if (row.status !== from[move]) {
    const words = { draft: 'is a draft', active: 'is on sale', paused: 'is paused' } as const;
    throw new ApiError(
      'CONFLICT',
      `This listing ${words[row.status]}: it cannot be ${move === 'publish' ? 'published' : `${move}d`}`,
    );
  }
  if (move !== 'pause') {
    if (!row.masterKey) throw new ApiError('BAD_REQUEST', 'Upload a print master before putting this listing on sale');
    const [priced] = await db
      .select({ n: sql<number>`count(*)` })
      .from(printListingSizes)
      .where(eq(printListingSizes.listingId, id));
    if (!priced?.n)
      throw new ApiError('BAD_REQUEST', 'Choose at least one print size and its price before putting this listing on sale');
  }
  const set =
    move === 'pause'
      ? { status: 'paused' as const, pausedBy: 'seller' as const, updatedAt: now }
      : { status: 'active' as const, pausedBy: null, updatedAt: now, ...(move === 'publish' ? { publishedAt: now } : {}) };
  await db
    .update(printListings)
    .set(set)
    .where(and(eq(printListings.id, id), eq(printListings.status, from[move])));
  return listingOf(db, userId, id);
}
