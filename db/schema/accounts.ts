import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

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
    // Until then, signing in takes a mailed code as well as the password: set after many failed
    // sign-ins on the account and moved on by each failure meanwhile (services/auth/sign-in-codes.ts).
    signInCodeUntil: integer('sign_in_code_until', { mode: 'timestamp_ms' }),
    // The member's IANA time zone, for reminders in their day: the browser's, sent at sign-up
    // or at a sign-in while none is known; theirs to change on /profile.
    timeZone: text('time_zone'),
    // The local hour (0-23, in `timeZone`) the daily digest of notifications goes out, and when
    // the last one did: one a day.
    digestHour: integer('digest_hour').notNull().default(8),
    digestSentAt: integer('digest_sent_at', { mode: 'timestamp_ms' }),
    // An admin's suspension: no sign-in (the member is told why and until when), their sessions
    // ended, their mentor profile and listings hidden. No end date: until lifted.
    suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }),
    suspendedUntil: integer('suspended_until', { mode: 'timestamp_ms' }),
    suspensionReason: text('suspension_reason'),
    // An admin's deletion: disabled and hidden at once, purged by the cron 30 days later unless
    // an admin restores it first.
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    // The mail provider reported a hard bounce or a complaint for this address: only the mail
    // the member asks for (verification, reset, sign-in code) is still sent to it.
    mailBlockedAt: integer('mail_blocked_at', { mode: 'timestamp_ms' }),
    mailBlockReason: text('mail_block_reason', { enum: ['bounce', 'complaint'] }),
    createdAt: createdAt(),
  },
  (t) => [index('users_created_at_idx').on(t.createdAt), index('users_deleted_idx').on(t.deletedAt)],
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

// Single-use links sent by mail (email verification, password reset) and sign-in codes;
// stored hashed. A code's hash covers its account too, since six digits repeat across accounts.
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'sign_in_code'] }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    // Wrong codes tried against a sign-in code: it is spent after five.
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
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

export type UserRow = typeof users.$inferSelect;
export type FeatureFlagRow = typeof featureFlags.$inferSelect;
