import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt } from './columns';

// What the mail provider told us about a message after it left (Resend's event webhook): a
// bounce, a complaint, a delivery. The provider's event id makes a redelivered event a no-op.
export const mailEvents = sqliteTable(
  'mail_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: text('event_id').notNull().unique(),
    // The provider's type: 'email.bounced', 'email.complained', 'email.delivered'…
    type: text('type').notNull(),
    // 'hard' or 'soft' for a bounce (a soft one does not stop mail).
    bounceKind: text('bounce_kind'),
    address: text('address').notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_events_created_idx').on(t.createdAt), index('mail_events_address_idx').on(t.address)],
);

// An admin's wording of a mail, one row per saved version; the newest is in use. A version
// with no subject and body restores the default the code keeps.
export const mailTemplateVersions = sqliteTable(
  'mail_template_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    template: text('template').notNull(),
    version: integer('version').notNull(),
    subject: text('subject'),
    body: text('body'),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_template_versions_unique').on(t.template, t.version)],
);

// Messages people send the site ('Contact us', later account recovery), each a thread that
// admins read, assign, answer by mail and close.
export const inboxThreads = sqliteTable(
  'inbox_threads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['contact', 'recovery'] })
      .notNull()
      .default('contact'),
    name: text('name').notNull(),
    address: text('address').notNull(),
    // The member who wrote, when signed in.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    lastMessageAt: integer('last_message_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_threads_status_idx').on(t.status, t.lastMessageAt)],
);

export const inboxMessages = sqliteTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => inboxThreads.id, { onDelete: 'cascade' }),
    // 'in' from the sender, 'out' an admin's reply (sent by mail).
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_messages_thread_idx').on(t.threadId, t.id)],
);

// One row per scheduled job per cron run (or an admin's 'Run now'): when, how long, what it
// did or the error, for /admin/workflows.
export const jobRuns = sqliteTable(
  'job_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    job: text('job').notNull(),
    runId: text('run_id').notNull(),
    // 'cron' or the admin's username for a run started by hand.
    trigger: text('trigger').notNull(),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }).notNull(),
    status: text('status', { enum: ['ok', 'failed', 'skipped'] }).notNull(),
    result: text('result'),
    error: text('error'),
  },
  (t) => [index('job_runs_job_idx').on(t.job, t.startedAt)],
);

// A job an admin paused: the cron skips it until resumed.
export const pausedJobs = sqliteTable('paused_jobs', {
  job: text('job').primaryKey(),
  adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
  adminName: text('admin_name').notNull(),
  pausedAt: integer('paused_at', { mode: 'timestamp_ms' }).notNull(),
});
