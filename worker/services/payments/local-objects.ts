import { and, eq } from 'drizzle-orm';
import { localPaymentObjects } from '../../../db/schema';
import { mulDivRound } from '../../domain/money';
import type { CheckoutMetadata, LocalSubscription } from '../../domain/payment-objects';
import type { Plan, PlanInterval } from '../../domain/plans';
import type { Db } from '../../env';
import type { PricedLine, ProviderCheckout, ProviderInvoice, ProviderPayment, ShippingAddress } from './provider';

// The local provider's objects (checkouts, payments, plans, invoices…) as it keeps them in D1,
// and the billing every part of it shares: capturing a payment, billing a plan, each with the
// Stripe-format events it causes.

export type Kind = (typeof localPaymentObjects.$inferSelect)['kind'];

export type LocalEvent = { type: string; object: Record<string, unknown> };

export type LocalCheckout = ProviderCheckout & {
  successUrl: string;
  cancelUrl: string;
  // The country a shipping address must be in, when the checkout collects one.
  shipTo: string | null;
  lines: PricedLine[];
  plan: Plan | null;
  interval: PlanInterval | null;
};

// Stripe's test cards (https://docs.stripe.com/testing), by what they do here.
export const TEST_CARDS: Record<string, 'pays' | 'declined' | 'confirm' | 'fails_at_renewal'> = {
  '4242424242424242': 'pays',
  '4000000000000002': 'declined',
  '4000002500003155': 'confirm',
  '4000000000000341': 'fails_at_renewal',
};

export const DECLINED = 'Your card was declined. Try another card.';

export type PayInput = { card: string; confirmed: boolean; shipping: ShippingAddress | null };
export type PayOutcome =
  | { outcome: 'paid'; redirect: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'confirm' }
  | { outcome: 'closed'; checkout: LocalCheckout };

// Dates travel through JSON as ISO strings; these fields come back as Dates.
const DATE_FIELDS = ['expiresAt', 'created', 'currentPeriodEnd', 'currentPeriodStart'];

function revive<T>(data: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...data };
  for (const field of DATE_FIELDS) if (typeof copy[field] === 'string') copy[field] = new Date(copy[field] as string);
  return copy as T;
}

export const randomId = (prefix: string) => `${prefix}_local_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;

// Stripe's US card fee: 2.9% + 30¢.
const processorFee = (cents: number) => mulDivRound(cents, 29, 1000) + 30;

export function addInterval(from: Date, interval: PlanInterval): Date {
  const next = new Date(from);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

export function localObjects(db: Db, now: () => Date) {
  async function find<T>(kind: Kind, id: string): Promise<T> {
    const [row] = await db
      .select({ data: localPaymentObjects.data })
      .from(localPaymentObjects)
      .where(and(eq(localPaymentObjects.id, id), eq(localPaymentObjects.kind, kind)));
    if (!row) throw new Error(`No such ${kind}: ${id}`);
    return revive<T>(row.data);
  }

  // A new object, and whether it is new: with an idempotency key, a repeated call answers
  // the object the first one made.
  async function create<T extends { id: string }>(
    kind: Kind,
    object: T,
    idempotencyKey: string | null = null,
  ): Promise<[T, boolean]> {
    const [row] = await db
      .insert(localPaymentObjects)
      .values({ id: object.id, kind, data: object, idempotencyKey })
      .onConflictDoNothing()
      .returning({ id: localPaymentObjects.id });
    if (row || !idempotencyKey) return [object, true];
    const [first] = await db
      .select({ data: localPaymentObjects.data })
      .from(localPaymentObjects)
      .where(eq(localPaymentObjects.idempotencyKey, idempotencyKey));
    if (!first) throw new Error(`Idempotency key ${idempotencyKey} names nothing`);
    return [revive<T>(first.data), false];
  }

  async function save<T extends { id: string }>(object: T): Promise<T> {
    await db.update(localPaymentObjects).set({ data: object }).where(eq(localPaymentObjects.id, object.id));
    return object;
  }

  // A payment that has gone through, and its events.
  async function capture(amountCents: number, customerId: string | null, metadata: Partial<CheckoutMetadata>) {
    const [payment] = await create<ProviderPayment>('payment', {
      id: randomId('pi'),
      status: 'succeeded',
      amountCents,
      refundedCents: 0,
      disputedCents: 0,
      processorFeeCents: processorFee(amountCents),
      currency: 'usd',
      customerId,
      metadata,
      created: now(),
    });
    return payment;
  }

  // A subscription's bill: paid with a new payment, or failed. With an idempotency key, a
  // repeated call bills nothing more.
  async function bill(
    subscription: LocalSubscription,
    amountCents: number,
    paid: boolean,
    idempotencyKey: string | null = null,
  ): Promise<LocalEvent[]> {
    const [invoice, isNew] = await create<ProviderInvoice>(
      'invoice',
      { id: randomId('in'), subscriptionId: subscription.id, paymentId: null, paid },
      idempotencyKey,
    );
    if (!isNew) return [];
    const object = {
      id: invoice.id,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    };
    if (!paid) return [{ type: 'invoice.payment_failed', object }];
    const payment = await capture(amountCents, subscription.customerId, {
      ...subscription.metadata,
      purpose: 'subscription',
      reference: subscription.id,
    });
    await save({ ...invoice, paymentId: payment.id });
    return [
      { type: 'invoice.paid', object },
      { type: 'payment_intent.succeeded', object: { id: payment.id } },
    ];
  }

  const subscriptionEvent = (type: string, subscription: LocalSubscription): LocalEvent => ({
    type,
    object: { id: subscription.id },
  });

  async function allSubscriptions() {
    const rows = await db
      .select({ data: localPaymentObjects.data })
      .from(localPaymentObjects)
      .where(eq(localPaymentObjects.kind, 'subscription'));
    return rows.map((row) => revive<LocalSubscription>(row.data));
  }

  return { find, create, save, capture, bill, subscriptionEvent, allSubscriptions };
}

export type LocalObjects = ReturnType<typeof localObjects>;
