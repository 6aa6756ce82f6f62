import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import type { ProviderSubscription } from '../domain/payment-objects';
import type { PaymentProvider, ProviderCheckout, ProviderInvoice, ProviderPayment } from '../services/payments/provider';
import { verifiedEvent } from '../services/payments/webhook';

// The secret vitest.config.ts gives the Worker, so events signed here pass its webhook too.
export const TEST_WEBHOOK_SECRET = env.STRIPE_WEBHOOK_SECRET ?? 'whsec_missing';

// A provider holding its objects in maps, as the tests set them: what the webhook retrieves.
// Calls a test does not set up fail loudly.
export function fakeProvider() {
  const checkouts = new Map<string, ProviderCheckout>();
  const payments = new Map<string, ProviderPayment>();
  const subscriptions = new Map<string, ProviderSubscription>();
  const invoices = new Map<string, ProviderInvoice>();
  const found = <T>(map: Map<string, T>, id: string): T => {
    const value = map.get(id);
    if (!value) throw new Error(`The fake provider has no ${id}`);
    return value;
  };
  const unused = () => {
    throw new Error('Not used by this test');
  };
  const provider: PaymentProvider = {
    name: 'local',
    createCustomer: unused,
    createCheckout: unused,
    expireCheckout: unused,
    retrieveCheckout: async (id) => found(checkouts, id),
    retrievePayment: async (id) => found(payments, id),
    retrieveSubscription: async (id) => found(subscriptions, id),
    retrieveInvoice: async (id) => found(invoices, id),
    updateSubscription: unused,
    refund: unused,
    billingPortalUrl: unused,
    retrievePayoutAccount: unused,
    payoutAccountLink: unused,
    transfer: unused,
    reverseTransfer: unused,
  };
  return { provider, checkouts, payments, subscriptions, invoices };
}

let events = 0;

// A Stripe-format event about `object`, signed and verified as the webhook would receive it.
export async function signedEvent(type: string, object: Record<string, unknown>, id = `evt_test_${++events}`) {
  const payload = JSON.stringify({ id, object: 'event', type, created: 0, livemode: false, data: { object } });
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: TEST_WEBHOOK_SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { payload, header, event: await verifiedEvent(payload, header, [TEST_WEBHOOK_SECRET]) };
}
