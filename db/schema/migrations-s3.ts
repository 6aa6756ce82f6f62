import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

// An import of photos from another S3-compatible bucket (/admin/s3-migration), walked a page of
// the listing per cron tick from `continuationToken`. The bucket's keys are kept only while it
// runs, encrypted with the MIGRATION_KEY secret, and erased when it ends. At most one runs.
export const S3_MIGRATION_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;

// One object that could not be brought over, or one matched to an entry (the report).
export type S3MigrationFailure = { key: string; reason: string };
export type S3MigrationMatch = { key: string; submissionId: number; storedAs: string; copied: boolean };
export type S3MigrationReport = { failures: S3MigrationFailure[]; matches: S3MigrationMatch[] };

export const s3Migrations = sqliteTable(
  's3_migrations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    endpoint: text('endpoint').notNull(),
    bucket: text('bucket').notNull(),
    prefix: text('prefix').notNull().default(''),
    region: text('region').notNull(),
    // AES-GCM under a key derived from MIGRATION_KEY: iv and ciphertext, base64. Null once it ends.
    credentials: text('credentials'),
    status: text('status', { enum: S3_MIGRATION_STATUSES }).notNull().default('running'),
    // The listing's token for the next page; null before the first page.
    continuationToken: text('continuation_token'),
    listed: integer('listed').notNull().default(0),
    copied: integer('copied').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    // The first failures and matches, capped (services/s3-migration/migration.ts REPORT_CAP).
    report: text('report', { mode: 'json' }).$type<S3MigrationReport>().notNull().default(sql`'{"failures":[],"matches":[]}'`),
    // The last page's failure while it runs (it tries again), or why it stopped.
    error: text('error'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('s3_migrations_one_running').on(t.status).where(sql`status = 'running'`),
    index('s3_migrations_started_idx').on(t.startedAt),
  ],
);
