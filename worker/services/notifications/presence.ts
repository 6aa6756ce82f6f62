import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { inboxPresence, notifications } from '../../../db/schema';
import type { Db } from '../../env';
import { pushNotificationsChanged } from './push';

// Who has an inbox socket open (db/schema/notifications.ts `inboxPresence`), kept by the
// inbox Durable Object.

export async function markPresent(db: Db, userId: number, connectedAt: Date): Promise<void> {
  await db
    .insert(inboxPresence)
    .values({ userId, connectedAt })
    .onConflictDoUpdate({ target: inboxPresence.userId, set: { connectedAt } });
}

// The last socket that opened at `connectedAt` has closed; a later opening keeps the row.
export async function markAbsent(db: Db, userId: number, connectedAt: Date): Promise<void> {
  await db.delete(inboxPresence).where(and(eq(inboxPresence.userId, userId), lte(inboxPresence.connectedAt, connectedAt)));
}

// Work that told many members at once (a cron tick: results, reminders, payouts) tells the
// open tabs of those present among everyone told since `since`: one read, and an inbox call
// per member online rather than per member told. Answers whom it told.
export async function tellThosePresent(env: Pick<Env, 'USER_INBOX'>, db: Db, since: Date): Promise<number[]> {
  const present = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .innerJoin(inboxPresence, eq(inboxPresence.userId, notifications.userId))
    .where(and(gte(notifications.createdAt, since), sql`${notifications.seenAt} IS NULL`));
  const userIds = present.map((row) => row.userId);
  await pushNotificationsChanged(env, userIds);
  return userIds;
}
