import { sql } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import type { Db } from '../../env';

const KEPT_MS = 365 * 24 * 3600_000;
// A tick removes at most this many, so a backlog costs a few ticks, never one long one.
const PER_RUN = 5_000;

// Read notifications older than a year go; unread ones stay until read.
export async function pruneNotifications(db: Db, now: Date): Promise<number> {
  const removed = await db.run(sql`
    DELETE FROM ${notifications} WHERE id IN (
      SELECT id FROM ${notifications}
      WHERE created_at < ${now.getTime() - KEPT_MS} AND seen_at IS NOT NULL
      LIMIT ${PER_RUN})`);
  return removed.meta.changes;
}
