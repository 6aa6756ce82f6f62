import type { LocalSubscription } from '../../domain/payment-objects';
import { PLANS, upgradeCents } from '../../domain/plans';
import type { Db } from '../../env';
import { localActions } from './local-actions';
import { addInterval, type LocalCheckout, type LocalEvent, localObjects, randomId } from './local-objects';
import type { CheckoutRequest, PaymentProvider, ProviderCheckout, ProviderInvoice, ProviderPayment } from './provider';

// The provider under `npm run dev` and in tests (PAYMENTS_LOCAL=true on a loopback host):
// it keeps its objects in D1 (local-objects.ts) and behaves like the hosted one where it
// matters — a checkout page of ours (/dev/checkout/{id}), Stripe's test cards, and
// Stripe-format events for everything that happens, handed to `deliver` (signed and posted to
// our own webhook by the caller), so the same webhook code runs offline.

const publicCheckout = ({ successUrl, cancelUrl, shipTo, lines, plan, interval, ...checkout }: LocalCheckout) =>
  checkout satisfies ProviderCheckout;

export function createLocalProvider(
  db: Db,
  options: { origin: string; now?: () => Date; deliver: (events: LocalEvent[]) => Promise<void> },
) {
  const now = options.now ?? (() => new Date());
  const objects = localObjects(db, now);
  const { find, create, save, bill, subscriptionEvent } = objects;

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
        shipTo: (request.mode === 'payment' && request.shipTo) || null,
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

  return {
    provider,
    ...localActions(objects, { now, deliver: options.deliver }),
    checkout: (id: string) => find<LocalCheckout>('checkout', id),
  };
}

export type LocalProvider = ReturnType<typeof createLocalProvider>;
