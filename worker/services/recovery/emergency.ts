import { and, desc, eq, sql } from 'drizzle-orm';
import { inboxThreads } from '../../../db/schema';
import type { EmergencyRequest, RecoveryRequest } from '../../contract/emergency-recovery';
import type { Db } from '../../env';
import { createContactThread } from '../inbox/contact';
import type { Limit } from '../rate-limit';

// /emergency-recovery (docs/rules.md "Recovery"): someone who can no longer read their
// account's email asks the team for help. The request is an /admin/inbox thread of kind
// 'recovery', answered at the new address; the member's page on /admin/users lists the open
// ones that name them.

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export const EMERGENCY_SUBJECT = 'Lost access to my email';

// Open to anyone, so limited like 'Contact us': per new address (a person asks a few times at
// most) and per network address (one machine trying many usernames).
export const EMERGENCY_LIMITS = {
  perAddress: { limit: 3, windowMs: DAY },
  perIp: { limit: 5, windowMs: HOUR },
} as const;

export const emergencyLimits = (address: string, ip: string): Limit[] => [
  { key: `emergency:ip:${ip}`, ...EMERGENCY_LIMITS.perIp },
  { key: `emergency:address:${address}`, ...EMERGENCY_LIMITS.perAddress },
];

// Filed the same way whatever the username: it is never looked up here, so neither the answer
// nor the time it takes tells whether an account has that name. The thread is named by the
// username given (usernames are kept in lowercase), which is how the member's page finds it.
export function fileEmergencyRequest(db: Db, input: EmergencyRequest, now = new Date()): Promise<number> {
  return createContactThread(
    db,
    { name: input.username, email: input.email, subject: EMERGENCY_SUBJECT, message: input.details },
    { address: input.email, memberId: null, kind: 'recovery' },
    now,
  );
}

const SHOWN = 10;

// The open requests naming this username, newest first: what an admin resolves from the
// member's page.
export async function openRecoveryRequests(db: Db, username: string): Promise<RecoveryRequest[]> {
  const rows = await db
    .select({
      threadId: inboxThreads.id,
      address: inboxThreads.address,
      createdAt: inboxThreads.createdAt,
      lastMessageAt: inboxThreads.lastMessageAt,
    })
    .from(inboxThreads)
    .where(
      and(
        eq(inboxThreads.status, 'open'),
        eq(inboxThreads.kind, 'recovery'),
        sql`lower(${inboxThreads.name}) = ${username.toLowerCase()}`,
      ),
    )
    .orderBy(desc(inboxThreads.createdAt))
    .limit(SHOWN);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  }));
}
