import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { mailOutbox, users } from '../../../db/schema';
import type { Db } from '../../env';
import { EMPTIED_ROW } from './emptied-row';

// After a hard bounce or a complaint the site stops mailing a member's address (services/
// mail/events.ts sets the block), except the mail the member asks for themselves: without
// these they could never verify, reset their password or finish signing in.
const ASKED_FOR_TEMPLATES = ['verify_email', 'reset_password', 'sign_in_code'] as const;

// Why mail to this row's address stops, or NULL: a deleted account gets nothing more; a
// bounced or complained-about address and a suspended account get only what the member asks
// for (a suspended member may still reset a password, though signing in waits for the end).
const stopReason = sql`SELECT CASE
    WHEN ${users.deletedAt} IS NOT NULL THEN 'Account deleted'
    WHEN ${users.mailBlockedAt} IS NOT NULL THEN 'Address blocked: ' || coalesce(${users.mailBlockReason}, 'bounce')
    WHEN ${users.suspendedAt} IS NOT NULL AND (${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} > unixepoch('subsec') * 1000)
      THEN 'Account suspended'
  END FROM ${users} WHERE ${users.email} = ${mailOutbox.toAddress}`;

// The drain's first step, in the batch that claims mail: whatever the claim could take
// (`claimable`) that must not go is cancelled first, its body cleared as a sent one's. The
// same batch, so a block, a suspension or a deletion made while mail waits is never raced by a
// send.
export function cancelBlockedMail(db: Db, claimable: SQL | undefined) {
  const asked = sql.join(
    ASKED_FOR_TEMPLATES.map((t) => sql`${t}`),
    sql`, `,
  );
  return db
    .update(mailOutbox)
    .set({
      status: 'cancelled',
      lastError: sql`(${stopReason})`,
      ...EMPTIED_ROW,
    })
    .where(
      and(
        claimable,
        sql`(${stopReason}) IS NOT NULL`,
        sql`(${mailOutbox.template} NOT IN (${asked}) OR (${stopReason}) = 'Account deleted')`,
      ),
    );
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
