import { z } from 'zod';
import { beforeIdField, isoTime } from './common';
import { plainLine } from './plain-text';

// /admin/email and /admin/email/queue: how the site's mail is going, and the outbox itself.

const count = z.number().int().nonnegative();

// One UTC day: mail sent that day, mail queued that day that ended failed, and the
// provider's bounce and complaint reports received that day.
export const mailDaySchema = z
  .object({ day: z.iso.date(), sent: count, failed: count, bounced: count, complained: count })
  .meta({ id: 'MailDay' });
export type MailDay = z.infer<typeof mailDaySchema>;

// How mail leaves: the HTTP provider, the dev mailbox (a copy kept at /dev/mailbox), or
// nothing configured (mail waits in the outbox).
export const MAIL_TRANSPORTS = ['provider', 'dev-mailbox', 'none'] as const;
export type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

export const mailOverviewSchema = z
  .object({
    // The last 30 days, oldest first, today last.
    days: z.array(mailDaySchema),
    provider: z.object({
      transport: z.enum(MAIL_TRANSPORTS),
      // The provider's host (never its key), when it is the HTTP provider.
      host: z.string().nullable(),
      from: z.string(),
      // Whether the provider's bounce and complaint reports are verified and taken in.
      eventsConfigured: z.boolean(),
      // The newest error of a message still waiting or failed, with when that try started.
      lastError: z.object({ message: z.string(), at: isoTime }).nullable(),
    }),
    outbox: z.object({
      // Queued, not being sent right now.
      waiting: count,
      // Queued and claimed by a send under way.
      sending: count,
      oldestWaitingAt: isoTime.nullable(),
      failed: count,
    }),
    // Members whose address bounced hard or complained: only mail they ask for reaches them.
    blockedAddresses: count,
  })
  .meta({ id: 'MailOverview' });
export type MailOverview = z.infer<typeof mailOverviewSchema>;

// A message's state as the queue shows it: 'waiting' and 'sending' are both queued in the
// outbox, told apart by a live lease.
export const QUEUE_STATUSES = ['waiting', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const mailQueueQuery = z.object({
  status: z.enum(QUEUE_STATUSES).optional(),
  template: plainLine().trim().max(80).optional(),
  // The start of a recipient's address, as typed (addresses are kept in lowercase).
  to: plainLine()
    .trim()
    .max(254)
    .optional()
    .transform((to) => to?.toLowerCase() || undefined),
  // The last id of the page before (newest first).
  before: beforeIdField,
});
export type MailQueueQuery = z.input<typeof mailQueueQuery>;

// A message in the outbox, without its body: a sent one's is gone, and a waiting one's
// holds live links (a password reset) no admin screen shows.
export const queuedMailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    template: z.string(),
    subject: z.string(),
    status: z.enum(QUEUE_STATUSES),
    attempts: count,
    lastError: z.string().nullable(),
    createdAt: isoTime,
    sentAt: isoTime.nullable(),
  })
  .meta({ id: 'QueuedMail' });
export type QueuedMail = z.infer<typeof queuedMailSchema>;

export const mailQueuePageSchema = z
  .object({
    mail: z.array(queuedMailSchema),
    nextCursor: z.number().int().nullable(),
    // The templates mail was queued with in the last 30 days, for the filter.
    templates: z.array(z.string()),
  })
  .meta({ id: 'MailQueuePage' });
export type MailQueuePage = z.infer<typeof mailQueuePageSchema>;

// The provider's signed event, exactly as received: its signature covers these bytes.
export const rawMailEventSchema = z.string();

export const mailEventAnswerSchema = z.object({ message: z.enum(['Recorded', 'Already recorded', 'Ignored']) });
