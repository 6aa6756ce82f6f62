import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { mentorSessions, payments } from '../../../db/schema';
import type { SessionStatus } from '../../domain/mentoring';
import type { Db } from '../../env';
import { enqueueMail } from '../mail/outbox';
import { sessionRefundedMail } from '../mail/session-templates';
import type { PaymentProvider } from '../payments/provider';
import { loadSession, mailFacts } from './session-records';

// Refunds the rules owe (docs/rules.md "Mentoring"): a session is marked `refund_due` in
// the statement that ends it, and this sends the refund through the provider, whose
// charge.refunded event reverses the ledger. The provider's idempotency key (one per
// session) and `refunded_at`, written once, make a retry harmless: the cron calls this
// for anything a failure left behind.

// Why the money went back, for the mail; cancellations say it in their own mail.
function reasonFor(status: SessionStatus, reader: 'student' | 'mentor', other: string): string | null {
  if (status === 'no_show_mentor') {
    return reader === 'student'
      ? `${other} did not join within 10 minutes of the start, so the session did not take place.`
      : 'You did not join within 10 minutes of the start, so the session did not take place.';
  }
  if (status === 'expired') {
    return reader === 'student'
      ? 'Your payment arrived after the time stopped being held for you, and it was no longer free.'
      : `${other}'s payment arrived after the time stopped being held, and it was no longer free; the booking did not go ahead.`;
  }
  return null;
}

async function refundOne(db: Db, provider: PaymentProvider, sessionId: number, paymentId: string, origin: string, at: Date) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  // Recorded by the webhook first; a refund due before that waits for the next pass.
  if (!payment) return;
  const left = payment.amountCents - payment.refundedCents - payment.disputedCents;
  const refunded = left > 0 ? (await provider.refund(paymentId, null, `session-refund:${sessionId}`)).amountCents : 0;
  const [marked] = await db
    .update(mentorSessions)
    .set({ refundedAt: at, updatedAt: at })
    .where(and(eq(mentorSessions.id, sessionId), isNull(mentorSessions.refundedAt)))
    .returning({ status: mentorSessions.status });
  const loaded = marked && refunded > 0 ? await loadSession(db, sessionId) : null;
  if (!loaded) return;
  for (const reader of ['student', 'mentor'] as const) {
    const facts = mailFacts(loaded, reader, origin);
    const reason = reasonFor(loaded.session.status, reader, facts.other);
    const to = reader === 'student' ? loaded.student.email : loaded.mentor.email;
    if (reason) await enqueueMail(db, to, 'session_refunded', sessionRefundedMail(facts, refunded, reason, reader === 'student'));
  }
}

// Sends every refund due (or the one session's); a failure is logged and left for the cron.
export async function sendDueRefunds(
  db: Db,
  provider: PaymentProvider,
  origin: string,
  { sessionId, at = new Date() }: { sessionId?: number; at?: Date } = {},
): Promise<number> {
  const due = await db
    .select({ id: mentorSessions.id, paymentId: mentorSessions.paymentId })
    .from(mentorSessions)
    .where(
      and(
        eq(mentorSessions.refundDue, true),
        isNull(mentorSessions.refundedAt),
        isNotNull(mentorSessions.paymentId),
        sessionId === undefined ? undefined : eq(mentorSessions.id, sessionId),
      ),
    )
    .limit(50);
  let sent = 0;
  for (const { id, paymentId } of due) {
    if (!paymentId) continue;
    try {
      await refundOne(db, provider, id, paymentId, origin, at);
      sent += 1;
    } catch (error) {
      console.error(JSON.stringify({ job: 'session-refund', sessionId: id, error: String(error) }));
    }
  }
  return sent;
}
