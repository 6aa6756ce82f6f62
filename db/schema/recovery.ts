import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt } from './columns';

// What the site keeps in R2, one row per object: its fingerprint (SHA-256 of the stored bytes,
// also handed to R2's put, which refuses bytes that do not match) and size, so the integrity
// scan can tell a missing or changed file. A row without a hash is waiting for the back-fill job
// (objects stored before fingerprints existed). docs/rules.md "Files and their fingerprints".
export const OBJECT_KINDS = [
  'photo',
  'variant',
  'avatar',
  'print_master',
  'message_photo',
  'cover',
  'theme_image',
  'mentorship_image',
  'critique',
  'recording',
  'other',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

export const storedObjects = sqliteTable(
  'stored_objects',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: OBJECT_KINDS }).notNull(),
    // Whose file it is, when it is a member's (the integrity report names them).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    size: integer('size'),
    // Hex. Null until the back-fill job has read the object.
    sha256: text('sha256'),
    // A multipart object's parts' hashes, in order (JSON list of hex strings).
    partSha256: text('part_sha256', { mode: 'json' }).$type<string[]>(),
    // When the integrity scan last found it whole.
    checkedAt: integer('checked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_objects_unhashed_idx').on(t.key).where(sql`sha256 IS NULL`),
    index('stored_objects_user_idx').on(t.userId),
  ],
);

// A file taken out of use (a moderation removal, an account's purge, a replaced image) is moved
// under `quarantine/` rather than deleted, with why and by whom; it is never served, can be
// restored, and the cron deletes it 30 days later.
export const quarantinedObjects = sqliteTable(
  'quarantined_objects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Where it was, and where it is now.
    key: text('key').notNull(),
    quarantineKey: text('quarantine_key').notNull().unique(),
    kind: text('kind', { enum: OBJECT_KINDS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The row it belonged to, so a restore can bring that back too: 'submission', 'user'…
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    reason: text('reason').notNull(),
    // Who took it out of use; null for the site itself (the cron).
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    size: integer('size'),
    sha256: text('sha256'),
    purgeAfter: integer('purge_after', { mode: 'timestamp_ms' }).notNull(),
    restoredAt: integer('restored_at', { mode: 'timestamp_ms' }),
    restoredBy: integer('restored_by').references(() => users.id, { onDelete: 'set null' }),
    purgedAt: integer('purged_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('quarantined_objects_due_idx').on(t.purgeAfter).where(sql`restored_at IS NULL AND purged_at IS NULL`),
    index('quarantined_objects_key_idx').on(t.key),
    index('quarantined_objects_subject_idx').on(t.subjectType, t.subjectId),
    index('quarantined_objects_created_idx').on(t.createdAt),
  ],
);

// A copy of the whole database in R2 (`backups/{id}/`): one gzipped NDJSON file per table and a
// manifest. Written by the cron in pages; `progress` says where the next page starts. At most
// one runs at a time (the unique index).
export const backups = sqliteTable(
  'backups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    trigger: text('trigger', { enum: ['daily', 'manual'] }).notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The last migration applied when it was taken.
    migration: text('migration'),
    progress: text('progress', { mode: 'json' }).$type<Record<string, unknown>>(),
    tables: integer('tables').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    bytes: integer('bytes').notNull().default(0),
    manifestSha256: text('manifest_sha256'),
    error: text('error'),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
    // When retention removed its files (kept 7 daily, 4 weekly, 12 monthly).
    prunedAt: integer('pruned_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('backups_one_running').on(t.status).where(sql`status = 'running'`),
    index('backups_started_idx').on(t.startedAt),
  ],
);

// The restore drill: a backup restored into the scratch database (DRILL_DB) and compared
// with what its manifest says, table by table.
export const restoreDrills = sqliteTable(
  'restore_drills',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    backupId: integer('backup_id')
      .notNull()
      .references(() => backups.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['running', 'passed', 'failed'] })
      .notNull()
      .default('running'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    progress: text('progress', { mode: 'json' }).$type<Record<string, unknown>>(),
    // Per table: rows and checksum expected and found.
    report: text('report', { mode: 'json' }).$type<unknown>(),
    error: text('error'),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('restore_drills_one_running').on(t.status).where(sql`status = 'running'`),
    index('restore_drills_backup_idx').on(t.backupId),
  ],
);

// A pass of the integrity scan over stored_objects, in pages by key (`cursor`: the last key
// checked). At most one runs at a time.
export const integrityScans = sqliteTable(
  'integrity_scans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    trigger: text('trigger', { enum: ['scheduled', 'manual'] }).notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    cursor: text('cursor'),
    checked: integer('checked').notNull().default(0),
    missing: integer('missing').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
    error: text('error'),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('integrity_scans_one_running').on(t.status).where(sql`status = 'running'`),
    index('integrity_scans_started_idx').on(t.startedAt),
  ],
);

// What a scan found wrong with one object: a row's file missing, or of another size or hash;
// or an orphan, a file in the bucket no row points at (kind guessed from its key).
export const INTEGRITY_PROBLEMS = ['missing', 'size', 'hash', 'orphan'] as const;
export type IntegrityProblem = (typeof INTEGRITY_PROBLEMS)[number];

export const integrityFindings = sqliteTable(
  'integrity_findings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    scanId: integer('scan_id')
      .notNull()
      .references(() => integrityScans.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind', { enum: OBJECT_KINDS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    problem: text('problem', { enum: INTEGRITY_PROBLEMS }).notNull(),
    expected: text('expected'),
    found: text('found'),
    // Set when the file was brought back (an original on /recover-photos, a replacement).
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('integrity_findings_unique').on(t.scanId, t.key),
    index('integrity_findings_user_idx').on(t.userId),
    index('integrity_findings_key_idx').on(t.key),
  ],
);

// The incident notice /recovery-notification shows while it is open (one at a time).
export const recoveryNotices = sqliteTable(
  'recovery_notices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    whatHappened: text('what_happened').notNull(),
    // The period affected, as New York days.
    affectedFrom: text('affected_from'),
    affectedUntil: text('affected_until'),
    whatToDo: text('what_to_do').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_notices_one_open').on(sql`(1)`).where(sql`closed_at IS NULL`)],
);
