import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { printListingSizes, printListings, subscriptions } from '../../../db/schema';
import type { Db } from '../../env';
import { planCounts } from '../subscription';

// The cron's part in selling: a seller whose subscription lapsed has their listings on sale
// paused (by 'subscription', so their own pauses stay theirs), and resumed when it is back.
// Orders already paid are fulfilled either way. One UPDATE each; running twice changes nothing.

// Who has a plan that counts now (services/subscription.ts), as a subquery.
const activeSellers = (db: Db, now: Date) =>
  db.select({ userId: subscriptions.userId }).from(subscriptions).where(planCounts(now));

export async function listingsFollowSubscriptions(db: Db, now: Date): Promise<{ paused: number; resumed: number }> {
  const [paused, resumed] = await db.batch([
    db
      .update(printListings)
      .set({ status: 'paused', pausedBy: 'subscription', updatedAt: now })
      .where(and(eq(printListings.status, 'active'), notInArray(printListings.sellerId, activeSellers(db, now))))
      .returning({ id: printListings.id }),
    // Back on sale only what could be published now: a master and a size (both may have gone
    // while it was paused); anything else goes back to draft for its seller to finish.
    db
      .update(printListings)
      .set({
        status: sql`CASE WHEN ${printListings.masterKey} IS NOT NULL AND EXISTS (SELECT 1 FROM ${printListingSizes}
          WHERE ${printListingSizes.listingId} = ${printListings.id}) THEN 'active' ELSE 'draft' END`,
        pausedBy: null,
        updatedAt: now,
      })
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
