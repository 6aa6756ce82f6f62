import { and, asc, eq, gt, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { jobRuns, type ObjectKind, storedObjects } from '../../../db/schema';
import { UPLOADS_PREFIX } from '../../contract/files';
import type { Db } from '../../env';
import { VARIANT_NAMES, variantKey } from '../images/variants';
import { hex, sha256OfStream } from './stored-objects';

// Objects stored before fingerprints existed have no stored_objects row; a migration cannot
// read R2, so the cron fills them in, a bounded page per tick, resumable by construction: each
// step picks up what is still missing, never where it stopped.
//
// 1. Register: a key a row points at (an entry's file, an avatar, a master…) with no row of its
//    own gets one, with the size R2 answers, or none when R2 has no such object (a dangling
//    reference: the integrity scan reports it missing). A photo's variants are looked for
//    then too, once: a variant is optional (made again on demand), so a missing one gets no row.
// 2. Hash: a row whose object was seen (size known) but has no hash yet is read once and hashed.
//    An object gone meanwhile loses its size, so it is not asked for again.
// Rows of multipart uploads in progress (parts recorded, no size yet) are left alone.

const REGISTER_PER_TICK = 60;
const HASH_PER_TICK = 30;
// What one tick may read to hash; the first object is always read, so a large one never stalls it.
const HASH_BYTES_PER_TICK = 200 * 1024 * 1024;
// R2 calls at once (a Worker keeps six connections open).
const AT_ONCE = 6;

// What each table's rows point at, first come first named (an entry's photo used as a cover
// stays a 'photo'). Removed entries are left out: their files went to quarantine. One query
// each (D1 allows few terms in a compound SELECT), asked in turn until the page is full.
const uploadKey = (column: string) => sql.raw(`substr(${column}, ${UPLOADS_PREFIX.length + 1})`);
const uploadsLike = `${UPLOADS_PREFIX}%`;
const REFERENCED = [
  sql`SELECT 'photos/' || filename AS key, 'photo' AS kind, user_id AS userId FROM submissions WHERE status = 'active'`,
  sql`SELECT 'photos/' || filename AS key, 'critique' AS kind, user_id AS userId FROM critique_requests WHERE filename IS NOT NULL`,
  sql`SELECT 'photos/' || revision_filename AS key, 'critique' AS kind, user_id AS userId FROM critique_requests
      WHERE revision_filename IS NOT NULL`,
  sql`SELECT ${uploadKey('profile_image_url')} AS key, 'avatar' AS kind, id AS userId FROM users
      WHERE profile_image_url LIKE ${`${UPLOADS_PREFIX}avatars/%`}`,
  sql`SELECT attachment_key AS key, 'message_photo' AS kind, sender_id AS userId FROM messages WHERE attachment_key IS NOT NULL`,
  sql`SELECT master_key AS key, 'print_master' AS kind, seller_id AS userId FROM print_listings WHERE master_key IS NOT NULL`,
  sql`SELECT r.object_key AS key, 'recording' AS kind, w.host_id AS userId
      FROM webinar_recordings r JOIN webinars w ON w.id = r.webinar_id WHERE r.object_key IS NOT NULL`,
  sql`SELECT ${uploadKey('image_url')} AS key, 'mentorship_image' AS kind, NULL AS userId FROM mentorship_images
      WHERE image_url LIKE ${uploadsLike}`,
  sql`SELECT ${uploadKey('cover_image')} AS key, 'cover' AS kind, NULL AS userId FROM challenges WHERE cover_image LIKE ${uploadsLike}`,
  sql`SELECT ${uploadKey('cover_image')} AS key, 'theme_image' AS kind, NULL AS userId FROM evergreen_themes
      WHERE cover_image LIKE ${uploadsLike}`,
];

type Candidate = { key: string; kind: ObjectKind; userId: number | null };

async function unregistered(db: Db, limit: number): Promise<Candidate[]> {
  const found = new Map<string, Candidate>();
  for (const source of REFERENCED) {
    if (found.size >= limit) break;
    const rows = await db.all<Candidate>(sql`
      SELECT DISTINCT key, kind, userId FROM (${source}) c
      WHERE NOT EXISTS (SELECT 1 FROM stored_objects s WHERE s.key = c.key)
      LIMIT ${limit}`);
    for (const row of rows) if (!found.has(row.key) && found.size < limit) found.set(row.key, row);
  }
  return [...found.values()];
}

async function inGroups<T, R>(items: T[], each: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let at = 0; at < items.length; at += AT_ONCE) out.push(...(await Promise.all(items.slice(at, at + AT_ONCE).map(each))));
  return out;
}

// The SHA-256 R2 keeps for an object put with one, as hex.
const r2Sha256 = (object: R2Object): string | null => {
  const digest = object.checksums.sha256;
  return digest ? hex(digest) : null;
};

type Seen = Candidate & { size: number | null; sha256: string | null };

async function seen(bucket: R2Bucket, candidate: Candidate): Promise<Seen> {
  const head = await bucket.head(candidate.key);
  return { ...candidate, size: head?.size ?? null, sha256: head ? r2Sha256(head) : null };
}

// A photo's variants that R2 holds, for an original seen just now.
async function variantsOf(bucket: R2Bucket, original: Seen): Promise<Seen[]> {
  if (original.size === null || !original.key.startsWith('photos/')) return [];
  const filename = original.key.slice('photos/'.length);
  const found = await Promise.all(
    VARIANT_NAMES.map((variant) =>
      seen(bucket, { key: variantKey(variant, filename), kind: 'variant', userId: original.userId }),
    ),
  );
  return found.filter((variant) => variant.size !== null);
}

export async function registerReferenced(db: Db, bucket: R2Bucket, limit = REGISTER_PER_TICK): Promise<number> {
  const candidates = await unregistered(db, limit);
  if (candidates.length === 0) return 0;
  const originals = await inGroups(candidates, (candidate) => seen(bucket, candidate));
  const variants = (await inGroups(originals, (original) => variantsOf(bucket, original))).flat();
  const rows = [...originals, ...variants];
  // One row per statement: D1 binds at most 100 values to one.
  const [first, ...rest] = rows.map((row) =>
    db
      .insert(storedObjects)
      .values({ key: row.key, kind: row.kind, userId: row.userId, size: row.size, sha256: row.sha256 })
      .onConflictDoNothing(),
  );
  if (first) await db.batch([first, ...rest]);
  return originals.length;
}

type Hashed = { key: string; size: number | null; sha256: string | null };

async function hashOne(bucket: R2Bucket, key: string, budget: { bytesLeft: number }, first: boolean): Promise<Hashed | null> {
  const head = await bucket.head(key);
  if (!head) return { key, size: null, sha256: null };
  const known = r2Sha256(head);
  if (known) return { key, size: head.size, sha256: known };
  if (!first && head.size > budget.bytesLeft) return null;
  budget.bytesLeft -= head.size;
  const object = await bucket.get(key);
  if (!object) return { key, size: null, sha256: null };
  return { key, ...(await sha256OfStream(object.body)) };
}

export async function hashUnhashed(
  db: Db,
  bucket: R2Bucket,
  limit = HASH_PER_TICK,
  bytes = HASH_BYTES_PER_TICK,
): Promise<{ hashed: number; gone: number }> {
  const rows = await db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(and(isNull(storedObjects.sha256), isNotNull(storedObjects.size)))
    .orderBy(asc(storedObjects.key))
    .limit(limit);
  const budget = { bytesLeft: bytes };
  const results: Hashed[] = [];
  // One at a time: reading whole files, the byte budget decides where the tick stops.
  for (const [i, row] of rows.entries()) {
    const hashed = await hashOne(bucket, row.key, budget, i === 0);
    if (!hashed) break;
    results.push(hashed);
  }
  const [first, ...rest] = results.map((result) =>
    db
      .update(storedObjects)
      .set({ size: result.size, sha256: result.sha256 })
      .where(and(eq(storedObjects.key, result.key), isNull(storedObjects.sha256))),
  );
  if (first) await db.batch([first, ...rest]);
  return { hashed: results.filter((r) => r.sha256 !== null).length, gone: results.filter((r) => r.sha256 === null).length };
}

// Registering walks whole tables, so once a run found nothing left to register (its answer in
// job_runs), the job rests that step for a day, then looks again: a key that still lacks a row
// (rows brought back from a backup, say) is found within a day. Hashing reads the partial index
// of unhashed rows only, so it runs every tick.
const JOB = 'objectFingerprints';
const REST_MS = 24 * 3600_000;

async function registeringRests(db: Db, now: Date): Promise<boolean> {
  const [found] = await db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.job, JOB),
        gt(jobRuns.startedAt, new Date(now.getTime() - REST_MS)),
        eq(jobRuns.status, 'ok'),
        like(jobRuns.result, '{"registered":0,%'),
      ),
    )
    .limit(1);
  return found !== undefined;
}

// The cron job: a page of each step.
export async function fingerprintObjects(db: Db, bucket: R2Bucket, now: Date) {
  const hashing = () => hashUnhashed(db, bucket);
  if (await registeringRests(db, now)) return { resting: true, ...(await hashing()) };
  const registered = await registerReferenced(db, bucket);
  return { registered, ...(await hashing()) };
}
