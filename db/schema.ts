import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

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
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['print_user', 'portfolio_pro'] }).notNull(),
    status: text('status', { enum: ['active', 'canceled', 'past_due'] }).notNull(),
    currentPeriodEnd: integer('current_period_end', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.status)],
);

export const mentorProfiles = sqliteTable('mentor_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profileStatus: text('profile_status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  createdAt: createdAt(),
});

export const featureFlags = sqliteTable('feature_flags', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
  // On for everyone when true; otherwise only for the allowlist and the rollout bucket.
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(false),
  rolloutPercentage: integer('rollout_percentage').notNull().default(0),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
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

export type UserRow = typeof users.$inferSelect;
export type FeatureFlagRow = typeof featureFlags.$inferSelect;
