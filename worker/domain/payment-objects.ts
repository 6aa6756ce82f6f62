import type { Plan, PlanInterval } from './plans';

// Payment objects as they are kept, not as a request sees them: here rather than beside the
// providers because the demo seed (db/seed/demo.ts) writes local subscriptions into D1 too,
// and the seed imports nothing but worker/domain.

// What a checkout is for, written into the provider's metadata and read back by the webhook.
export type CheckoutMetadata = {
  userId: string;
  purpose: string;
  reference: string;
  payeeId?: string;
  // When the service is given (a session's start), if later than the payment: the payee's
  // share is held until 7 days after it.
  serviceAt?: string;
};

// A subscription as either provider (services/payments/provider.ts) reports it.
export type ProviderSubscription = {
  id: string;
  customerId: string;
  plan: Plan;
  interval: PlanInterval;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  // A downgrade that takes effect when the current period ends.
  scheduledChange: { plan: Plan; interval: PlanInterval } | null;
  metadata: Partial<CheckoutMetadata>;
};

// A subscription as the local provider keeps it in local_payment_objects (services/payments/local-objects.ts).
export type LocalSubscription = Omit<ProviderSubscription, 'scheduledChange'> & {
  currentPeriodStart: Date;
  failsAtRenewal: boolean;
  // A downgrade waits for the end of the period (the provider's scheduledChange).
  pendingChange: { plan: Plan; interval: PlanInterval } | null;
};
