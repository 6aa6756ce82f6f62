import { and, eq } from 'drizzle-orm';
import { localPaymentObjects } from '../../../db/schema';
import { mulDivRound } from '../../domain/money';
import { PLANS, upgradeCents } from '../../domain/plans';
import type { Db } from '../../env';
import type {
  CheckoutMetadata,
  CheckoutRequest,
  PaymentProvider,
  Plan,
  PlanInterval,
  PricedLine,
  ProviderCheckout,
  ProviderInvoice,
  ProviderPayment,
  ProviderSubscription,
  ShippingAddress,
} from './provider';

// The provider under `npm run dev` and in tests (PAYMENTS_LOCAL=true on a loopback host):
// it keeps its objects in D1 and behaves like the hosted one where it matters — a checkout
// page of ours (/dev/checkout/{id}), Stripe's test cards, and Stripe-format events for
// everything that happens, handed to `deliver` (signed and posted to our own webhook by
// the caller), so the same webhook code runs offline.

type Kind = (typeof localPaymentObjects.$inferSelect)['kind'];

export type LocalEvent = { type: string; object: Record<string, unknown> };

export type LocalCheckout = ProviderCheckout & {
  successUrl: string;
  cancelUrl: string;
  collectShipping: boolean;
  lines: PricedLine[];
  plan: Plan | null;
  interval: PlanInterval | null;
};

export type LocalSubscription = Omit<ProviderSubscription, 'scheduledChange'> & {
  currentPeriodStart: Date;
  failsAtRenewal: boolean;
  // A downgrade waits for the end of the period (the provider's scheduledChange).
  pendingChange: { plan: Plan; interval: PlanInterval } | null;
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

const randomId = (prefix: string) => `${prefix}_local_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;

// Stripe's US card fee: 2.9% + 30¢.
const processorFee = (cents: number) => mulDivRound(cents, 29, 1000) + 30;

function addInterval(from: Date, interval: PlanInterval): Date {
  const next = new Date(from);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

export function createLocalProvider(
  db: Db,
  options: { origin: string; now?: () => Date; deliver: (events: LocalEvent[]) => Promise<void> },
) {
  const now = options.now ?? (() => new Date());

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

  const publicCheckout = ({ successUrl, cancelUrl, collectShipping, lines, plan, interval, ...checkout }: LocalCheckout) =>
    checkout satisfies ProviderCheckout;

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

  const provider: PaymentProvider = {
    name: 'local',

    async createCustomer(input, idempotencyKey) {
      const [customer] = await create('customer', { id: randomId('cus'), ...input }, idempotencyKey);
      return customer.id;
    },

    async createCheckout(request: CheckoutRequest) {
      const lines =
        request.mode === 'payment'
          ? request.lines
          : [
              {
                name: `${PLANS[request.plan].name} (${request.interval}ly)`,
                unitAmountCents: PLANS[request.plan].cents[request.interval],
                quantity: 1,
              },
            ];
      const id = randomId('cs');
      const checkout: LocalCheckout = {
        id,
        url: `${options.origin}/dev/checkout/${id}`,
        mode: request.mode,
        status: 'open',
        paid: false,
        amountCents: lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0),
        currency: 'usd',
        expiresAt: request.expiresAt,
        paymentId: null,
        subscriptionId: null,
        customerId: request.customerId,
        metadata: request.metadata,
        shipping: null,
        successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: request.cancelUrl,
        collectShipping: request.mode === 'payment' && Boolean(request.collectShipping),
        lines,
        plan: request.mode === 'subscription' ? request.plan : null,
        interval: request.mode === 'subscription' ? request.interval : null,
      };
      const [created] = await create('checkout', checkout, request.idempotencyKey);
      return publicCheckout(created);
    },

    async expireCheckout(id) {
      const checkout = await find<LocalCheckout>('checkout', id);
      if (checkout.status !== 'open') return publicCheckout(checkout);
      await save({ ...checkout, status: 'expired' });
      await options.deliver([{ type: 'checkout.session.expired', object: { id } }]);
      return publicCheckout({ ...checkout, status: 'expired' });
    },

    retrieveCheckout: async (id) => publicCheckout(await find<LocalCheckout>('checkout', id)),
    retrievePayment: (id) => find<ProviderPayment>('payment', id),
    retrieveInvoice: (id) => find<ProviderInvoice>('invoice', id),
    async retrieveSubscription(id) {
      const { currentPeriodStart, failsAtRenewal, pendingChange, ...subscription } = await find<LocalSubscription>(
        'subscription',
        id,
      );
      return { ...subscription, scheduledChange: pendingChange };
    },

    async updateSubscription(id, change, idempotencyKey) {
      const subscription = await find<LocalSubscription>('subscription', id);
      const at = now();
      const events: LocalEvent[] = [];
      let next: LocalSubscription;
      if ('cancelAtPeriodEnd' in change) {
        // As at Stripe, a cancellation drops a downgrade waiting for the period's end.
        next = { ...subscription, cancelAtPeriodEnd: change.cancelAtPeriodEnd, pendingChange: null };
      } else if (change.when === 'period_end') {
        next = { ...subscription, pendingChange: { plan: change.plan, interval: change.interval } };
      } else {
        // The upgrade applies now and is billed at once, once per idempotency key; a move to
        // yearly billing starts a new period today (domain/plans.ts upgradeCents).
        const to = { plan: change.plan, interval: change.interval };
        const cents = upgradeCents(subscription, to, subscription.currentPeriodStart, subscription.currentPeriodEnd, at);
        const period =
          change.interval === subscription.interval
            ? {}
            : { currentPeriodStart: at, currentPeriodEnd: addInterval(at, change.interval) };
        next = { ...subscription, ...to, ...period, pendingChange: null, cancelAtPeriodEnd: false };
        if (cents > 0) events.push(...(await bill(next, cents, true, idempotencyKey)));
      }
      await save(next);
      await options.deliver([subscriptionEvent('customer.subscription.updated', next), ...events]);
      return provider.retrieveSubscription(id);
    },

    async refund(paymentId, amountCents, idempotencyKey) {
      const payment = await find<ProviderPayment>('payment', paymentId);
      const left = payment.amountCents - payment.refundedCents - payment.disputedCents;
      const cents = amountCents === null ? left : Math.min(amountCents, left);
      const [refund, isNew] = await create('refund', { id: randomId('re'), paymentId, amountCents: cents }, idempotencyKey);
      if (isNew && cents > 0) {
        await save({ ...payment, refundedCents: payment.refundedCents + cents });
        await options.deliver([{ type: 'charge.refunded', object: { id: `ch_${paymentId}`, payment_intent: paymentId } }]);
      }
      return { id: refund.id, amountCents: refund.amountCents };
    },

    billingPortalUrl: async (customerId, returnUrl) =>
      `${options.origin}/dev/billing/${customerId}?return=${encodeURIComponent(returnUrl)}`,

    async retrievePayoutAccount(id) {
      const account = await find<{ id: string }>('account', id);
      return { id: account.id, payoutsEnabled: true };
    },

    // Onboarding is instant here: the account can be paid at once.
    async payoutAccountLink(input, idempotencyKey) {
      if (input.accountId) return { accountId: input.accountId, url: input.returnUrl };
      const [account] = await create('account', { id: randomId('acct'), userId: input.userId }, idempotencyKey);
      return { accountId: account.id, url: input.returnUrl };
    },

    async transfer(input, idempotencyKey) {
      const [transfer] = await create('transfer', { id: randomId('tr'), ...input }, idempotencyKey);
      return { id: transfer.id };
    },

    async reverseTransfer(transferId, amountCents, idempotencyKey) {
      const [reversal] = await create('transfer', { id: randomId('trr'), transferId, amountCents }, idempotencyKey);
      return { id: reversal.id };
    },
  };

  // The checkout page's Pay button.
  async function pay(checkoutId: string, input: PayInput): Promise<PayOutcome> {
    const checkout = await find<LocalCheckout>('checkout', checkoutId);
    const at = now();
    if (checkout.status !== 'open' || checkout.expiresAt.getTime() <= at.getTime()) return { outcome: 'closed', checkout };
    const card = TEST_CARDS[input.card.replace(/\D/g, '')];
    if (!card || card === 'declined') return { outcome: 'declined', message: DECLINED };
    if (card === 'confirm' && !input.confirmed) return { outcome: 'confirm' };
    const events: LocalEvent[] = [];
    let paid: LocalCheckout = { ...checkout, status: 'complete', paid: true, shipping: input.shipping };
    if (checkout.plan && checkout.interval) {
      const [subscription] = await create<LocalSubscription>('subscription', {
        id: randomId('sub'),
        customerId: checkout.customerId ?? '',
        plan: checkout.plan,
        interval: checkout.interval,
        status: 'active',
        currentPeriodStart: at,
        currentPeriodEnd: addInterval(at, checkout.interval),
        cancelAtPeriodEnd: false,
        metadata: checkout.metadata,
        failsAtRenewal: card === 'fails_at_renewal',
        pendingChange: null,
      });
      paid = { ...paid, subscriptionId: subscription.id };
      events.push(
        subscriptionEvent('customer.subscription.created', subscription),
        ...(await bill(subscription, checkout.amountCents, true)),
      );
    } else {
      const payment = await capture(checkout.amountCents, checkout.customerId, checkout.metadata);
      paid = { ...paid, paymentId: payment.id };
      events.push({ type: 'payment_intent.succeeded', object: { id: payment.id } });
    }
    await save(paid);
    await options.deliver([{ type: 'checkout.session.completed', object: { id: checkout.id } }, ...events]);
    return { outcome: 'paid', redirect: checkout.successUrl };
  }

  async function allSubscriptions() {
    const rows = await db
      .select({ data: localPaymentObjects.data })
      .from(localPaymentObjects)
      .where(eq(localPaymentObjects.kind, 'subscription'));
    return rows.map((row) => revive<LocalSubscription>(row.data));
  }

  const customerSubscriptions = async (customerId: string) =>
    (await allSubscriptions()).filter((s) => s.customerId === customerId && s.status !== 'canceled');

  // The billing portal's card update: the customer's plans renew on the new card, and a plan
  // past due is billed on it at once (once per period, whatever the clicks).
  async function updateCard(customerId: string, card: string): Promise<{ declined: string | null }> {
    const kind = TEST_CARDS[card.replace(/\D/g, '')];
    if (!kind || kind === 'declined') return { declined: DECLINED };
    for (const subscription of await customerSubscriptions(customerId)) {
      const retry = subscription.status === 'past_due';
      const next = await save({
        ...subscription,
        failsAtRenewal: kind === 'fails_at_renewal',
        status: retry ? ('active' as const) : subscription.status,
      });
      const key = `retry:${subscription.id}:${subscription.currentPeriodStart.getTime()}`;
      const events = retry ? await bill(next, PLANS[next.plan].cents[next.interval], true, key) : [];
      await options.deliver([subscriptionEvent('customer.subscription.updated', next), ...events]);
    }
    return { declined: null };
  }

  // The cron's tick: subscriptions whose period has ended renew (or fail, or end).
  async function renewDue(): Promise<number> {
    const at = now();
    let renewed = 0;
    for (const subscription of await allSubscriptions()) {
      if (subscription.status !== 'active' || subscription.currentPeriodEnd.getTime() > at.getTime()) continue;
      renewed++;
      if (subscription.cancelAtPeriodEnd) {
        const ended = await save({ ...subscription, status: 'canceled' as const });
        await options.deliver([subscriptionEvent('customer.subscription.deleted', ended)]);
        continue;
      }
      const change = subscription.pendingChange ?? { plan: subscription.plan, interval: subscription.interval };
      const next = await save({
        ...subscription,
        ...change,
        pendingChange: null,
        status: subscription.failsAtRenewal ? ('past_due' as const) : ('active' as const),
        currentPeriodStart: subscription.currentPeriodEnd,
        currentPeriodEnd: addInterval(subscription.currentPeriodEnd, change.interval),
      });
      const events = await bill(next, PLANS[change.plan].cents[change.interval], !subscription.failsAtRenewal);
      await options.deliver([subscriptionEvent('customer.subscription.updated', next), ...events]);
    }
    return renewed;
  }

  // A card holder disputes a payment: the processor takes back what was not refunded at once;
  // a dispute won gives it back. (Tests, and trying a dispute under `npm run dev`.)
  async function dispute(paymentId: string, outcome: 'opened' | 'won' = 'opened') {
    const payment = await find<ProviderPayment>('payment', paymentId);
    const disputedCents = outcome === 'won' ? 0 : payment.amountCents - payment.refundedCents;
    await save({ ...payment, disputedCents });
    await options.deliver([
      {
        type: outcome === 'won' ? 'charge.dispute.closed' : 'charge.dispute.created',
        object: { id: randomId('dp'), payment_intent: paymentId },
      },
    ]);
  }

  return {
    provider,
    pay,
    renewDue,
    dispute,
    updateCard,
    customerSubscriptions,
    checkout: (id: string) => find<LocalCheckout>('checkout', id),
  };
}

export type LocalProvider = ReturnType<typeof createLocalProvider>;
