import Stripe from 'stripe';
import { PLANS } from '../../domain/plans';
import type { CheckoutMetadata, ProviderSubscription } from '../../domain/payment-objects';
import type {
  CheckoutRequest,
  PaymentProvider,
  Plan,
  PlanInterval,
  ProviderCheckout,
  ProviderPayment,
  ShippingAddress,
} from './provider';

// The provider when STRIPE_SECRET_KEY is set: Stripe Checkout for payments and plans, Connect
// Express accounts for payouts, in the shapes of provider.ts (as the local provider answers).
// A call that creates something passes the caller's idempotency key; an operation made of
// several such calls derives one key per call from it (`${key}:schedule`), so a retried
// operation repeats each call and Stripe answers each as it did the first time.

// The price of each plan and interval at Stripe, configured as Worker variables
// (STRIPE_PRICE_PRINT_USER_MONTH, …): the caller passes its env.
export type StripePriceVariable = `STRIPE_PRICE_${Uppercase<Plan>}_${Uppercase<PlanInterval>}`;
export type StripePrices = Partial<Record<StripePriceVariable, string>>;

export type StripeProviderOptions = {
  prices?: StripePrices;
  // Tests pass a fake; by default the runtime's fetch.
  fetch?: typeof fetch;
  // Network failures and Stripe's 409 and 5xx answers are sent again this many times: every
  // POST carries an idempotency key, so a repeat never repeats an effect.
  maxNetworkRetries?: number;
  now?: () => Date;
};

type PlanChoice = { plan: Plan; interval: PlanInterval };

const PLAN_CHOICES: PlanChoice[] = (Object.keys(PLANS) as Plan[]).flatMap((plan) =>
  (Object.keys(PLANS[plan].cents) as PlanInterval[]).map((interval) => ({ plan, interval })),
);

const priceVariable = ({ plan, interval }: PlanChoice) =>
  `STRIPE_PRICE_${plan.toUpperCase()}_${interval.toUpperCase()}` as StripePriceVariable;

// Stripe accepts a checkout's expiry from 30 minutes to 24 hours after the session is created,
// measured when the request arrives: an expiry asked for exactly 30 minutes ahead (as
// subscribe.ts does) would land short of it. It is kept a minute inside that window; the
// checkout returned carries the expiry Stripe set, which is the one callers store.
const EXPIRY_MIN_SECONDS = 31 * 60;
const EXPIRY_MAX_SECONDS = 24 * 3600 - 60;

function expiresAtSeconds(expiresAt: Date, now: Date): number {
  const nowSeconds = Math.ceil(now.getTime() / 1000);
  const asked = Math.floor(expiresAt.getTime() / 1000);
  return Math.min(Math.max(asked, nowSeconds + EXPIRY_MIN_SECONDS), nowSeconds + EXPIRY_MAX_SECONDS);
}

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);
const optionalIdOf = (value: string | { id: string } | null | undefined) => (value ? idOf(value) : null);

// An object asked for with `expand`: Stripe answers it whole, or null when there is none yet.
// An id in its place means the request did not expand it, which would misread the object.
function expanded<T>(value: string | T | null | undefined, what: string): T | null {
  if (typeof value === 'string') throw new Error(`Stripe did not expand ${what} (${value})`);
  return value ?? null;
}

const METADATA_KEYS = ['userId', 'purpose', 'reference', 'payeeId', 'serviceAt'] as const;

// Our keys of an object's metadata; others (set in Stripe's dashboard, say) are not ours.
function metadataOf(metadata: Stripe.Metadata | null | undefined): Partial<CheckoutMetadata> {
  const ours: Partial<CheckoutMetadata> = {};
  for (const key of METADATA_KEYS) {
    const value = metadata?.[key];
    if (value !== undefined) ours[key] = value;
  }
  return ours;
}

function checkoutMetadataOf(metadata: Stripe.Metadata | null): CheckoutMetadata {
  const ours = metadataOf(metadata);
  return { ...ours, userId: ours.userId ?? '', purpose: ours.purpose ?? '', reference: ours.reference ?? '' };
}

function shippingOf(session: Stripe.Checkout.Session): ShippingAddress | null {
  const details = session.collected_information?.shipping_details;
  if (!details) return null;
  const { address } = details;
  return {
    name: details.name,
    line1: address.line1 ?? '',
    line2: address.line2,
    city: address.city ?? '',
    postalCode: address.postal_code ?? '',
    state: address.state,
    country: address.country ?? '',
  };
}

function checkoutOf(session: Stripe.Checkout.Session): ProviderCheckout {
  return {
    id: session.id,
    // Stripe keeps the page's address only while the checkout is open.
    url: session.url ?? '',
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid',
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    expiresAt: fromSeconds(session.expires_at),
    paymentId: optionalIdOf(session.payment_intent),
    subscriptionId: optionalIdOf(session.subscription),
    customerId: optionalIdOf(session.customer),
    metadata: checkoutMetadataOf(session.metadata),
    shipping: shippingOf(session),
  };
}

function paymentStatus(status: Stripe.PaymentIntent.Status): ProviderPayment['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'failed';
  // processing, requires_payment_method (a card declined, another may be tried),
  // requires_action, requires_confirmation, requires_capture: not settled either way yet.
  return 'processing';
}

// Stripe takes a dispute's amount from the balance when the dispute opens and keeps it while
// it is under review or appeal and once it is lost; a won dispute gives it back. Inquiries
// (warning_*) and prevented disputes never take anything. A status Stripe adds later counts as
// nothing taken until it is listed here.
const FUNDS_WITHDRAWN = new Set<Stripe.Dispute.Status>([
  'needs_response',
  'under_review',
  'appeal_needs_response',
  'appeal_under_review',
  'lost',
]);

function subscriptionStatus(status: Stripe.Subscription.Status): ProviderSubscription['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    // Paused follows only a trial that ended without a payment method: nothing is paid for.
    case 'incomplete':
    case 'paused':
      return 'incomplete';
    default:
      throw new Error(`Unknown Stripe subscription status: ${status}`);
  }
}

// Our plans are one item at quantity one (createCheckout makes them so).
function itemOf(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const [item] = subscription.items.data;
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
  return item;
}

export function createStripeProvider(secretKey: string, options: StripeProviderOptions = {}): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(options.fetch),
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
  });
  const prices = options.prices ?? {};
  const now = options.now ?? (() => new Date());

  function priceFor(choice: PlanChoice): string {
    const variable = priceVariable(choice);
    const price = prices[variable];
    if (!price) throw new Error(`${variable} is not set: the Stripe price of ${choice.plan} billed by the ${choice.interval}`);
    return price;
  }

  // The plan a subscription is on, from its price: the subscription's own record, which a
  // switch changes (its metadata stays as the checkout wrote it).
  function planOf(priceId: string): PlanChoice {
    const choice = PLAN_CHOICES.find((candidate) => prices[priceVariable(candidate)] === priceId);
    if (!choice) throw new Error(`Stripe price ${priceId} is none of the STRIPE_PRICE_* variables`);
    return choice;
  }

  function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
    const item = itemOf(subscription);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer),
      ...planOf(item.price.id),
      status: subscriptionStatus(subscription.status),
      // The billing period is the item's in this API version, not the subscription's.
      currentPeriodEnd: fromSeconds(item.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      scheduledChange: scheduledChangeOf(subscription.schedule, item.current_period_end),
      metadata: metadataOf(subscription.metadata),
    };
  }

  // A downgrade waiting for the period's end is the phase of the subscription's schedule that
  // starts then (downgradeAtPeriodEnd writes it). Known only where the schedule was expanded.
  function scheduledChangeOf(schedule: Stripe.Subscription['schedule'], periodEnd: number): PlanChoice | null {
    if (!schedule || typeof schedule === 'string') return null;
    const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
    const price = next?.items[0]?.price;
    return price ? planOf(typeof price === 'string' ? price : price.id) : null;
  }

  function checkoutParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
    const { metadata } = request;
    const common = {
      customer: request.customerId,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      client_reference_id: metadata.userId,
      metadata,
      expires_at: expiresAtSeconds(request.expiresAt, now()),
    };
    if (request.mode === 'subscription') {
      return {
        ...common,
        mode: 'subscription',
        line_items: [{ price: priceFor(request), quantity: 1 }],
        subscription_data: { metadata },
      };
    }
    return {
      ...common,
      mode: 'payment',
      line_items: request.lines.map((line) => ({
        quantity: line.quantity,
        price_data: { currency: 'usd', unit_amount: line.unitAmountCents, product_data: { name: line.name } },
      })),
      // Undefined parameters are left out of the request.
      payment_intent_data: { metadata, transfer_group: request.transferGroup },
      shipping_address_collection: request.shipTo
        ? { allowed_countries: [request.shipTo as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry] }
        : undefined,
    };
  }

  async function disputedCents(charge: Stripe.Charge | null): Promise<number> {
    if (!charge?.disputed) return 0;
    const disputes = await stripe.disputes.list({ charge: charge.id, limit: 10 });
    return disputes.data.filter((dispute) => FUNDS_WITHDRAWN.has(dispute.status)).reduce((sum, d) => sum + d.amount, 0);
  }

  // A plan's payments are made by its invoices, and Stripe gives their PaymentIntents no
  // metadata. As the local provider does, they carry the subscription's (the checkout's, as
  // the invoice copied it) with the subscription as reference, so the webhook records them.
  async function invoiceMetadata(paymentIntentId: string): Promise<Partial<CheckoutMetadata>> {
    const { data } = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
      expand: ['data.invoice'],
      limit: 1,
    });
    const invoice = expanded(data[0]?.invoice, 'the invoice of a payment');
    const details = invoice && !invoice.deleted ? invoice.parent?.subscription_details : null;
    if (!details) return {};
    return { ...metadataOf(details.metadata), purpose: 'subscription', reference: idOf(details.subscription) };
  }

  // Stripe refuses changes to the cancellation of a subscription a schedule manages (a
  // downgrade waiting for the period end): releasing the schedule drops that downgrade,
  // which a cancellation or an upgrade supersedes.
  async function releaseSchedule(subscription: Stripe.Subscription, idempotencyKey: string) {
    const schedule = optionalIdOf(subscription.schedule);
    if (!schedule) return;
    await stripe.subscriptionSchedules.release(schedule, undefined, { idempotencyKey: `${idempotencyKey}:release` });
  }

  // A downgrade waits for the end of the period paid for; changing the subscription itself
  // would switch its price at once. A subscription schedule keeps its current phase (the
  // current price, to the period's end) and adds one period at the new price, after which the
  // schedule releases the subscription, which renews at that price. A schedule left by an
  // earlier downgrade is rewritten the same way.
  async function downgradeAtPeriodEnd(
    subscription: Stripe.Subscription,
    price: string,
    interval: PlanInterval,
    idempotencyKey: string,
  ) {
    const scheduleId = optionalIdOf(subscription.schedule);
    const schedule = scheduleId
      ? await stripe.subscriptionSchedules.retrieve(scheduleId)
      : await stripe.subscriptionSchedules.create(
          { from_subscription: subscription.id },
          { idempotencyKey: `${idempotencyKey}:schedule` },
        );
    const phase = schedule.current_phase;
    if (!phase) throw new Error(`Stripe subscription schedule ${schedule.id} has no current phase`);
    await stripe.subscriptionSchedules.update(
      schedule.id,
      {
        end_behavior: 'release',
        phases: [
          { items: [{ price: itemOf(subscription).price.id }], start_date: phase.start_date, end_date: phase.end_date },
          {
            items: [{ price }],
            duration: { interval, interval_count: 1 },
            // The switch falls on the period's boundary: nothing to credit or charge.
            proration_behavior: 'none',
          },
        ],
      },
      { idempotencyKey: `${idempotencyKey}:phases` },
    );
  }

  return {
    name: 'stripe',

    async createCustomer(input, idempotencyKey) {
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: String(input.userId) } },
        { idempotencyKey },
      );
      return customer.id;
    },

    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(checkoutParams(request), {
        idempotencyKey: request.idempotencyKey,
      });
      return checkoutOf(session);
    },

    async expireCheckout(id, idempotencyKey) {
      try {
        return checkoutOf(await stripe.checkout.sessions.expire(id, undefined, { idempotencyKey }));
      } catch (error) {
        // Stripe refuses to expire a checkout that is no longer open (paid, or expired
        // already); as with the local provider, that checkout is the answer.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const checkout = checkoutOf(await stripe.checkout.sessions.retrieve(id));
        if (checkout.status === 'open') throw error;
        return checkout;
      }
    },

    retrieveCheckout: async (id) => checkoutOf(await stripe.checkout.sessions.retrieve(id)),

    async retrievePayment(id) {
      const intent = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge.balance_transaction'] });
      const charge = expanded(intent.latest_charge, 'the charge of a payment');
      // Set once the charge has settled; until then the fee is not known.
      const balance = expanded(charge?.balance_transaction, 'the balance transaction of a charge');
      const metadata = metadataOf(intent.metadata);
      return {
        id: intent.id,
        status: paymentStatus(intent.status),
        amountCents: intent.status === 'succeeded' ? intent.amount_received : intent.amount,
        refundedCents: charge?.amount_refunded ?? 0,
        disputedCents: await disputedCents(charge),
        // In the balance's currency, which is the payment's (USD) on this platform.
        processorFeeCents: balance?.fee ?? 0,
        currency: intent.currency,
        customerId: optionalIdOf(intent.customer),
        metadata: metadata.purpose ? metadata : await invoiceMetadata(intent.id),
        created: fromSeconds(intent.created),
      };
    },

    retrieveSubscription: async (id) => subscriptionOf(await stripe.subscriptions.retrieve(id, { expand: ['schedule'] })),

    async retrieveInvoice(id) {
      const invoice = await stripe.invoices.retrieve(id, { expand: ['payments'] });
      const payment = invoice.payments?.data.find((candidate) => candidate.status === 'paid');
      return {
        id: invoice.id,
        subscriptionId: optionalIdOf(invoice.parent?.subscription_details?.subscription),
        paymentId: optionalIdOf(payment?.payment.payment_intent),
        paid: invoice.status === 'paid',
      };
    },

    async updateSubscription(id, change, idempotencyKey) {
      if ('cancelAtPeriodEnd' in change) {
        const subscription = await stripe.subscriptions.retrieve(id);
        await releaseSchedule(subscription, idempotencyKey);
        const updated = await stripe.subscriptions.update(
          id,
          { cancel_at_period_end: change.cancelAtPeriodEnd },
          { idempotencyKey },
        );
        return subscriptionOf(updated);
      }
      // Before anything changes at Stripe: a plan whose price is not configured fails here.
      const price = priceFor(change);
      const subscription = await stripe.subscriptions.retrieve(id);
      if (change.when === 'period_end') {
        // A plan ending at the period's end has no next period to downgrade (as with the
        // local provider, the cancellation wins).
        if (!subscription.cancel_at_period_end) {
          await downgradeAtPeriodEnd(subscription, price, change.interval, idempotencyKey);
        }
        return subscriptionOf(subscription);
      }
      await releaseSchedule(subscription, idempotencyKey);
      const updated = await stripe.subscriptions.update(
        id,
        {
          items: [{ id: itemOf(subscription).id, price }],
          // The difference for the rest of the period is invoiced and charged now; a declined
          // card fails the upgrade (Stripe's card error) instead of leaving the plan past due.
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          cancel_at_period_end: false,
        },
        { idempotencyKey },
      );
      return subscriptionOf(updated);
    },

    async refund(paymentId, amountCents, idempotencyKey) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentId, amount: amountCents ?? undefined },
        { idempotencyKey },
      );
      return { id: refund.id, amountCents: refund.amount };
    },

    async billingPortalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },

    async retrievePayoutAccount(id) {
      const account = await stripe.accounts.retrieve(id);
      // Separate charges and transfers need the transfers capability, nothing more.
      return { id: account.id, payoutsEnabled: account.capabilities?.transfers === 'active' };
    },

    async payoutAccountLink(input, idempotencyKey) {
      const accountId =
        input.accountId ??
        (
          await stripe.accounts.create(
            {
              type: 'express',
              email: input.email,
              capabilities: { transfers: { requested: true } },
              metadata: { userId: String(input.userId) },
            },
            { idempotencyKey },
          )
        ).id;
      // A link lives minutes and creates nothing, so each call asks for a fresh one: under a
      // repeated key Stripe would answer the first, expired link.
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: 'account_onboarding',
      });
      return { accountId, url: link.url };
    },

    async transfer(input, idempotencyKey) {
      const transfer = await stripe.transfers.create(
        { amount: input.amountCents, currency: 'usd', destination: input.accountId, transfer_group: input.transferGroup },
        { idempotencyKey },
      );
      return { id: transfer.id };
    },

    async reverseTransfer(transferId, amountCents, idempotencyKey) {
      const reversal = await stripe.transfers.createReversal(transferId, { amount: amountCents }, { idempotencyKey });
      return { id: reversal.id };
    },
  };
}
