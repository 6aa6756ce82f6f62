import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt } from './columns';

export type MailAttachment = { filename: string; contentType: string; content: string };

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
    // Headers the mail carries besides the usual ones (a notice's List-Unsubscribe).
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    // The values the mail was written with, for an admin's wording of its template
    // (mail_template_versions) to be applied when it is sent; cleared with the body once sent.
    variables: text('variables', { mode: 'json' }).$type<Record<string, string>>(),
    // 'cancelled': an admin stopped it before it went (its body cleared as a sent one's).
    status: text('status', { enum: ['queued', 'sent', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // A drain claims a row until this time; a run that dies leaves it for the next to reclaim.
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_sent_idx').on(t.sentAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_to_idx').on(t.toAddress),
  ],
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
  headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
  createdAt: createdAt(),
});

// Keys the site makes for itself on first use and keeps (the one that signs unsubscribe
// links): nothing to configure on deploy, and a leaked link never reveals it.
export const siteKeys = sqliteTable('site_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
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
