import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkouts, ledgerEntries, paymentEvents, payments } from '../../../db/schema';
import { purposeHandlers } from '../../services/payment-purposes';
import { paymentsFor } from '../../services/payments';
import { signedEvent } from '../../test/fake-provider';
import { db, makeUser, present, request } from '../../test/helpers';

// The local provider only runs on a loopback host, as under `npm run dev`.
const LOCAL = 'http://127.0.0.1';

const local = () => present(paymentsFor(env, db(), `${LOCAL}/`, purposeHandlers)?.local, 'the local provider');

const postEvent = (payload: string, header: string | undefined, origin = LOCAL) =>
  request(`${origin}/api/payments/webhook`, {
    method: 'POST',
    // As Stripe sends it: JSON, no Origin header.
    headers: { 'Content-Type': 'application/json', ...(header ? { 'Stripe-Signature': header } : {}) },
    body: payload,
  });

async function openCheckout(lines = [{ name: 'Portfolio review (30 min)', unitAmountCents: 4_500, quantity: 1 }]) {
  const { user } = await makeUser();
  const checkout = await local().provider.createCheckout({
    mode: 'payment',
    lines,
    customerId: `cus_test_${user.id}`,
    successUrl: `${LOCAL}/payment-success?checkout={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${LOCAL}/mentors`,
    expiresAt: new Date(Date.now() + 3600_000),
    metadata: { userId: String(user.id), purpose: 'mentor_session', reference: 'session:test' },
    idempotencyKey: crypto.randomUUID(),
  });
  await db().insert(checkouts).values({
    id: checkout.id,
    userId: user.id,
    purpose: 'mentor_session',
    reference: 'session:test',
    mode: 'payment',
    amountCents: checkout.amountCents,
    url: checkout.url,
    expiresAt: checkout.expiresAt,
  });
  return checkout;
}

const pay = (id: string, fields: Record<string, string>) =>
  request(`${LOCAL}/dev/checkout/${id}`, {
    method: 'POST',
    headers: { Origin: LOCAL, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

const CARD = { expiry: '12 / 40', cvc: '123', name: 'Ada Lovelace' };

describe('POST /api/payments/webhook', () => {
  it('refuses a missing or wrong signature with 400 and records nothing', async () => {
    const { payload, header } = await signedEvent('payment_intent.succeeded', { id: 'pi_unsigned' });
    for (const [body, signature] of [
      [payload, undefined],
      [payload.replace('pi_unsigned', 'pi_tampered'), header],
      [payload, header.replace(/v1=[0-9a-f]{4}/, 'v1=0000')],
    ] as const) {
      const res = await postEvent(body, signature);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.type, 'payment_intent.succeeded'))).toEqual([]);
  });

  it('answers 503 away from a loopback host when no provider is configured', async () => {
    const { payload, header } = await signedEvent('payment_intent.succeeded', { id: 'pi_far' });
    const res = await postEvent(payload, header, 'http://example.com');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Payments are not available', code: 'UNAVAILABLE' });
  });

  it('applies 20 identical deliveries sent at once exactly once', async () => {
    const checkout = await openCheckout();
    const paid = await local().pay(checkout.id, { card: '4242424242424242', confirmed: false, shipping: null });
    expect(paid.outcome).toBe('paid');
    const paymentId = present((await local().provider.retrieveCheckout(checkout.id)).paymentId, 'payment id');
    const before = await db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));
    const { payload, header } = await signedEvent('payment_intent.succeeded', { id: paymentId }, `evt_dup_${paymentId}`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postEvent(payload, header).then((r) => r.json())));
    expect(answers.filter((a) => (a as { message: string }).message === 'Processed')).toHaveLength(1);
    expect(answers.filter((a) => (a as { message: string }).message === 'Already processed')).toHaveLength(19);
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId))).toEqual(before);
  });
});

describe('the local checkout page', () => {
  it('shows the checkout, refuses a declined card without changing anything, and pays with 4242', async () => {
    const checkout = await openCheckout();
    const page = await request(`${LOCAL}/dev/checkout/${checkout.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay $45.00');

    const declined = await pay(checkout.id, { card: '4000 0000 0000 0002', ...CARD });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await local().provider.retrieveCheckout(checkout.id)).status).toBe('open');

    const incomplete = await pay(checkout.id, { card: '4242', ...CARD });
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toContain('Your card number is incomplete.');

    const paid = await pay(checkout.id, { card: '4242 4242 4242 4242', ...CARD });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(`${LOCAL}/payment-success?checkout=${checkout.id}`);
    const [row] = await db().select().from(checkouts).where(eq(checkouts.id, checkout.id));
    expect(row?.status).toBe('complete');
    const paymentId = present((await local().provider.retrieveCheckout(checkout.id)).paymentId, 'payment id');
    const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ amountCents: 4_500, purpose: 'mentor_session', processorFeeCents: 161 });
  });

  it('asks 4000 0025 0000 3155 to confirm before paying', async () => {
    const checkout = await openCheckout();
    const card = { card: '4000002500003155', ...CARD };
    const step = await pay(checkout.id, card);
    expect(step.status).toBe(200);
    expect(await step.text()).toContain('Confirm your payment');
    expect((await local().provider.retrieveCheckout(checkout.id)).status).toBe('open');
    const done = await pay(checkout.id, { ...card, confirmation: 'complete' });
    expect(done.status).toBe(303);
    expect((await local().provider.retrieveCheckout(checkout.id)).status).toBe('complete');
  });

  it('does not exist away from a loopback host', async () => {
    const checkout = await openCheckout();
    expect((await request(`http://example.com/dev/checkout/${checkout.id}`)).status).toBe(404);
  });
});
