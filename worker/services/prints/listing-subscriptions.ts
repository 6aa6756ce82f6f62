import { and, eq, gt, inArray, notInArray, or } from 'drizzle-orm';
import { printListings, subscriptions } from '../../../db/schema';
import type { Db } from '../../env';
import { PAST_DUE_GRACE_DAYS } from '../payments/subscriptions';

// The cron's part in selling: a seller whose subscription lapsed has their listings on sale
// paused (by 'subscription', so their own pauses stay theirs), and resumed when it is back.
// Orders already paid are fulfilled either way. One UPDATE each; running twice changes nothing.

// Who has a plan that counts now: the same rule as services/subscription.ts, as a subquery.
function activeSellers(db: Db, now: Date) {
  const graceStart = new Date(now.getTime() - PAST_DUE_GRACE_DAYS * 24 * 3600_000);
  return db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      or(
        and(eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, now)),
        and(eq(subscriptions.status, 'past_due'), gt(subscriptions.pastDueSince, graceStart)),
      ),
    );
}

export async function listingsFollowSubscriptions(db: Db, now: Date): Promise<{ paused: number; resumed: number }> {
  const [paused, resumed] = await db.batch([
    db
      .update(printListings)
      .set({ status: 'paused', pausedBy: 'subscription', updatedAt: now })
      .where(and(eq(printListings.status, 'active'), notInArray(printListings.sellerId, activeSellers(db, now))))
      .returning({ id: printListings.id }),
    db
      .update(printListings)
      .set({ status: 'active', pausedBy: null, updatedAt: now })
      .where(
        and(
          eq(printListings.status, 'paused'),
          eq(printListings.pausedBy, 'subscription'),
          inArray(printListings.sellerId, activeSellers(db, now)),
        ),
      )
      .returning({ id: printListings.id }),
  ]);
  return { paused: paused.length, resumed: resumed.length };
}
