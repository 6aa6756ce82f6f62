import { sql } from 'drizzle-orm';
import type { Db } from '../../env';
import { statement } from '../statements';
import type { ProviderSubscription } from '../../domain/payment-objects';

// A renewal that failed leaves the plan usable this long, whatever the provider's own retry
// schedule (services/subscription.ts reads it).
export const PAST_DUE_GRACE_DAYS = 7;

// The provider's subscription, copied onto its row (created on first sight, for the member
// whose provider customer it belongs to). A first failed renewal starts the grace period;
// later ones keep its start; any other state ends it.
export function upsertSubscription(db: Db, s: ProviderSubscription, at: Date) {
  const now = at.getTime();
  return statement(
    db,
    sql`
    INSERT INTO subscriptions
      (user_id, provider_subscription_id, type, interval, status, current_period_end,
       cancel_at_period_end, scheduled_type, scheduled_interval, past_due_since, created_at, updated_at)
    SELECT user_id, ${s.id}, ${s.plan}, ${s.interval}, ${s.status}, ${s.currentPeriodEnd.getTime()},
           ${s.cancelAtPeriodEnd ? 1 : 0}, ${s.scheduledChange?.plan ?? null}, ${s.scheduledChange?.interval ?? null},
           ${s.status === 'past_due' ? now : null}, ${now}, ${now}
    FROM billing_customers WHERE provider_customer_id = ${s.customerId}
    ON CONFLICT (provider_subscription_id) DO UPDATE SET
      type = excluded.type,
      interval = excluded.interval,
      status = excluded.status,
      current_period_end = excluded.current_period_end,
      cancel_at_period_end = excluded.cancel_at_period_end,
      scheduled_type = excluded.scheduled_type,
      scheduled_interval = excluded.scheduled_interval,
      past_due_since = CASE WHEN excluded.status = 'past_due'
                            THEN coalesce(subscriptions.past_due_since, excluded.past_due_since) END,
      updated_at = excluded.updated_at
  `,
  );
}
