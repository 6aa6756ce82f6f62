import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { purposeHandlers } from '../services/payment-purposes';
import { type Payments, paymentsFor } from '../services/payments';
import { signLocalEvent } from '../services/payments/local-events';
import { createLocalProvider, type LocalProvider } from '../services/payments/local-provider';
import { receiveEvent } from '../services/payments/webhook';
import { db, makeUser, present } from './helpers';

// The local provider as the tests reach it: on a loopback host, its clock at `at`.
export const LOCAL = 'http://127.0.0.1';
export const localPayments = (at?: Date) =>
  present(paymentsFor(env, db(), `${LOCAL}/`, purposeHandlers, at && (() => at)), 'the local provider');

// The local provider with its clock at `paidAt` whose events reach the webhook at
// `deliveredAt`: a payment made in time whose news arrives late.
export function latePayments(paidAt: Date, deliveredAt: Date): Payments {
  const secret = present(env.STRIPE_WEBHOOK_SECRET, 'the webhook secret');
  const local: LocalProvider = createLocalProvider(db(), {
    origin: LOCAL,
    now: () => paidAt,
    deliver: async (events) => {
      for (const event of events) {
        const { payload, header } = await signLocalEvent(event, secret);
        await receiveEvent(
          db(),
          local.provider,
          { rawBody: payload, signature: header, secret },
          { at: deliveredAt, origin: LOCAL, purposes: purposeHandlers },
        );
      }
    },
  });
  return { provider: local.provider, local };
}

// A new buyer pays `cents` for a mentoring session through the local checkout, at `at`; the
// payee (when given) earns the share. Answers the payment's id.
export async function paidSale({ cents = 12_000, payeeId, at }: { cents?: number; payeeId?: number; at?: Date } = {}) {
  const { user } = await makeUser();
  const { provider, local } = localPayments(at);
  const checkout = await provider.createCheckout({
    mode: 'payment',
    lines: [{ name: 'Portfolio review (60 min)', unitAmountCents: cents, quantity: 1 }],
    customerId: `cus_test_${user.id}`,
    successUrl: `${LOCAL}/payment-success`,
    cancelUrl: `${LOCAL}/mentors`,
    expiresAt: new Date((at ?? new Date()).getTime() + 3600_000),
    metadata: {
      userId: String(user.id),
      purpose: 'mentor_session',
      reference: 'session:1',
      ...(payeeId ? { payeeId: String(payeeId) } : {}),
    },
    idempotencyKey: crypto.randomUUID(),
  });
  const paid = await present(local).pay(checkout.id, { card: '4242424242424242', confirmed: false, shipping: null });
  expect(paid.outcome).toBe('paid');
  return { paymentId: present((await provider.retrieveCheckout(checkout.id)).paymentId, 'payment id'), buyer: user };
}
