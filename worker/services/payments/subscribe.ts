import { and, desc, eq, inArray } from 'drizzle-orm';
import { billingCustomers, checkouts, subscriptions } from '../../../db/schema';
import type { PlanChoice, SubscriptionDetails } from '../../contract/subscription';
import { isUpgrade } from '../../domain/plans';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import type { Payments } from '.';
import { customerFor } from './customers';
import { PAST_DUE_GRACE_DAYS } from './subscriptions';

// A member's seller plan: starting one through the provider's checkout, and managing it.
// The plan's state is only ever written by the webhook (subscriptions.ts); these calls ask
// the provider for changes and read what the webhook wrote.

const CHECKOUT_MINUTES = 30;
const BUCKET_MS = 10 * 60_000;

// The member's current plan row (active or past due), if any.
async function currentPlan(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'past_due'])))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

export async function mySubscription(db: Db, userId: number): Promise<SubscriptionDetails | null> {
  const row = await currentPlan(db, userId);
  if (!row) return null;
  return {
    plan: row.type,
    interval: row.interval,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    graceEndsAt: row.pastDueSince ? new Date(row.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * 86_400_000).toISOString() : null,
    scheduledChange:
      row.scheduledType && row.scheduledInterval ? { plan: row.scheduledType, interval: row.scheduledInterval } : null,
  };
}

export async function startSubscriptionCheckout(
  db: Db,
  payments: Payments,
  userId: number,
  choice: PlanChoice,
  origin: string,
  at = new Date(),
): Promise<string> {
  if (await currentPlan(db, userId)) {
    throw new ApiError('CONFLICT', 'You already have a plan: switch or cancel it on this page');
  }
  const customerId = await customerFor(db, payments, userId);
  // A double click, or a second tab within ten minutes, reuses the same checkout: the same
  // idempotency key with the same parameters, so its expiry counts from the ten minutes' end.
  const bucket = Math.floor(at.getTime() / BUCKET_MS);
  const checkout = await payments.provider.createCheckout({
    mode: 'subscription',
    plan: choice.plan,
    interval: choice.interval,
    customerId,
    successUrl: `${origin}/subscription?checkout={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/subscription`,
    expiresAt: new Date((bucket + 1) * BUCKET_MS + CHECKOUT_MINUTES * 60_000),
    metadata: { userId: String(userId), purpose: 'subscription', reference: `${choice.plan}:${choice.interval}` },
    idempotencyKey: `checkout:${userId}:${choice.plan}:${choice.interval}:${bucket}`,
  });
  await db
    .insert(checkouts)
    .values({
      id: checkout.id,
      userId: userId,
      purpose: 'subscription',
      reference: `${choice.plan}:${choice.interval}`,
      mode: 'subscription',
      amountCents: checkout.amountCents,
      url: checkout.url,
      expiresAt: checkout.expiresAt,
    })
    .onConflictDoNothing();
  return checkout.url;
}

async function planToChange(db: Db, userId: number) {
  const row = await currentPlan(db, userId);
  if (!row?.providerSubscriptionId) throw new ApiError('NOT_FOUND', "You don't have a plan to change");
  return { ...row, providerSubscriptionId: row.providerSubscriptionId };
}

// Cancelling keeps the plan to the end of the period paid for; resuming undoes that.
export async function setCancelAtPeriodEnd(db: Db, payments: Payments, userId: number, cancel: boolean) {
  const row = await planToChange(db, userId);
  if (row.cancelAtPeriodEnd !== cancel) {
    const key = `cancel:${row.providerSubscriptionId}:${cancel}:${row.updatedAt?.getTime() ?? 0}`;
    await payments.provider.updateSubscription(row.providerSubscriptionId, { cancelAtPeriodEnd: cancel }, key);
  }
  return mySubscription(db, userId);
}

// A move up applies now, prorated; a move down waits for the end of the period
// (domain/plans.ts isUpgrade).
export async function switchPlan(db: Db, payments: Payments, userId: number, choice: PlanChoice) {
  const row = await planToChange(db, userId);
  if (row.type === choice.plan && row.interval === choice.interval) throw new ApiError('CONFLICT', 'That is your plan already');
  const up = isUpgrade({ plan: row.type, interval: row.interval }, choice);
  const key = `switch:${row.providerSubscriptionId}:${choice.plan}:${choice.interval}:${row.updatedAt?.getTime() ?? 0}`;
  await payments.provider.updateSubscription(row.providerSubscriptionId, { ...choice, when: up ? 'now' : 'period_end' }, key);
  return mySubscription(db, userId);
}

// The provider's page for the member's card and bills (Stripe's Customer Portal; the local
// provider's own page), coming back to /subscription.
export async function billingPortal(db: Db, payments: Payments, userId: number, origin: string): Promise<string> {
  const [known] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  if (!known) throw new ApiError('NOT_FOUND', 'You have no billing details yet: subscribe first');
  return payments.provider.billingPortalUrl(known.providerCustomerId, `${origin}/subscription`);
}
