import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { type ObjectKind, quarantinedObjects, storedObjects } from '../../../db/schema';
import type { Db } from '../../env';
import { objectRecords, recordObjectQuery } from './stored-objects';

// A file taken out of use is moved under this prefix, never deleted at once: it stays
// restorable for QUARANTINE_DAYS, is never served, and the cron deletes it afterwards (an R2
// lifecycle rule on the prefix is the backstop). docs/rules.md "Files and their fingerprints".
export const QUARANTINE_PREFIX = 'quarantine/';
export const QUARANTINE_DAYS = 30;
const DAY = 86_400_000;

export type QuarantinedObject = typeof quarantinedObjects.$inferSelect;

export type QuarantineItem = {
  key: string;
  kind: ObjectKind;
  userId?: number | null;
  // The row the file belonged to ('submission'/id, 'user'/id…), so a restore can bring it back too.
  subjectType?: string | null;
  subjectId?: number | null;
};

export const isQuarantineKey = (key: string) => key.startsWith(QUARANTINE_PREFIX);

// Copies the object, preferring a put checked against its recorded hash. A file that no longer
// matches it (damaged in storage) is still moved, unchecked: taking it out of use must not
// fail for that, and its hash is then unknown.
async function copyObject(bucket: R2Bucket, from: string, to: string, sha256: string | null) {
  const source = await bucket.get(from);
  if (!source) return null;
  const httpMetadata = source.httpMetadata;
  if (sha256) {
    try {
      await bucket.put(to, source.body, { httpMetadata, sha256 });
      return { size: source.size, sha256 };
    } catch (error) {
      console.warn(JSON.stringify({ event: 'quarantine_hash_mismatch', key: from, error: String(error) }));
    }
  }
  const again = sha256 ? await bucket.get(from) : source;
  if (!again) return null;
  await bucket.put(to, again.body, { httpMetadata });
  return { size: again.size, sha256: null };
}

// A few files at a time (a Worker keeps six connections open). For each, the copy is written
// first, then its row (and its stored_objects row is dropped) in one batch, and the original
// is deleted last, so a failure at any step leaves the file where it was, at worst with a
// stray copy under quarantine/ that the lifecycle rule clears. Objects already gone are skipped.
export async function quarantineObjects(
  db: Db,
  bucket: R2Bucket,
  items: QuarantineItem[],
  reason: string,
  byUserId: number | null,
  now: Date,
): Promise<QuarantinedObject[]> {
  const unique = [...new Map(items.filter((item) => !isQuarantineKey(item.key)).map((item) => [item.key, item])).values()];
  const moved: QuarantinedObject[] = [];
  for (let at = 0; at < unique.length; at += AT_ONCE) {
    const group = unique.slice(at, at + AT_ONCE);
    const records = new Map(
      (
        await objectRecords(
          db,
          group.map((item) => item.key),
        )
      ).map((row) => [row.key, row]),
    );
    const rows = await Promise.all(
      group.map((item) => moveOne(db, bucket, item, records.get(item.key), { reason, byUserId, now })),
    );
    moved.push(...rows.filter((row): row is QuarantinedObject => row !== null));
  }
  return moved;
}

const AT_ONCE = 6;

async function moveOne(
  db: Db,
  bucket: R2Bucket,
  item: QuarantineItem,
  record: { sha256: string | null; userId: number | null } | undefined,
  why: { reason: string; byUserId: number | null; now: Date },
): Promise<QuarantinedObject | null> {
  const quarantineKey = `${QUARANTINE_PREFIX}${crypto.randomUUID()}/${item.key}`;
  const copied = await copyObject(bucket, item.key, quarantineKey, record?.sha256 ?? null);
  if (!copied) {
    if (record) await db.delete(storedObjects).where(eq(storedObjects.key, item.key));
    return null;
  }
  const [[row]] = await db.batch([
    db
      .insert(quarantinedObjects)
      .values({
        key: item.key,
        quarantineKey,
        kind: item.kind,
        userId: item.userId ?? record?.userId ?? null,
        subjectType: item.subjectType ?? null,
        subjectId: item.subjectId ?? null,
        reason: why.reason,
        byUserId: why.byUserId,
        size: copied.size,
        sha256: copied.sha256,
        purgeAfter: new Date(why.now.getTime() + QUARANTINE_DAYS * DAY),
      })
      .returning(),
    db.delete(storedObjects).where(eq(storedObjects.key, item.key)),
  ]);
  await bucket.delete(item.key);
  return row ?? null;
}

export type RestoreRefusal = 'not_found' | 'restored' | 'purged' | 'occupied' | 'missing';

const REFUSALS: Record<RestoreRefusal, string> = {
  not_found: 'There is no such file in quarantine.',
  restored: 'This file has already been restored.',
  purged: 'This file was deleted for good after its 30 days in quarantine.',
  occupied: 'Another file is now stored where this one was; it was left as it is.',
  missing: 'The quarantined copy of this file is gone.',
};

export class RestoreRefused extends Error {
  readonly reason: RestoreRefusal;
  constructor(reason: RestoreRefusal) {
    super(REFUSALS[reason]);
    this.reason = reason;
  }
}

// Moves a quarantined file back to its key. The copy is written first and the quarantine copy
// deleted last; the row is claimed in between with a guarded update, so of two restores at
// once only one records it (the other's put wrote the same bytes to the same key).
export async function restoreQuarantined(
  db: Db,
  bucket: R2Bucket,
  id: number,
  byUserId: number,
  now: Date,
): Promise<QuarantinedObject> {
  const [row] = await db.select().from(quarantinedObjects).where(eq(quarantinedObjects.id, id));
  if (!row) throw new RestoreRefused('not_found');
  if (row.restoredAt) throw new RestoreRefused('restored');
  if (row.purgedAt) throw new RestoreRefused('purged');
  if (await bucket.head(row.key)) throw new RestoreRefused('occupied');
  const copied = await copyObject(bucket, row.quarantineKey, row.key, row.sha256);
  if (!copied) throw new RestoreRefused('missing');
  const [claimed] = await db.batch([
    db
      .update(quarantinedObjects)
      .set({ restoredAt: now, restoredBy: byUserId })
      .where(and(eq(quarantinedObjects.id, id), isNull(quarantinedObjects.restoredAt), isNull(quarantinedObjects.purgedAt)))
      .returning(),
    recordObjectQuery(db, { key: row.key, kind: row.kind, userId: row.userId, size: copied.size, sha256: copied.sha256 }),
  ]);
  const restored = claimed[0];
  if (!restored) throw new RestoreRefused('restored');
  await bucket.delete(row.quarantineKey);
  return restored;
}

// Deletes a page of the files whose days in quarantine are over. The row is marked first:
// a purge that stops half-way leaves a copy the lifecycle rule removes, never a row that
// offers a restore of a file already gone.
export async function purgeQuarantine(db: Db, bucket: R2Bucket, now: Date, limit = 100): Promise<number> {
  const due = await db
    .select({ id: quarantinedObjects.id, quarantineKey: quarantinedObjects.quarantineKey })
    .from(quarantinedObjects)
    .where(
      and(lte(quarantinedObjects.purgeAfter, now), isNull(quarantinedObjects.restoredAt), isNull(quarantinedObjects.purgedAt)),
    )
    .orderBy(asc(quarantinedObjects.purgeAfter))
    .limit(limit);
  if (due.length === 0) return 0;
  const purged = await db
    .update(quarantinedObjects)
    .set({ purgedAt: now })
    .where(
      and(
        inArray(
          quarantinedObjects.id,
          due.map((row) => row.id),
        ),
        isNull(quarantinedObjects.restoredAt),
        isNull(quarantinedObjects.purgedAt),
      ),
    )
    .returning({ quarantineKey: quarantinedObjects.quarantineKey });
  if (purged.length > 0) await bucket.delete(purged.map((row) => row.quarantineKey));
  return purged.length;
}
