import { eq, sql } from 'drizzle-orm';
import { inboxMessages, inboxThreads, users } from '../../../db/schema';
import type { ContactInput } from '../../contract/inbox';
import type { Db } from '../../env';
import { one } from '../one';
import type { Limit } from '../rate-limit';

type InboxThreadKind = (typeof inboxThreads.$inferInsert)['kind'];

const HOUR = 3600_000;
const DAY = 24 * HOUR;

// 'Contact us' is open to anyone, so it is limited per sender address (a person writes a few
// messages a day at most) and per network address (one machine trying many addresses), the
// way the account forms are (services/rate-limit.ts).
export const CONTACT_LIMITS = {
  perAddress: { limit: 5, windowMs: DAY },
  perIp: { limit: 10, windowMs: HOUR },
} as const;

export const contactLimits = (address: string, ip: string): Limit[] => [
  { key: `contact:ip:${ip}`, ...CONTACT_LIMITS.perIp },
  { key: `contact:address:${address}`, ...CONTACT_LIMITS.perAddress },
];

// The address a reply goes to: a member's account's, whatever the form sent (the form shows
// it fixed); a visitor's own.
export async function replyAddress(db: Db, input: ContactInput, memberId: number | null): Promise<string> {
  if (memberId === null) return input.email;
  const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, memberId));
  return member?.email ?? input.email;
}

// A new thread in /admin/inbox with its first message, written together: a 'Contact us'
// message, or a request from /emergency-recovery (kind 'recovery').
export async function createContactThread(
  db: Db,
  input: ContactInput,
  sender: { address: string; memberId: number | null; kind?: InboxThreadKind },
  now = new Date(),
): Promise<number> {
  const [threads] = await db.batch([
    db
      .insert(inboxThreads)
      .values({
        kind: sender.kind ?? 'contact',
        name: input.name,
        address: sender.address,
        userId: sender.memberId,
        subject: input.subject,
        lastMessageAt: now,
        createdAt: now,
      })
      .returning({ id: inboxThreads.id }),
    db.insert(inboxMessages).values({
      threadId: sql`last_insert_rowid()`,
      direction: 'in',
      authorId: sender.memberId,
      authorName: input.name,
      body: input.message,
      createdAt: now,
    }),
  ]);
  return one(threads, 'the new inbox thread').id;
}
