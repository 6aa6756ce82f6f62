import { sql } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import type { Db } from '../../env';

const KEPT_MS = 365 * 24 * 3600_000;
// A tick removes at most this many, so a backlog costs a few ticks, never one long one.
const PER_RUN = 5_000;

// Read notifications older than a year go; unread ones stay until read.
export async function pruneNotifications(db: Db, now: Date): Promise<number> {
  // Counted by what it returns: the statement's change count also holds the bell lines its
  // triggers changed.
  const removed = await db.all(sql`
    DELETE FROM ${notifications} WHERE id IN (
      SELECT id FROM ${notifications}
      WHERE created_at < ${now.getTime() - KEPT_MS} AND seen_at IS NOT NULL
      LIMIT ${PER_RUN})
    RETURNING id`);
  return removed.length;
}
