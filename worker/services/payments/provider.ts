import type { CheckoutMetadata, ProviderSubscription } from '../../domain/payment-objects';
import type { Plan, PlanInterval } from '../../domain/plans';

// One payment system for every product (subscriptions, sessions, prints, webinars), with two
// implementations: Stripe (stripe-provider.ts) when STRIPE_SECRET_KEY is set, and the local
// provider (local-provider.ts) for `npm run dev` and tests. Both speak in these shapes; the
// webhook (webhook.ts) receives Stripe-format events from either and applies the object it
// retrieves through here, never the event's copy, so late or reordered events end right.
//
// Every call that moves money or creates something takes an idempotency key: a retried or
// double-clicked request does its work once.

export type { Plan, PlanInterval };

// A line at a price we compute (one-off checkouts). Subscriptions name a plan instead, which
// each provider maps to its own price (Stripe: the STRIPE_PRICE_* variables).
export type PricedLine = { name: string; unitAmountCents: number; quantity: number };

export type CheckoutRequest = {
  customerId: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  metadata: CheckoutMetadata;
  idempotencyKey: string;
} & (
  | {
      mode: 'payment';
      lines: PricedLine[];
      transferGroup?: string;
      // Collect a shipping address, in this country only (ISO 3166 two letters): the one the
      // order's shipping was priced for.
      shipTo?: string;
    }
  | { mode: 'subscription'; plan: Plan; interval: PlanInterval }
);

export type ProviderCheckout = {
  id: string;
  url: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  amountCents: number;
  currency: string;
  expiresAt: Date;
  paymentId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  metadata: CheckoutMetadata;
  shipping: ShippingAddress | null;
};

export type ShippingAddress = {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  postalCode: string;
  state: string | null;
  country: string;
};

export type ProviderPayment = {
  id: string;
  status: 'succeeded' | 'processing' | 'failed';
  amountCents: number;
  refundedCents: number;
  // Lost, or still open, in disputes: the processor has taken it back.
  disputedCents: number;
  processorFeeCents: number;
  currency: string;
  customerId: string | null;
  metadata: Partial<CheckoutMetadata>;
  created: Date;
};

// A payee's account for receiving transfers, once onboarding lets it.
export type ProviderPayoutAccount = { id: string; payoutsEnabled: boolean };

// A bill for a subscription's period: paid (with its payment) or failed.
export type ProviderInvoice = {
  id: string;
  subscriptionId: string | null;
  paymentId: string | null;
  paid: boolean;
};

export type SubscriptionChange =
  | { cancelAtPeriodEnd: boolean }
  // An upgrade applies now with proration; a downgrade at the end of the period.
  | { plan: Plan; interval: PlanInterval; when: 'now' | 'period_end' };

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  createCustomer(input: { userId: number; email: string; name: string }, idempotencyKey: string): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  expireCheckout(id: string, idempotencyKey: string): Promise<ProviderCheckout>;
  retrieveCheckout(id: string): Promise<ProviderCheckout>;
  retrievePayment(id: string): Promise<ProviderPayment>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  retrieveInvoice(id: string): Promise<ProviderInvoice>;
  updateSubscription(id: string, change: SubscriptionChange, idempotencyKey: string): Promise<ProviderSubscription>;
  // A null amount refunds what is left of the payment.
  refund(paymentId: string, amountCents: number | null, idempotencyKey: string): Promise<{ id: string; amountCents: number }>;
  billingPortalUrl(customerId: string, returnUrl: string): Promise<string>;
  retrievePayoutAccount(id: string): Promise<ProviderPayoutAccount>;
  payoutAccountLink(
    input: { userId: number; email: string; accountId: string | null; returnUrl: string; refreshUrl: string },
    idempotencyKey: string,
  ): Promise<{ accountId: string; url: string }>;
  transfer(
    input: { accountId: string; amountCents: number; transferGroup?: string },
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  reverseTransfer(transferId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string }>;
}
