import type { LocalSubscription } from '../../domain/payment-objects';
import { PLANS } from '../../domain/plans';
import {
  addInterval,
  DECLINED,
  type LocalCheckout,
  type LocalEvent,
  type LocalObjects,
  type PayInput,
  type PayOutcome,
  randomId,
  TEST_CARDS,
} from './local-objects';
import type { ProviderPayment } from './provider';

// What happens to the local provider's objects outside API calls, as it happens at Stripe:
// a card paying on the checkout page, a card updated on the billing page, the clock renewing
// plans, a card holder disputing a payment. Each sends its events through `deliver`.

export function localActions(
  objects: LocalObjects,
  options: { now: () => Date; deliver: (events: LocalEvent[]) => Promise<void> },
) {
  const { find, create, save, capture, bill, subscriptionEvent, allSubscriptions } = objects;
  const { now } = options;

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

  return { pay, renewDue, dispute, updateCard, customerSubscriptions };
}
