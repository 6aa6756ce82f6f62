import { and, eq, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { mailOutbox, users } from '../../../db/schema';
import type { Db } from '../../env';

// After a hard bounce or a complaint the site stops mailing a member's address (services/
// mail/events.ts sets the block), except the mail the member asks for themselves: without
// these they could never verify, reset their password or finish signing in.
const ASKED_FOR_TEMPLATES = ['verify_email', 'reset_password', 'sign_in_code'] as const;

const blockedMember = sql`SELECT 1 FROM ${users} WHERE ${users.email} = ${mailOutbox.toAddress} AND ${users.mailBlockedAt} IS NOT NULL`;

// The drain's first step, in the batch that claims mail: whatever the claim could take
// (`claimable`) for a blocked address, and not asked for, is cancelled first, its body
// cleared as a sent one's. The same batch, so a block set while mail waits is never raced by
// a send.
export function cancelBlockedMail(db: Db, claimable: SQL | undefined) {
  const reason = sql`SELECT ${users.mailBlockReason} FROM ${users} WHERE ${users.email} = ${mailOutbox.toAddress}`;
  return db
    .update(mailOutbox)
    .set({
      status: 'cancelled',
      lastError: sql`'Address blocked: ' || coalesce((${reason}), 'bounce')`,
      textBody: '',
      htmlBody: '',
      attachments: null,
      headers: null,
      variables: null,
      leaseUntil: null,
    })
    .where(and(claimable, notInArray(mailOutbox.template, [...ASKED_FOR_TEMPLATES]), sql`EXISTS (${blockedMember})`));
}

export type MailBlockReason = 'bounce' | 'complaint';

// The member's own way back: once their mailbox takes mail again (or they want the mail they
// complained about), they turn it back on. A new hard bounce blocks it again.
export async function resumeMail(db: Db, userId: number): Promise<boolean> {
  const cleared = await db
    .update(users)
    .set({ mailBlockedAt: null, mailBlockReason: null })
    .where(and(eq(users.id, userId), isNotNull(users.mailBlockedAt)))
    .returning({ id: users.id });
  return cleared.length > 0;
}

// The block on the member with this address, for the event that reported it.
export const blockStatement = (db: Db, address: string, reason: MailBlockReason, at: Date) =>
  db
    .update(users)
    .set({ mailBlockedAt: at, mailBlockReason: reason })
    .where(and(eq(users.email, address), isNull(users.mailBlockedAt), sql`changes() = 1`));
