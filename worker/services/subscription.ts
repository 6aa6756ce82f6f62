import { and, desc, eq, gt, or } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { SubscriptionStatus } from '../contract/subscription';
import type { Db } from '../env';
import { PAST_DUE_GRACE_DAYS } from './payments/subscriptions';

export const NO_SUBSCRIPTION: SubscriptionStatus = { hasActiveSubscription: false, subscriptionType: null };

// A plan counts while it is active and paid up to a time still ahead, and for 7 days after
// a renewal first failed (past due), whatever the provider's own retries do meanwhile.
export function planCounts(now: Date) {
  const graceStart = new Date(now.getTime() - PAST_DUE_GRACE_DAYS * 24 * 3600_000);
  return or(
    and(eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, now)),
    and(eq(subscriptions.status, 'past_due'), gt(subscriptions.pastDueSince, graceStart)),
  );
}

export async function subscriptionStatus(db: Db, userId: number, now = new Date()): Promise<SubscriptionStatus> {
  const [active] = await db
    .select({ type: subscriptions.type })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), planCounts(now)))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return active ? { hasActiveSubscription: true, subscriptionType: active.type } : NO_SUBSCRIPTION;
}
