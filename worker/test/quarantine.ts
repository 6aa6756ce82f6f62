import { env } from 'cloudflare:workers';
import { desc, eq } from 'drizzle-orm';
import { quarantinedObjects, storedObjects } from '../../db/schema';
import { db } from './helpers';

// Where a file taken out of use went: its newest quarantine row, with whether the copy is
// there and whether anything is left at its old key or in stored_objects.
export async function inQuarantine(key: string) {
  const [row] = await db()
    .select()
    .from(quarantinedObjects)
    .where(eq(quarantinedObjects.key, key))
    .orderBy(desc(quarantinedObjects.id))
    .limit(1);
  if (!row) return null;
  const [copy, original, record] = await Promise.all([
    env.PHOTOS.head(row.quarantineKey),
    env.PHOTOS.head(key),
    db().select().from(storedObjects).where(eq(storedObjects.key, key)),
  ]);
  return { ...row, kept: copy !== null, leftBehind: original !== null || record.length > 0 };
}

// The stored_objects row of a key, if any.
export async function recordOf(key: string) {
  const [row] = await db().select().from(storedObjects).where(eq(storedObjects.key, key));
  return row ?? null;
}
