import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { CameraExif } from '../worker/contract/submissions';
import type { DateOverride, TimeOff, WeeklyHours } from '../worker/domain/availability';
import { PROFILE_STATUSES, SESSION_STATUSES, SESSION_TYPES, type SessionOffer } from '../worker/domain/mentoring';
import type { QuickSessionData } from '../worker/domain/messages';
import { FULFILMENT_STATUSES } from '../worker/domain/prints';

export type MailAttachment = { filename: string; contentType: string; content: string };

const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull().unique(),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bio: text('bio'),
    profileImageUrl: text('profile_image_url'),
    // `pbkdf2-sha256$iterations$salt$hash`; the version says which scheme wrote it,
    // so a stronger one can be rolled out on the next sign-in.
    passwordHash: text('password_hash'),
    passwordVersion: integer('password_version').notNull().default(1),
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
    isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
    isSuperAdmin: integer('is_super_admin', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('users_created_at_idx').on(t.createdAt)],
);

// The cookie carries a random token; only its SHA-256 hash is stored, so a leaked
// table cannot be replayed as sessions.
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Single-use links sent by mail (email verification, password reset); stored hashed.
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

// The outbox (the admin email queue): mail is written here in the same request that
// causes it, then sent by the drain, so a failing provider never loses a message.
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    // Files sent with the mail (a session's .ics), content as text.
    attachments: text('attachments', { mode: 'json' }).$type<MailAttachment[]>(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // A drain claims a row until this time; a run that dies leaves it for the next to reclaim.
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);

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

// A member's mentor profile: their application while pending or rejected, their public
// profile once approved. Suspension is apart from the status, so a suspended mentor keeps
// their dashboard, sessions and earnings but is neither listed nor bookable.
// Availability rules are wall-clock times in `time_zone` (domain/availability.ts).
export const mentorProfiles = sqliteTable(
  'mentor_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileStatus: text('profile_status', { enum: PROFILE_STATUSES }).notNull().default('pending'),
    slug: text('slug').unique(),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    specialties: text('specialties', { mode: 'json' }).notNull().$type<string[]>().default([]),
    yearsExperience: integer('years_experience').notNull().default(0),
    portfolioLinks: text('portfolio_links', { mode: 'json' }).notNull().$type<string[]>().default([]),
    hourlyRateCents: integer('hourly_rate_cents').notNull().default(0),
    sessionOffers: text('session_offers', { mode: 'json' }).notNull().$type<SessionOffer[]>().default([]),
    timeZone: text('time_zone').notNull().default('UTC'),
    languages: text('languages', { mode: 'json' }).notNull().$type<string[]>().default([]),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    reviewNote: text('review_note'),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }),
    // On the home page's Featured Mentors, longest-featured first.
    featuredAt: integer('featured_at', { mode: 'timestamp_ms' }),
    weeklyHours: text('weekly_hours', { mode: 'json' }).notNull().$type<WeeklyHours>().default([]),
    dateOverrides: text('date_overrides', { mode: 'json' }).notNull().$type<DateOverride[]>().default([]),
    timeOff: text('time_off', { mode: 'json' }).notNull().$type<TimeOff[]>().default([]),
    bufferMinutes: integer('buffer_minutes').notNull().default(15),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(720),
    bookingWindowDays: integer('booking_window_days').notNull().default(60),
    // The first free start, kept fresh on every change and by the cron, so discovery's
    // 'available in the next 7 days' is an indexed comparison.
    nextAvailableAt: integer('next_available_at', { mode: 'timestamp_ms' }),
    // Recounted from the reviews whenever one is written.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('mentor_profiles_listed_idx').on(t.profileStatus, t.suspendedAt, t.nextAvailableAt),
    index('mentor_profiles_featured_idx').on(t.featuredAt),
  ],
);

export const featureFlags = sqliteTable('feature_flags', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
  // On for everyone when true; otherwise only for the allowlist and the rollout bucket.
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(false),
  rolloutPercentage: integer('rollout_percentage').notNull().default(0),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
});

export const featureFlagUsers = sqliteTable(
  'feature_flag_users',
  {
    flagName: text('flag_name')
      .notNull()
      .references(() => featureFlags.name, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.flagName, t.userId] })],
);

// One row per scheduled job run, so re-runs can be checked and operators can see what the cron did.
export const cronRuns = sqliteTable(
  'cron_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cron: text('cron').notNull(),
    scheduledAt: integer('scheduled_at', { mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }).notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [index('cron_runs_scheduled_idx').on(t.scheduledAt)],
);

// Leases that keep two overlapping cron runs from doing the same job at once.
export const cronLeases = sqliteTable('cron_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});

// A copy of every mail the dev transport "sent" (DEV_MAILBOX only): /dev/mailbox and the
// end-to-end tests read links here, so the outbox itself keeps no live link.
export const devMail = sqliteTable('dev_mail', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  outboxId: integer('outbox_id').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  attachments: text('attachments', { mode: 'json' }).$type<MailAttachment[]>(),
  createdAt: createdAt(),
});

// Who did what, when: every admin action, for later admin screens.
export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Null for actions run from the command line (npm run promote-admin).
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt), index('admin_audit_target_idx').on(t.targetType, t.targetId)],
);

export type UserRow = typeof users.$inferSelect;
export type FeatureFlagRow = typeof featureFlags.$inferSelect;

// Daily and admin-made challenges (community challenges live apart). Times are UTC
// instants; a daily challenge also records its New York calendar date, unique per
// category, which keeps the cron from ever creating a day twice.
export const challenges = sqliteTable(
  'challenges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    startDate: integer('start_date', { mode: 'timestamp_ms' }).notNull(),
    endDate: integer('end_date', { mode: 'timestamp_ms' }).notNull(),
    votingStartDate: integer('voting_start_date', { mode: 'timestamp_ms' }).notNull(),
    votingEndDate: integer('voting_end_date', { mode: 'timestamp_ms' }),
    thumbnailImage: text('thumbnail_image'),
    coverImage: text('cover_image'),
    coverImageCredit: text('cover_image_credit'),
    imageTransform: text('image_transform', { mode: 'json' }).$type<{ scale: number; x: number; y: number }>(),
    submissionLimit: integer('submission_limit'),
    dailyDate: text('daily_date'),
    evergreenThemeId: integer('evergreen_theme_id'),
    // Community challenges: made by a member, listed or not, open to all or by invitation.
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    privacyType: text('privacy_type', { enum: ['public', 'unlisted', 'invite'] })
      .notNull()
      .default('public'),
    inviteCode: text('invite_code'),
    // Unlisted and invite-only challenges are reached only through this unguessable key
    // (their address is /user-challenges/{key}); public ones have none.
    key: text('key'),
    resultsAt: integer('results_at', { mode: 'timestamp_ms' }),
    // An admin's 'remove challenge': hidden everywhere, every row kept.
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('challenges_start_idx').on(t.startDate),
    index('challenges_end_idx').on(t.endDate),
    index('challenges_voting_end_idx').on(t.votingEndDate),
    index('challenges_results_idx').on(t.resultsAt),
    index('challenges_creator_idx').on(t.creatorId, t.privacyType, t.startDate),
    index('challenges_category_start_idx').on(t.category, t.startDate),
    uniqueIndex('challenges_daily_unique').on(t.category, t.dailyDate),
    uniqueIndex('challenges_key_unique').on(t.key),
  ],
);

// Themes the cron draws tomorrow's daily challenge from when none is planned.
export const evergreenThemes = sqliteTable(
  'evergreen_themes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverImage: text('cover_image'),
    coverImageCredit: text('cover_image_credit'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('evergreen_category_idx').on(t.category, t.active, t.lastUsedAt)],
);

export const submissions = sqliteTable(
  'submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    altText: text('alt_text').notNull().default(''),
    filename: text('filename').notNull(),
    imageUrl: text('image_url').notNull(),
    width: integer('width'),
    height: integer('height'),
    camera: text('camera', { mode: 'json' }).$type<CameraExif>(),
    status: text('status', { enum: ['active', 'removed'] })
      .notNull()
      .default('active'),
    // Written by the cron when voting closes; null while voting runs or when unranked.
    finalRank: integer('final_rank'),
    finalScore: real('final_score'),
    votesCounted: integer('votes_counted'),
    createdAt: createdAt(),
  },
  (t) => [
    index('submissions_challenge_idx').on(t.challengeId, t.status, t.createdAt),
    index('submissions_user_idx').on(t.userId, t.challengeId),
    index('submissions_rank_idx').on(t.finalRank, t.createdAt),
    index('submissions_created_idx').on(t.createdAt),
  ],
);

// One score per voter per entry: the primary key makes a repeated vote an update.
export const votes = sqliteTable(
  'votes',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id').notNull(),
    score: integer('score').notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.voterId] }), index('votes_challenge_voter_idx').on(t.challengeId, t.voterId)],
);

export const likes = sqliteTable(
  'likes',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.userId] })],
);

export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    // Set when an admin removes the photo the comment is on: kept, never shown.
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('comments_submission_idx').on(t.submissionId, t.createdAt)],
);

// A member's report of an entry or of a message sent to them (`target_type` says which id is set).
export const reports = sqliteTable(
  'reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    targetType: text('target_type', { enum: ['entry', 'message'] })
      .notNull()
      .default('entry'),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references((): AnySQLiteColumn => messages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'removed', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    uniqueIndex('reports_message_idx').on(t.messageId, t.reporterId),
  ],
);

// Per-person totals, recomputed from results (never incremented), so naming the same
// winners twice leaves them as they were.
export const leaderboardStats = sqliteTable(
  'leaderboard_stats',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengesWon: integer('challenges_won').notNull().default(0),
    totalSubmissions: integer('total_submissions').notNull().default(0),
    totalScore: integer('total_score').notNull().default(0),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('leaderboard_score_idx').on(t.totalScore, t.challengesWon)],
);

export type ChallengeRow = typeof challenges.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;

// Money (services/payments). Amounts are integer cents; ids are the provider's own
// (cs_…, pi_…, evt_…), so a webhook event finds its rows without a lookup table.

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

// Mentoring sessions, booked from a mentor's free times or accepted from a quick-session
// offer (`kind`); both are paid, refunded and attended the same way. A booking holds its
// time while `status` is pending_payment and `hold_until` is ahead, or once confirmed; the
// hold is read from the clock, never expired by a job, so a lapsed hold frees the time at once.
export const mentorSessions = sqliteTable(
  'mentor_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['booked', 'quick'] })
      .notNull()
      .default('booked'),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionType: text('session_type', { enum: SESSION_TYPES }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }).notNull(),
    note: text('note').notNull().default(''),
    // The student's zone when they booked: their mail names times in it.
    studentTimeZone: text('student_time_zone').notNull().default('UTC'),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('pending_payment'),
    holdUntil: integer('hold_until', { mode: 'timestamp_ms' }),
    checkoutId: text('checkout_id'),
    paymentId: text('payment_id'),
    rescheduledAt: integer('rescheduled_at', { mode: 'timestamp_ms' }),
    mentorJoinedAt: integer('mentor_joined_at', { mode: 'timestamp_ms' }),
    studentJoinedAt: integer('student_joined_at', { mode: 'timestamp_ms' }),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    // Set in the same statement that ends a paid session in a way the rules refund (or when
    // a payment lands too late to claim its time); the refund is sent after, and retried by
    // the cron until `refunded_at` is written, so none is lost or sent twice.
    refundDue: integer('refund_due', { mode: 'boolean' }).notNull().default(false),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    reminded24hAt: integer('reminded_24h_at', { mode: 'timestamp_ms' }),
    reminded1hAt: integer('reminded_1h_at', { mode: 'timestamp_ms' }),
    // The video room's name: random, so a room cannot be found by counting session ids.
    roomKey: text('room_key')
      .notNull()
      .$defaultFn(() => crypto.randomUUID().replaceAll('-', '')),
    // A quick session's offer (a message): one session per offer, whoever accepts it twice.
    offerMessageId: integer('offer_message_id').references((): AnySQLiteColumn => messages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('mentor_sessions_room_idx').on(t.roomKey),
    uniqueIndex('mentor_sessions_offer_idx').on(t.offerMessageId),
    index('mentor_sessions_mentor_idx').on(t.mentorId, t.startsAt),
    index('mentor_sessions_student_idx').on(t.studentId, t.startsAt),
    index('mentor_sessions_status_idx').on(t.status, t.startsAt),
    uniqueIndex('mentor_sessions_checkout_idx').on(t.checkoutId),
  ],
);

// One review per completed session, by its student; the mentor may answer once.
export const mentorReviews = sqliteTable(
  'mentor_reviews',
  {
    sessionId: integer('session_id')
      .primaryKey()
      .references(() => mentorSessions.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('mentor_reviews_mentor_idx').on(t.mentorId, t.createdAt)],
);

// The pictures of mentoring that GET /api/mentorship-images serves, in the admins' order.
export const mentorshipImages = sqliteTable(
  'mentorship_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    imageUrl: text('image_url').notNull(),
    alt: text('alt').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('mentorship_images_position_idx').on(t.position)],
);

export type MentorProfileRow = typeof mentorProfiles.$inferSelect;
export type MentorSessionRow = typeof mentorSessions.$inferSelect;

// Messages between two members (spec §3 Message). A thread is named by its two people
// (`conv_` + their ids as strings in JavaScript's default sort, joined by `_`); `conversations`
// keeps each thread's latest message so the inbox is one indexed read.
export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    conversationId: text('conversation_id').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageType: text('message_type', { enum: ['text', 'quick_session_offer'] })
      .notNull()
      .default('text'),
    content: text('content').notNull(),
    quickSessionData: text('quick_session_data', { mode: 'json' }).$type<QuickSessionData>(),
    // A photo sent with the message: its stored file (re-encoded, metadata stripped) and size.
    attachmentKey: text('attachment_key'),
    attachmentWidth: integer('attachment_width'),
    attachmentHeight: integer('attachment_height'),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    // Set when an admin upholds a report on it: kept for the record, shown as removed.
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_unread_idx').on(t.recipientId, t.readAt, t.conversationId),
  ],
);

export const conversations = sqliteTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    // The two people, the lower id first.
    userA: integer('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: integer('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
    lastMessageAt: integer('last_message_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('conversations_a_idx').on(t.userA, t.lastMessageAt), index('conversations_b_idx').on(t.userB, t.lastMessageAt)],
);

// A member who blocked another: no messages either way.
export const messageBlocks = sqliteTable(
  'message_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

// The last time a member was mailed about unread messages in a thread: at most one such mail
// per thread per hour. It covered the messages up to `coveredMessageId`; the next one is about
// newer messages only, however long before it they were sent.
export const messageMailNotices = sqliteTable(
  'message_mail_notices',
  {
    conversationId: text('conversation_id').notNull(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailedAt: integer('mailed_at', { mode: 'timestamp_ms' }).notNull(),
    coveredMessageId: integer('covered_message_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.recipientId] })],
);

// When the unread-mail pass last found a member with a tab open and left their threads: a pass
// takes threads in the order they started waiting, and theirs count as waiting only from then.
export const messageMailDeferrals = sqliteTable('message_mail_deferrals', {
  recipientId: integer('recipient_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  deferredAt: integer('deferred_at', { mode: 'timestamp_ms' }).notNull(),
});

// Print sales. A listing sells prints of one of its seller's own entries in a public community
// challenge whose results are named; its print master (the full-resolution file) is kept
// under masters/, never served to the public, and uploaded in parts (`print_master_parts`
// remembers which parts landed, so an upload resumes where it stopped).
export const printListings = sqliteTable(
  'print_listings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    submissionId: integer('submission_id')
      .notNull()
      .unique()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // draft until published; paused by its seller, or by the cron when their subscription lapses.
    status: text('status', { enum: ['draft', 'active', 'paused'] })
      .notNull()
      .default('draft'),
    pausedBy: text('paused_by', { enum: ['seller', 'subscription'] }),
    masterKey: text('master_key'),
    masterWidth: integer('master_width'),
    masterHeight: integer('master_height'),
    masterBytes: integer('master_bytes'),
    // An upload in progress: R2's multipart upload, its key and the file's declared size.
    uploadId: text('upload_id'),
    uploadKey: text('upload_key'),
    uploadBytes: integer('upload_bytes'),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('print_listings_seller_idx').on(t.sellerId, t.status)],
);

export const printMasterParts = sqliteTable(
  'print_master_parts',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => printListings.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id').notNull(),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.uploadId, t.partNumber] })],
);

// A listing's price sheet: the sizes it sells and the seller's price for each.
export const printListingSizes = sqliteTable(
  'print_listing_sizes',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => printListings.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.size] })],
);

// An order: written with its lines, priced by the server, when the buyer goes to the
// provider's checkout; paid only by the payment's webhook, which splits it into one
// fulfilment per seller.
export const printOrders = sqliteTable(
  'print_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['awaiting_payment', 'paid', 'expired'] })
      .notNull()
      .default('awaiting_payment'),
    checkoutId: text('checkout_id').unique(),
    paymentId: text('payment_id'),
    zone: text('zone').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    shippingAddress: text('shipping_address', { mode: 'json' }).$type<ShippingAddress>(),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('print_orders_buyer_idx').on(t.buyerId, t.createdAt)],
);

export type ShippingAddress = {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  country: string;
};

export const printOrderLines = sqliteTable(
  'print_order_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => printOrders.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => printListings.id),
    submissionId: integer('submission_id').notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [index('print_order_lines_order_idx').on(t.orderId), index('print_order_lines_seller_idx').on(t.sellerId)],
);

// One seller's part of a paid order: what they print and send, and where it stands.
export const printFulfilments = sqliteTable(
  'print_fulfilments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => printOrders.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: FULFILMENT_STATUSES }).notNull().default('paid'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    // Set by the statement that cancels or refunds it; the refund is sent after and retried
    // until `refunded_at` is written.
    refundDue: integer('refund_due', { mode: 'boolean' }).notNull().default(false),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    // Failed tries of that refund and when the next may be made: a refund the provider keeps
    // refusing waits longer each time, behind the others.
    refundFailures: integer('refund_failures').notNull().default(0),
    refundRetryAt: integer('refund_retry_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('print_fulfilments_order_seller_idx').on(t.orderId, t.sellerId),
    index('print_fulfilments_seller_idx').on(t.sellerId, t.status),
  ],
);

// Views of a photo's page per day (New York days), one upsert per uncached view.
export const photoDailyViews = sqliteTable(
  'photo_daily_views',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.day] })],
);
