import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from './provider';
import { createStripeProvider } from './stripe-provider';

// Stripe cannot be reached from the tests: the provider talks to a fake fetch that records each
// request as the SDK sends it (form-encoded bodies, GET parameters in the query) and answers
// fixtures holding only the fields the provider reads.

const NOW = new Date(Date.UTC(2026, 10, 20, 12));
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const HOUR = 3600_000;

const PRICES = {
  STRIPE_PRICE_PRINT_USER_MONTH: 'price_print_month',
  STRIPE_PRICE_PRINT_USER_YEAR: 'price_print_year',
  STRIPE_PRICE_PORTFOLIO_PRO_MONTH: 'price_pro_month',
  STRIPE_PRICE_PORTFOLIO_PRO_YEAR: 'price_pro_year',
};

type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  idempotencyKey: string | null;
};

// Answers by "METHOD /v1/path": a fixture (200), or a function for another status.
type Route = object | ((call: Call) => Response);

function fakeStripe(routes: Record<string, Route>, prices: Record<string, string> = PRICES) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      idempotencyKey: new Headers(init?.headers).get('idempotency-key'),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) {
      const message = `No fixture for ${call.method} ${call.path}`;
      return Response.json({ error: { type: 'invalid_request_error', message } }, { status: 404 });
    }
    return typeof route === 'function' ? route(call) : Response.json(route);
  };
  const provider = createStripeProvider('sk_test_fake', { fetch, prices, maxNetworkRetries: 0, now: () => NOW });
  const only = (method: string, path: string) => {
    const matching = calls.filter((call) => call.method === method && call.path === path);
    expect(matching).toHaveLength(1);
    return matching[0] as Call;
  };
  return { provider, calls, only };
}

const metadata = { userId: '7', purpose: 'print_order', reference: 'order:3', payeeId: '9' };

const session = (fields: object = {}) => ({
  id: 'cs_1',
  url: 'https://checkout.stripe.com/c/pay/cs_1',
  mode: 'payment',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 3_000,
  currency: 'usd',
  expires_at: seconds(NOW) + 7200,
  payment_intent: null,
  subscription: null,
  customer: 'cus_1',
  metadata,
  collected_information: null,
  ...fields,
});

type PaymentCheckout = Extract<CheckoutRequest, { mode: 'payment' }>;

const paymentCheckout = (fields: Partial<PaymentCheckout> = {}): PaymentCheckout => ({
  mode: 'payment',
  lines: [{ name: 'Print, 30×40 cm', unitAmountCents: 1_500, quantity: 2 }],
  transferGroup: 'order:3',
  shipTo: 'US',
  customerId: 'cus_1',
  successUrl: 'https://aperture.test/prints?checkout={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://aperture.test/prints',
  expiresAt: new Date(NOW.getTime() + 2 * HOUR),
  metadata,
  idempotencyKey: 'checkout:7:order:3',
  ...fields,
});

describe('checkouts', () => {
  it('creates a one-off checkout at our prices, with its metadata, transfer group and shipping', async () => {
    const stripe = fakeStripe({ 'POST /v1/checkout/sessions': session() });
    const checkout = await stripe.provider.createCheckout(paymentCheckout());

    const { body, idempotencyKey } = stripe.only('POST', '/v1/checkout/sessions');
    expect(idempotencyKey).toBe('checkout:7:order:3');
    expect(body.get('mode')).toBe('payment');
    expect(body.get('customer')).toBe('cus_1');
    expect(body.get('line_items[0][price_data][unit_amount]')).toBe('1500');
    expect(body.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(body.get('line_items[0][price_data][product_data][name]')).toBe('Print, 30×40 cm');
    expect(body.get('line_items[0][quantity]')).toBe('2');
    expect(body.get('success_url')).toBe('https://aperture.test/prints?checkout={CHECKOUT_SESSION_ID}');
    expect(body.get('cancel_url')).toBe('https://aperture.test/prints');
    expect(body.get('client_reference_id')).toBe('7');
    expect(body.get('metadata[userId]')).toBe('7');
    expect(body.get('metadata[payeeId]')).toBe('9');
    expect(body.get('payment_intent_data[metadata][purpose]')).toBe('print_order');
    expect(body.get('payment_intent_data[transfer_group]')).toBe('order:3');
    expect(body.getAll('shipping_address_collection[allowed_countries][0]')).toEqual(['US']);
    expect(body.get('expires_at')).toBe(String(seconds(NOW) + 7200));
    expect(body.has('subscription_data[metadata][userId]')).toBe(false);

    expect(checkout).toEqual({
      id: 'cs_1',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
      mode: 'payment',
      status: 'open',
      paid: false,
      amountCents: 3_000,
      currency: 'usd',
      expiresAt: new Date(NOW.getTime() + 2 * HOUR),
      paymentId: null,
      subscriptionId: null,
      customerId: 'cus_1',
      metadata,
      shipping: null,
    });
  });

  it('leaves out a transfer group and shipping not asked for, and keeps the expiry inside Stripe’s window', async () => {
    const stripe = fakeStripe({ 'POST /v1/checkout/sessions': session() });
    await stripe.provider.createCheckout(
      paymentCheckout({ transferGroup: undefined, shipTo: undefined, expiresAt: new Date(NOW.getTime() + HOUR / 2) }),
    );
    const { body } = stripe.only('POST', '/v1/checkout/sessions');
    expect(body.has('payment_intent_data[transfer_group]')).toBe(false);
    expect([...body.keys()].some((key) => key.startsWith('shipping_address_collection'))).toBe(false);
    expect(body.get('expires_at')).toBe(String(seconds(NOW) + 31 * 60));
  });

  it('starts a plan at the configured Stripe price, its metadata on the subscription', async () => {
    const stripe = fakeStripe({
      'POST /v1/checkout/sessions': session({ mode: 'subscription', amount_total: 19_990 }),
    });
    const checkout = await stripe.provider.createCheckout({
      mode: 'subscription',
      plan: 'portfolio_pro',
      interval: 'year',
      customerId: 'cus_1',
      successUrl: 'https://aperture.test/subscription?checkout={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://aperture.test/subscription',
      expiresAt: new Date(NOW.getTime() + HOUR),
      metadata: { userId: '7', purpose: 'subscription', reference: 'portfolio_pro:year' },
      idempotencyKey: 'checkout:7:portfolio_pro:year:1',
    });
    const { body, idempotencyKey } = stripe.only('POST', '/v1/checkout/sessions');
    expect(idempotencyKey).toBe('checkout:7:portfolio_pro:year:1');
    expect(body.get('mode')).toBe('subscription');
    expect(body.get('line_items[0][price]')).toBe('price_pro_year');
    expect(body.get('line_items[0][quantity]')).toBe('1');
    expect(body.has('line_items[0][price_data][unit_amount]')).toBe(false);
    expect(body.get('subscription_data[metadata][reference]')).toBe('portfolio_pro:year');
    expect(body.get('client_reference_id')).toBe('7');
    expect(body.has('payment_intent_data[metadata][userId]')).toBe(false);
    expect(checkout).toMatchObject({ mode: 'subscription', amountCents: 19_990 });
  });

  it('refuses a plan whose price is not configured, before asking Stripe anything', async () => {
    const { STRIPE_PRICE_PORTFOLIO_PRO_YEAR, ...others } = PRICES;
    const stripe = fakeStripe({ 'POST /v1/checkout/sessions': session() }, others);
    await expect(
      stripe.provider.createCheckout({ ...paymentCheckout(), mode: 'subscription', plan: 'portfolio_pro', interval: 'year' }),
    ).rejects.toThrow('STRIPE_PRICE_PORTFOLIO_PRO_YEAR is not set');
    expect(stripe.calls).toEqual([]);
  });

  it('reads a completed checkout: its payment, its customer (expanded or not) and the address collected', async () => {
    const completed = session({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      payment_intent: { id: 'pi_1' },
      customer: { id: 'cus_1' },
      collected_information: {
        shipping_details: {
          name: 'Ada Lovelace',
          address: { line1: '1 Lens Lane', line2: null, city: 'London', postal_code: 'N1 9GU', state: null, country: 'GB' },
        },
      },
    });
    const stripe = fakeStripe({ 'GET /v1/checkout/sessions/cs_1': completed });
    expect(await stripe.provider.retrieveCheckout('cs_1')).toMatchObject({
      status: 'complete',
      paid: true,
      url: '',
      paymentId: 'pi_1',
      customerId: 'cus_1',
      shipping: {
        name: 'Ada Lovelace',
        line1: '1 Lens Lane',
        line2: null,
        city: 'London',
        postalCode: 'N1 9GU',
        state: null,
        country: 'GB',
      },
    });
  });

  it('expires a checkout under the key given', async () => {
    const stripe = fakeStripe({ 'POST /v1/checkout/sessions/cs_1/expire': session({ status: 'expired' }) });
    expect((await stripe.provider.expireCheckout('cs_1', 'expire:cs_1')).status).toBe('expired');
    expect(stripe.only('POST', '/v1/checkout/sessions/cs_1/expire').idempotencyKey).toBe('expire:cs_1');
  });

  it('answers a checkout Stripe will not expire because it is paid already', async () => {
    const stripe = fakeStripe({
      'POST /v1/checkout/sessions/cs_1/expire': () =>
        Response.json(
          { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } },
          { status: 400 },
        ),
      'GET /v1/checkout/sessions/cs_1': session({ status: 'complete', payment_status: 'paid' }),
    });
    expect(await stripe.provider.expireCheckout('cs_1', 'expire:cs_1')).toMatchObject({ status: 'complete', paid: true });
  });
});

describe('payments', () => {
  const intent = (fields: object = {}) => ({
    id: 'pi_1',
    status: 'succeeded',
    amount: 12_000,
    amount_received: 12_000,
    currency: 'usd',
    customer: 'cus_1',
    metadata,
    created: seconds(NOW),
    latest_charge: { id: 'ch_1', amount_refunded: 3_000, disputed: false, balance_transaction: { id: 'txn_1', fee: 378 } },
    ...fields,
  });

  it('reads a payment with its charge and balance transaction expanded: refunds and the processor fee', async () => {
    const stripe = fakeStripe({ 'GET /v1/payment_intents/pi_1': intent() });
    expect(await stripe.provider.retrievePayment('pi_1')).toEqual({
      id: 'pi_1',
      status: 'succeeded',
      amountCents: 12_000,
      refundedCents: 3_000,
      disputedCents: 0,
      processorFeeCents: 378,
      currency: 'usd',
      customerId: 'cus_1',
      metadata,
      created: NOW,
    });
    expect(stripe.only('GET', '/v1/payment_intents/pi_1').query.getAll('expand[0]')).toEqual([
      'latest_charge.balance_transaction',
    ]);
    expect(stripe.calls).toHaveLength(1);
  });

  it('counts what open and lost disputes took, not won ones or inquiries', async () => {
    const disputed = intent({
      latest_charge: { id: 'ch_1', amount_refunded: 0, disputed: true, balance_transaction: { id: 'txn_1', fee: 378 } },
    });
    const stripe = fakeStripe({
      'GET /v1/payment_intents/pi_1': disputed,
      'GET /v1/disputes': {
        object: 'list',
        has_more: false,
        data: [
          { id: 'dp_1', amount: 4_000, status: 'lost' },
          { id: 'dp_2', amount: 2_000, status: 'under_review' },
          { id: 'dp_3', amount: 1_000, status: 'won' },
          { id: 'dp_4', amount: 500, status: 'warning_needs_response' },
        ],
      },
    });
    expect((await stripe.provider.retrievePayment('pi_1')).disputedCents).toBe(6_000);
    expect(stripe.only('GET', '/v1/disputes').query.get('charge')).toBe('ch_1');
  });

  it('has no fee before the charge settles, and maps a payment not yet through or canceled', async () => {
    const pending = intent({
      status: 'processing',
      amount_received: 0,
      latest_charge: { id: 'ch_1', amount_refunded: 0, disputed: false, balance_transaction: null },
    });
    const stripe = fakeStripe({
      'GET /v1/payment_intents/pi_1': pending,
      'GET /v1/payment_intents/pi_2': intent({ id: 'pi_2', status: 'canceled', amount_received: 0, latest_charge: null }),
    });
    expect(await stripe.provider.retrievePayment('pi_1')).toMatchObject({
      status: 'processing',
      amountCents: 12_000,
      processorFeeCents: 0,
    });
    expect(await stripe.provider.retrievePayment('pi_2')).toMatchObject({ status: 'failed', refundedCents: 0 });
  });

  it('gives a plan’s payment (made by its invoice, with no metadata) the subscription’s metadata', async () => {
    const stripe = fakeStripe({
      'GET /v1/payment_intents/pi_1': intent({ metadata: {} }),
      'GET /v1/invoice_payments': {
        object: 'list',
        has_more: false,
        data: [
          {
            id: 'inpay_1',
            invoice: {
              id: 'in_1',
              parent: {
                type: 'subscription_details',
                subscription_details: {
                  subscription: 'sub_1',
                  metadata: { userId: '7', purpose: 'subscription', reference: 'print_user:month' },
                },
              },
            },
          },
        ],
      },
    });
    expect((await stripe.provider.retrievePayment('pi_1')).metadata).toEqual({
      userId: '7',
      purpose: 'subscription',
      reference: 'sub_1',
    });
    const { query } = stripe.only('GET', '/v1/invoice_payments');
    expect(query.get('payment[type]')).toBe('payment_intent');
    expect(query.get('payment[payment_intent]')).toBe('pi_1');
    expect(query.get('expand[0]')).toBe('data.invoice');
  });

  it('refunds part of a payment or what is left of it, under the key given', async () => {
    const stripe = fakeStripe({
      'POST /v1/refunds': (call) => Response.json({ id: 're_1', amount: Number(call.body.get('amount') ?? 12_000) }),
    });
    expect(await stripe.provider.refund('pi_1', 3_000, 'refund:1')).toEqual({ id: 're_1', amountCents: 3_000 });
    expect(await stripe.provider.refund('pi_1', null, 'refund:2')).toEqual({ id: 're_1', amountCents: 12_000 });
    const [partial, full] = stripe.calls;
    expect(partial?.body.get('payment_intent')).toBe('pi_1');
    expect(partial?.body.get('amount')).toBe('3000');
    expect(partial?.idempotencyKey).toBe('refund:1');
    expect(full?.body.get('payment_intent')).toBe('pi_1');
    expect(full?.body.has('amount')).toBe(false);
    expect(full?.idempotencyKey).toBe('refund:2');
  });
});

describe('subscriptions', () => {
  const PERIOD_START = seconds(NOW) - 10 * 86_400;
  const PERIOD_END = seconds(NOW) + 20 * 86_400;

  const subscription = (fields: object = {}) => ({
    id: 'sub_1',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    schedule: null,
    metadata: { userId: '7', purpose: 'subscription', reference: 'portfolio_pro:year' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          price: { id: 'price_pro_year' },
          current_period_start: PERIOD_START,
          current_period_end: PERIOD_END,
        },
      ],
    },
    ...fields,
  });

  it('reads the plan from the item’s price and the period’s end from the item', async () => {
    const stripe = fakeStripe({ 'GET /v1/subscriptions/sub_1': subscription({ status: 'unpaid' }) });
    expect(await stripe.provider.retrieveSubscription('sub_1')).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      plan: 'portfolio_pro',
      interval: 'year',
      status: 'past_due',
      currentPeriodEnd: new Date(PERIOD_END * 1000),
      cancelAtPeriodEnd: false,
      scheduledChange: null,
      metadata: { userId: '7', purpose: 'subscription', reference: 'portfolio_pro:year' },
    });
    expect(stripe.only('GET', '/v1/subscriptions/sub_1').query.getAll('expand[0]')).toEqual(['schedule']);
  });

  it('reads a downgrade waiting for the period end from the schedule’s next phase', async () => {
    const schedule = {
      id: 'sub_sched_1',
      phases: [
        { start_date: PERIOD_START, end_date: PERIOD_END, items: [{ price: 'price_pro_year' }] },
        { start_date: PERIOD_END, end_date: PERIOD_END + 30 * 86_400, items: [{ price: 'price_print_month' }] },
      ],
    };
    const stripe = fakeStripe({ 'GET /v1/subscriptions/sub_1': subscription({ schedule }) });
    expect((await stripe.provider.retrieveSubscription('sub_1')).scheduledChange).toEqual({
      plan: 'print_user',
      interval: 'month',
    });
  });

  it('refuses a price that is none of ours', async () => {
    const foreign = subscription({ items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_other' } }] } });
    const stripe = fakeStripe({ 'GET /v1/subscriptions/sub_1': foreign });
    await expect(stripe.provider.retrieveSubscription('sub_1')).rejects.toThrow('price_other');
  });

  it('reads an invoice: its subscription and the payment that paid it', async () => {
    const stripe = fakeStripe({
      'GET /v1/invoices/in_1': {
        id: 'in_1',
        status: 'paid',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: null } },
        payments: {
          object: 'list',
          data: [
            { id: 'inpay_1', status: 'canceled', payment: { type: 'payment_intent', payment_intent: 'pi_declined' } },
            { id: 'inpay_2', status: 'paid', payment: { type: 'payment_intent', payment_intent: { id: 'pi_paid' } } },
          ],
        },
      },
    });
    expect(await stripe.provider.retrieveInvoice('in_1')).toEqual({
      id: 'in_1',
      subscriptionId: 'sub_1',
      paymentId: 'pi_paid',
      paid: true,
    });
    expect(stripe.only('GET', '/v1/invoices/in_1').query.get('expand[0]')).toBe('payments');
  });

  it('cancels at the period end, releasing a schedule that holds a downgrade first', async () => {
    const stripe = fakeStripe({
      'GET /v1/subscriptions/sub_1': subscription({ schedule: 'sub_sched_1' }),
      'POST /v1/subscription_schedules/sub_sched_1/release': { id: 'sub_sched_1' },
      'POST /v1/subscriptions/sub_1': subscription({ cancel_at_period_end: true }),
    });
    const updated = await stripe.provider.updateSubscription('sub_1', { cancelAtPeriodEnd: true }, 'cancel:sub_1');
    expect(updated.cancelAtPeriodEnd).toBe(true);
    expect(stripe.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v1/subscriptions/sub_1',
      'POST /v1/subscription_schedules/sub_sched_1/release',
      'POST /v1/subscriptions/sub_1',
    ]);
    expect(stripe.only('POST', '/v1/subscription_schedules/sub_sched_1/release').idempotencyKey).toBe('cancel:sub_1:release');
    const { body, idempotencyKey } = stripe.only('POST', '/v1/subscriptions/sub_1');
    expect(body.get('cancel_at_period_end')).toBe('true');
    expect(idempotencyKey).toBe('cancel:sub_1');
  });

  it('upgrades now: the item’s new price, the difference invoiced at once', async () => {
    const stripe = fakeStripe({
      'GET /v1/subscriptions/sub_1': subscription({
        items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_print_month' } }] },
      }),
      'POST /v1/subscriptions/sub_1': subscription(),
    });
    const updated = await stripe.provider.updateSubscription(
      'sub_1',
      { plan: 'portfolio_pro', interval: 'year', when: 'now' },
      'switch:sub_1',
    );
    expect(updated).toMatchObject({ plan: 'portfolio_pro', interval: 'year' });
    const { body, idempotencyKey } = stripe.only('POST', '/v1/subscriptions/sub_1');
    expect(body.get('items[0][id]')).toBe('si_1');
    expect(body.get('items[0][price]')).toBe('price_pro_year');
    expect(body.get('proration_behavior')).toBe('always_invoice');
    expect(body.get('payment_behavior')).toBe('error_if_incomplete');
    expect(body.get('cancel_at_period_end')).toBe('false');
    expect(idempotencyKey).toBe('switch:sub_1');
  });

  it('downgrades at the period end through a schedule, leaving the subscription as it is', async () => {
    const stripe = fakeStripe({
      'GET /v1/subscriptions/sub_1': subscription(),
      'POST /v1/subscription_schedules': {
        id: 'sub_sched_1',
        current_phase: { start_date: PERIOD_START, end_date: PERIOD_END },
      },
      'POST /v1/subscription_schedules/sub_sched_1': { id: 'sub_sched_1' },
    });
    const after = await stripe.provider.updateSubscription(
      'sub_1',
      { plan: 'print_user', interval: 'month', when: 'period_end' },
      'switch:sub_1',
    );
    expect(after).toMatchObject({ plan: 'portfolio_pro', interval: 'year' });
    expect(stripe.calls.some((call) => call.method === 'POST' && call.path === '/v1/subscriptions/sub_1')).toBe(false);

    const created = stripe.only('POST', '/v1/subscription_schedules');
    expect(created.body.get('from_subscription')).toBe('sub_1');
    expect(created.idempotencyKey).toBe('switch:sub_1:schedule');
    const { body, idempotencyKey } = stripe.only('POST', '/v1/subscription_schedules/sub_sched_1');
    expect(idempotencyKey).toBe('switch:sub_1:phases');
    expect(body.get('end_behavior')).toBe('release');
    expect(body.get('phases[0][items][0][price]')).toBe('price_pro_year');
    expect(body.get('phases[0][start_date]')).toBe(String(PERIOD_START));
    expect(body.get('phases[0][end_date]')).toBe(String(PERIOD_END));
    expect(body.get('phases[1][items][0][price]')).toBe('price_print_month');
    expect(body.get('phases[1][duration][interval]')).toBe('month');
    expect(body.get('phases[1][duration][interval_count]')).toBe('1');
    expect(body.get('phases[1][proration_behavior]')).toBe('none');
  });

  it('rewrites the schedule an earlier downgrade left, and schedules nothing for a plan that is ending', async () => {
    const stripe = fakeStripe({
      'GET /v1/subscriptions/sub_1': subscription({ schedule: 'sub_sched_1' }),
      'GET /v1/subscriptions/sub_2': subscription({ id: 'sub_2', cancel_at_period_end: true }),
      'GET /v1/subscription_schedules/sub_sched_1': {
        id: 'sub_sched_1',
        current_phase: { start_date: PERIOD_START, end_date: PERIOD_END },
      },
      'POST /v1/subscription_schedules/sub_sched_1': { id: 'sub_sched_1' },
    });
    await stripe.provider.updateSubscription('sub_1', { plan: 'print_user', interval: 'year', when: 'period_end' }, 'k1');
    expect(stripe.calls.some((call) => call.path === '/v1/subscription_schedules')).toBe(false);
    expect(stripe.only('POST', '/v1/subscription_schedules/sub_sched_1').body.get('phases[1][items][0][price]')).toBe(
      'price_print_year',
    );

    const ending = await stripe.provider.updateSubscription(
      'sub_2',
      { plan: 'print_user', interval: 'month', when: 'period_end' },
      'k2',
    );
    expect(ending.cancelAtPeriodEnd).toBe(true);
    expect(stripe.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('surfaces a declined card as Stripe’s card error, sent once', async () => {
    const stripe = fakeStripe({
      'GET /v1/subscriptions/sub_1': subscription(),
      'POST /v1/subscriptions/sub_1': () =>
        Response.json(
          {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          },
          { status: 402 },
        ),
    });
    const upgrade = stripe.provider.updateSubscription('sub_1', { plan: 'portfolio_pro', interval: 'year', when: 'now' }, 'k');
    await expect(upgrade).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await expect(upgrade).rejects.toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect(stripe.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});

describe('customers and payouts', () => {
  it('creates a customer under the key given', async () => {
    const stripe = fakeStripe({ 'POST /v1/customers': { id: 'cus_1' } });
    expect(await stripe.provider.createCustomer({ userId: 7, email: 'ada@aperture.test', name: 'Ada' }, 'customer:7')).toBe(
      'cus_1',
    );
    const { body, idempotencyKey } = stripe.only('POST', '/v1/customers');
    expect(body.get('email')).toBe('ada@aperture.test');
    expect(body.get('metadata[userId]')).toBe('7');
    expect(idempotencyKey).toBe('customer:7');
  });

  it('creates an Express account on first need, then links to its onboarding', async () => {
    const stripe = fakeStripe({
      'POST /v1/accounts': { id: 'acct_1' },
      'POST /v1/account_links': { url: 'https://connect.stripe.com/setup/e/acct_1' },
    });
    const input = {
      userId: 9,
      email: 'mentor@aperture.test',
      returnUrl: 'https://a.test/back',
      refreshUrl: 'https://a.test/again',
    };
    expect(await stripe.provider.payoutAccountLink({ ...input, accountId: null }, 'payout-account:9')).toEqual({
      accountId: 'acct_1',
      url: 'https://connect.stripe.com/setup/e/acct_1',
    });
    const account = stripe.only('POST', '/v1/accounts');
    expect(account.body.get('type')).toBe('express');
    expect(account.body.get('capabilities[transfers][requested]')).toBe('true');
    expect(account.idempotencyKey).toBe('payout-account:9');
    const link = stripe.only('POST', '/v1/account_links');
    expect(link.body.get('account')).toBe('acct_1');
    expect(link.body.get('type')).toBe('account_onboarding');
    expect(link.body.get('refresh_url')).toBe('https://a.test/again');

    await stripe.provider.payoutAccountLink({ ...input, accountId: 'acct_1' }, 'payout-account:9');
    expect(stripe.calls.filter((call) => call.path === '/v1/accounts')).toHaveLength(1);
  });

  it('reads whether an account can receive transfers yet', async () => {
    const stripe = fakeStripe({
      'GET /v1/accounts/acct_1': { id: 'acct_1', capabilities: { transfers: 'active' } },
      'GET /v1/accounts/acct_2': { id: 'acct_2', capabilities: { transfers: 'pending' } },
    });
    expect(await stripe.provider.retrievePayoutAccount('acct_1')).toEqual({ id: 'acct_1', payoutsEnabled: true });
    expect(await stripe.provider.retrievePayoutAccount('acct_2')).toEqual({ id: 'acct_2', payoutsEnabled: false });
  });

  it('transfers to an account and reverses part of a transfer, under the keys given', async () => {
    const stripe = fakeStripe({
      'POST /v1/transfers': { id: 'tr_1' },
      'POST /v1/transfers/tr_1/reversals': { id: 'trr_1' },
    });
    expect(
      await stripe.provider.transfer({ accountId: 'acct_1', amountCents: 10_200, transferGroup: 'order:3' }, 'transfer:3'),
    ).toEqual({ id: 'tr_1' });
    expect(await stripe.provider.reverseTransfer('tr_1', 2_550, 'reversal:3')).toEqual({ id: 'trr_1' });
    const transfer = stripe.only('POST', '/v1/transfers');
    expect(Object.fromEntries(transfer.body)).toEqual({
      amount: '10200',
      currency: 'usd',
      destination: 'acct_1',
      transfer_group: 'order:3',
    });
    expect(transfer.idempotencyKey).toBe('transfer:3');
    const reversal = stripe.only('POST', '/v1/transfers/tr_1/reversals');
    expect(reversal.body.get('amount')).toBe('2550');
    expect(reversal.idempotencyKey).toBe('reversal:3');
  });
});
