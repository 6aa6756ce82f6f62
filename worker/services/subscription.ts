import { and, desc, eq, gt } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { Db } from '../env';
import type { SubscriptionStatus } from '../contract/subscription';

export const NO_SUBSCRIPTION: SubscriptionStatus = { hasActiveSubscription: false, subscriptionType: null };

export async function subscriptionStatus(db: Db, userId: number, now = new Date()): Promise<SubscriptionStatus> {
  const [active] = await db
    .select({ type: subscriptions.type })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, now)))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return active ? { hasActiveSubscription: true, subscriptionType: active.type } : NO_SUBSCRIPTION;
}
