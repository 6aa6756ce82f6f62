import { z } from 'zod';
import { emailField } from './auth';
import { isoTime } from './common';
import { plainLine, plainText } from './plain-text';

// 'Contact us' (the footer's dialog). A member's reply address is their account's, whatever
// the form sent: the form shows it fixed.
export const CONTACT_LENGTHS = { name: 80, subject: 150, message: 5000 } as const;

export const contactSchema = z
  .object({
    name: plainLine({ error: 'Tell us your name' })
      .trim()
      .min(1, 'Tell us your name')
      .max(CONTACT_LENGTHS.name, `Keep your name under ${CONTACT_LENGTHS.name} characters`),
    email: emailField,
    subject: plainLine({ error: 'Add a subject' })
      .trim()
      .min(1, 'Add a subject')
      .max(CONTACT_LENGTHS.subject, `Keep the subject under ${CONTACT_LENGTHS.subject} characters`),
    message: plainText({ error: 'Write your message' })
      .trim()
      .min(10, 'Tell us a little more: at least 10 characters')
      .max(CONTACT_LENGTHS.message, 'Keep your message under 5,000 characters'),
  })
  .meta({ id: 'ContactMessage' });
export type ContactInput = z.infer<typeof contactSchema>;

// /admin/inbox. 'mine' and 'unassigned' are open threads: what is left to answer.
export const INBOX_FILTERS = ['open', 'mine', 'unassigned', 'closed'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

// A page's cursor is its last thread's latest activity and id (`<ms>.<id>`): threads move up
// as they get messages, so an id alone cannot say where a page ended.
export const inboxListQuery = z.object({
  filter: z.enum(INBOX_FILTERS).default('open'),
  before: z
    .string()
    .regex(/^\d{1,15}\.\d{1,15}$/, 'Cursors are the nextCursor of the page before')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const inboxThreadSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['contact', 'recovery']),
    name: z.string(),
    address: z.string(),
    subject: z.string(),
    status: z.enum(['open', 'closed']),
    assignee: personSchema.nullable(),
    // No admin has opened it since its latest message.
    unread: z.boolean(),
    // The start of its latest message.
    preview: z.string(),
    lastMessageAt: isoTime,
    createdAt: isoTime,
  })
  .meta({ id: 'InboxThreadSummary' });
export type InboxThreadSummary = z.infer<typeof inboxThreadSummarySchema>;

export const inboxPageSchema = z
  .object({
    threads: z.array(inboxThreadSummarySchema),
    nextCursor: z.string().nullable(),
    // Open threads, those assigned to the admin asking, and those no one has taken.
    counts: z.object({ open: z.number().int(), mine: z.number().int(), unassigned: z.number().int() }),
  })
  .meta({ id: 'InboxPage' });
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  // 'in' from the sender, 'out' an admin's reply, mailed to them.
  direction: z.enum(['in', 'out']),
  authorName: z.string(),
  body: z.string(),
  createdAt: isoTime,
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxThreadSchema = inboxThreadSummarySchema
  .extend({
    // The account that wrote, when the sender was signed in (and it still exists).
    member: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    messages: z.array(inboxMessageSchema),
  })
  .meta({ id: 'InboxThread' });
export type InboxThread = z.infer<typeof inboxThreadSchema>;

// Who a thread can be given to.
export const inboxAdminSchema = personSchema.extend({ username: z.string() }).meta({ id: 'InboxAdmin' });
export type InboxAdmin = z.infer<typeof inboxAdminSchema>;

export const inboxAssignSchema = z.object({
  // Null takes the thread back to 'unassigned'.
  assigneeId: z.number().int().positive().nullable(),
});

export const INBOX_REPLY_LENGTH = 10_000;

export const inboxReplySchema = z.object({
  body: plainText({ error: 'Write your reply' })
    .trim()
    .min(1, 'Write your reply')
    .max(INBOX_REPLY_LENGTH, 'Keep your reply under 10,000 characters'),
});
