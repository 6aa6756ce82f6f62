import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt } from './columns';

// Money (services/payments). Amounts are integer cents; ids are the provider's own
// (cs_…, pi_…, evt_…), so a webhook event finds its rows without a lookup table.

// A member's plan, as the payment provider's webhook events last described it
// (services/payments): the provider's subscription is the truth, this row its copy.
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null only for rows written before payments existed.
    providerSubscriptionId: text('provider_subscription_id').unique(),
    type: text('type', { enum: ['print_user', 'portfolio_pro'] }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] })
      .notNull()
      .default('month'),
    status: text('status', { enum: ['active', 'canceled', 'past_due', 'incomplete'] }).notNull(),
    currentPeriodEnd: integer('current_period_end', { mode: 'timestamp_ms' }).notNull(),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    // When a renewal first failed: the plan still counts for 7 days from here.
    pastDueSince: integer('past_due_since', { mode: 'timestamp_ms' }),
    // A downgrade waiting for the end of the period.
    scheduledType: text('scheduled_type', { enum: ['print_user', 'portfolio_pro'] }),
    scheduledInterval: text('scheduled_interval', { enum: ['month', 'year'] }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.status)],
);

// One row per provider event, inserted first in the batch that applies it: a replayed or
// duplicated delivery fails on the primary key and changes nothing.
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

// The provider's customer for each member who has paid or subscribed.
export const billingCustomers = sqliteTable('billing_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

// What a payment is for: the purpose names the product, the reference its row there
// (a plan and interval, a session id, an order id).
export const PAYMENT_PURPOSES = ['subscription', 'mentor_session', 'quick_session', 'print_order', 'webinar'] as const;

export const checkouts = sqliteTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    reference: text('reference').notNull(),
    mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    url: text('url').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('checkouts_user_idx').on(t.userId, t.createdAt)],
);

// A captured payment. `payeeId` is the mentor or seller whose share it carries (null when
// the platform keeps it all, as for subscriptions); their share becomes available 7 days
// after `serviceAt` (the session or the sale).
export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    payeeId: integer('payee_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    processorFeeCents: integer('processor_fee_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    disputedCents: integer('disputed_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    serviceAt: integer('service_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payments_created_idx').on(t.createdAt), index('payments_payee_idx').on(t.payeeId)],
);

// Double entry: each money movement is a set of rows sharing a `txn` whose amounts sum to
// zero. Accounts: `customer` (the buyer's money), `processor` (its fees), `platform`,
// `payee` (a mentor's or seller's earnings; `userId` says whose) and `paid_out`.
// A payee row counts as pending until `availableAt`.
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    txn: text('txn').notNull(),
    line: integer('line').notNull(),
    account: text('account', { enum: ['customer', 'processor', 'platform', 'payee', 'paid_out'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: ['payment', 'processor_fee', 'platform_fee', 'share', 'refund', 'dispute', 'payout'],
    }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentId: text('payment_id'),
    availableAt: integer('available_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_txn_line_idx').on(t.txn, t.line),
    index('ledger_user_idx').on(t.userId, t.availableAt),
    index('ledger_payment_idx').on(t.paymentId),
    index('ledger_created_idx').on(t.createdAt),
  ],
);

// Money sent to a payee's payout account (Connect in production, recorded locally).
export const payouts = sqliteTable(
  'payouts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    providerTransferId: text('provider_transfer_id').unique(),
    // Taken back from the payee's account (transfer reversals) after a refund or a lost
    // dispute of money this payout had already sent.
    reversedCents: integer('reversed_cents').notNull().default(0),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('payouts_user_idx').on(t.userId, t.createdAt), index('payouts_status_idx').on(t.status)],
);

// A payee's account at the provider for receiving payouts.
export const payoutAccounts = sqliteTable('payout_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerAccountId: text('provider_account_id').notNull().unique(),
  payoutsEnabled: integer('payouts_enabled', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
});

// The local payment provider's own objects (services/payments/local-provider.ts), standing in
// for the provider's servers under `npm run dev` and in tests. An idempotency key, when given,
// answers a repeated request with the object the first one made.
export const localPaymentObjects = sqliteTable('local_payment_objects', {
  id: text('id').primaryKey(),
  kind: text('kind', {
    enum: ['customer', 'checkout', 'payment', 'subscription', 'invoice', 'refund', 'account', 'transfer'],
  }).notNull(),
  data: text('data', { mode: 'json' }).notNull().$type<Record<string, unknown>>(),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});
