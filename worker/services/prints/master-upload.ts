import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { printListingSizes, printListings, printMasterParts } from '../../../db/schema';
import { MASTER_TOO_LARGE, type PrintListing } from '../../contract/print-listings';
import { MASTER_MAX_BYTES, MASTER_PART_BYTES, MIN_PRINT_DPI, PRINT_SIZES, printReadiness } from '../../domain/prints';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type ListingRow, listingOf, ownListing } from './listings';
import { r2Reader, readMasterImage } from './master-dimensions';
import { quarantineObjects } from '../storage/quarantine';
import {
  forgetObjects,
  hashedOnTheWay,
  objectRecord,
  recordObjectQuery,
  recordPartQuery,
  recordUploadStart,
  sha256OfParts,
} from '../storage/stored-objects';

// A print master's upload: an R2 multipart upload through the binding, one 10 MiB part per
// request, streamed from the request straight into R2 — the Worker never holds the file.
// The parts that landed are remembered in D1, so a reload resumes where it stopped. Masters
// live under masters/, which /api/uploads refuses, and are never resized: buyers see the
// entry's own variants, so a master needs none (and may be larger than the Images binding takes).
// Each part is hashed on its way to R2 and its hash recorded; completing reads the joined file
// once, and the parts' hashes must match what arrived (docs/rules.md "Files and their fingerprints").

const masterKey = (listingId: number) => `masters/${listingId}/${crypto.randomUUID()}`;
const partsOf = (bytes: number) => Math.ceil(bytes / MASTER_PART_BYTES);

// Every part but the last is exactly MASTER_PART_BYTES (R2 requires equal parts), so the
// parts add up to the size declared at the start.
function expectedPartBytes(totalBytes: number, partNumber: number): number | null {
  const total = partsOf(totalBytes);
  if (partNumber < 1 || partNumber > total) return null;
  return partNumber < total ? MASTER_PART_BYTES : totalBytes - (total - 1) * MASTER_PART_BYTES;
}

function clearUpload(db: Db, listingId: number, uploadId: string) {
  return [
    db.delete(printMasterParts).where(and(eq(printMasterParts.listingId, listingId), eq(printMasterParts.uploadId, uploadId))),
    db
      .update(printListings)
      .set({ uploadId: null, uploadKey: null, uploadBytes: null })
      .where(and(eq(printListings.id, listingId), eq(printListings.uploadId, uploadId))),
  ] as const;
}

async function abortStored(bucket: R2Bucket, key: string | null, uploadId: string) {
  if (!key) return;
  // Already completed, aborted or expired at R2: nothing is left to abort.
  await bucket
    .resumeMultipartUpload(key, uploadId)
    .abort()
    .catch(() => undefined);
}

// R2 drops an unfinished upload after 7 days (the bucket's default lifecycle rule), and
// answers NoSuchUpload (10024) for it from then on. The listing then forgets it, so choosing
// the file again starts a new upload instead of resuming one that cannot go on.
async function forgetIfGone(db: Db, listingId: number, upload: { key: string; uploadId: string }, error: unknown) {
  if (!String(error).includes('(10024)')) return;
  await db.batch(clearUpload(db, listingId, upload.uploadId));
  await forgetObjects(db, [upload.key]);
}

async function abandon(db: Db, bucket: R2Bucket, listingId: number, row: ListingRow, uploadId: string) {
  await abortStored(bucket, row.uploadKey, uploadId);
  await db.batch(clearUpload(db, listingId, uploadId));
  if (row.uploadKey) await forgetObjects(db, [row.uploadKey]);
}

function inProgress(row: ListingRow): { uploadId: string; key: string; bytes: number } {
  if (!row.uploadId || !row.uploadKey || !row.uploadBytes) {
    throw new ApiError('CONFLICT', 'No master upload is in progress for this listing: start it again');
  }
  return { uploadId: row.uploadId, key: row.uploadKey, bytes: row.uploadBytes };
}

// Starts an upload, or answers the one in progress for a file of the same size (a reload
// resumes it with the parts it already has). A different file abandons the old upload.
export async function startMaster(
  db: Db,
  bucket: R2Bucket,
  userId: number,
  id: number,
  file: { bytes: number; contentType: string },
): Promise<PrintListing> {
  if (file.bytes > MASTER_MAX_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', MASTER_TOO_LARGE);
  const row = await ownListing(db, userId, id);
  if (row.uploadId) {
    if (row.uploadBytes === file.bytes) return listingOf(db, userId, id);
    await abandon(db, bucket, id, row, row.uploadId);
  }
  const upload = await bucket.createMultipartUpload(masterKey(id), { httpMetadata: { contentType: file.contentType } });
  // Only one upload per listing: if another tab started one meanwhile, theirs stands.
  const [claimed] = await db
    .update(printListings)
    .set({ uploadId: upload.uploadId, uploadKey: upload.key, uploadBytes: file.bytes })
    .where(and(eq(printListings.id, id), isNull(printListings.uploadId)))
    .returning({ uploadId: printListings.uploadId });
  if (!claimed) await upload.abort();
  else await recordUploadStart(db, upload.key, { kind: 'print_master', userId }, partsOf(file.bytes));
  return listingOf(db, userId, id);
}

async function partsDone(db: Db, listingId: number, uploadId: string) {
  return db
    .select()
    .from(printMasterParts)
    .where(and(eq(printMasterParts.listingId, listingId), eq(printMasterParts.uploadId, uploadId)))
    .orderBy(asc(printMasterParts.partNumber));
}

// One part, streamed into R2. Its length comes from Content-Length, checked before the body
// is read; sending a part again replaces it (a retry after a dropped connection).
export async function uploadPart(
  db: Db,
  bucket: R2Bucket,
  userId: number,
  id: number,
  partNumber: number,
  length: number,
  body: ReadableStream | null,
): Promise<{ partNumber: number; partsDone: number[] }> {
  const upload = inProgress(await ownListing(db, userId, id));
  const expected = expectedPartBytes(upload.bytes, partNumber);
  if (expected === null) throw new ApiError('BAD_REQUEST', `This upload has ${partsOf(upload.bytes)} parts`);
  if (length !== expected || !body) {
    throw new ApiError('BAD_REQUEST', `Part ${partNumber} must be ${expected} bytes; it was ${length}`);
  }
  const hashed = hashedOnTheWay(body, length);
  const part = await bucket
    .resumeMultipartUpload(upload.key, upload.uploadId)
    .uploadPart(partNumber, hashed.stream)
    .catch(async (error: unknown) => {
      await forgetIfGone(db, id, upload, error);
      throw new ApiError('CONFLICT', 'This upload can no longer be continued: start it again');
    });
  await db.batch([
    db
      .insert(printMasterParts)
      .values({ listingId: id, uploadId: upload.uploadId, partNumber, etag: part.etag, bytes: length })
      .onConflictDoUpdate({
        target: [printMasterParts.listingId, printMasterParts.uploadId, printMasterParts.partNumber],
        set: { etag: part.etag, bytes: length },
      }),
    recordPartQuery(db, upload.key, partNumber, await hashed.sha256),
  ]);
  return { partNumber, partsDone: (await partsDone(db, id, upload.uploadId)).map((p) => p.partNumber) };
}

// The joined file read back once: its hash and its parts', each part checked against the hash
// taken as it arrived (a part with none recorded, sent before fingerprints, is taken as read).
async function fingerprintJoined(db: Db, bucket: R2Bucket, key: string) {
  const [object, record] = await Promise.all([bucket.get(key), objectRecord(db, key)]);
  if (!object) return { whole: false, sha256: null, size: 0, parts: [] };
  const read = await sha256OfParts(object.body, MASTER_PART_BYTES);
  const arrived = record?.partSha256 ?? [];
  const whole = read.parts.every((sha256, i) => !arrived[i] || arrived[i] === sha256);
  return { whole, ...read };
}

function tooSmallMessage(width: number, height: number): string {
  const [smallest] = [...PRINT_SIZES].sort((a, b) => a.shortIn * a.longIn - b.shortIn * b.longIn);
  const need = smallest ? `${smallest.shortIn * MIN_PRINT_DPI} × ${smallest.longIn * MIN_PRINT_DPI}` : '';
  return `This master is ${width} × ${height} pixels, too small to print: the smallest print (${smallest?.size}) needs at least ${need} pixels (${MIN_PRINT_DPI} DPI)`;
}

// Joins the parts, reads the pixel size from the stored file's header, checks the joined file's
// parts against the hashes taken as they arrived, and makes it the listing's master (the
// previous one goes to quarantine). Sizes the new master cannot print leave the price sheet;
// an active listing left with none goes back to draft.
export async function completeMaster(
  db: Db,
  bucket: R2Bucket,
  userId: number,
  id: number,
  now = new Date(),
): Promise<PrintListing> {
  const row = await ownListing(db, userId, id);
  const upload = inProgress(row);
  const parts = await partsDone(db, id, upload.uploadId);
  const total = partsOf(upload.bytes);
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((n) => !parts.some((p) => p.partNumber === n));
  if (missing.length > 0) throw new ApiError('CONFLICT', `Parts still to upload: ${missing.join(', ')}`);
  await bucket
    .resumeMultipartUpload(upload.key, upload.uploadId)
    .complete(parts.map(({ partNumber, etag }) => ({ partNumber, etag })))
    .catch(async (error: unknown) => {
      await forgetIfGone(db, id, upload, error);
      throw new ApiError('CONFLICT', 'This upload can no longer be completed: start it again');
    });
  const image = await readMasterImage(r2Reader(bucket, upload.key));
  const refusal = !image
    ? 'Print masters must be JPEG, PNG or WebP images'
    : PRINT_SIZES.every((s) => printReadiness(image.width, image.height, s) === 'too_small')
      ? tooSmallMessage(image.width, image.height)
      : null;
  const joined = image && !refusal ? await fingerprintJoined(db, bucket, upload.key) : null;
  const damaged = joined !== null && !joined.whole;
  if (!image || refusal || !joined || damaged) {
    // Deleted outright: no listing ever pointed at this file.
    await bucket.delete(upload.key);
    await db.batch(clearUpload(db, id, upload.uploadId));
    await forgetObjects(db, [upload.key]);
    if (damaged) throw new ApiError('CONFLICT', 'The file changed on its way here: upload it again');
    throw new ApiError('BAD_REQUEST', refusal ?? 'Print masters must be JPEG, PNG or WebP images');
  }
  const sheet = await db.select().from(printListingSizes).where(eq(printListingSizes.listingId, id));
  const dropped = sheet.filter(({ size }) => {
    const known = PRINT_SIZES.find((s) => s.size === size);
    return !known || printReadiness(image.width, image.height, known) === 'too_small';
  });
  const unsellable = row.status === 'active' && dropped.length === sheet.length;
  await db.batch([
    db
      .update(printListings)
      .set({
        masterKey: upload.key,
        masterWidth: image.width,
        masterHeight: image.height,
        masterBytes: upload.bytes,
        updatedAt: now,
        ...(unsellable ? { status: 'draft' as const, pausedBy: null } : {}),
      })
      .where(eq(printListings.id, id)),
    ...clearUpload(db, id, upload.uploadId),
    db
      .delete(printListingSizes)
      .where(and(eq(printListingSizes.listingId, id), inArray(printListingSizes.size, ['', ...dropped.map((s) => s.size)]))),
    recordObjectQuery(db, {
      key: upload.key,
      kind: 'print_master',
      userId,
      size: joined.size,
      sha256: joined.sha256,
      partSha256: joined.parts,
    }),
  ]);
  if (row.masterKey && row.masterKey !== upload.key) {
    await quarantineObjects(
      db,
      bucket,
      [{ key: row.masterKey, kind: 'print_master', userId, subjectType: 'print_listing', subjectId: id }],
      'Replaced by a new print master',
      userId,
      now,
    );
  }
  return listingOf(db, userId, id);
}

export async function abortMaster(db: Db, bucket: R2Bucket, userId: number, id: number): Promise<PrintListing> {
  const row = await ownListing(db, userId, id);
  if (row.uploadId) {
    await abandon(db, bucket, id, row, row.uploadId);
  }
  return listingOf(db, userId, id);
}
