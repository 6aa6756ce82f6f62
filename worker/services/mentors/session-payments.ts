import { sql } from 'drizzle-orm';
import { mentorSessions } from '../../../db/schema';
import { calendarFile } from '../../domain/ics';
import { SESSION_TYPE_LABELS } from '../../domain/mentoring';
import { QUICK_JOINABLE_DAYS } from '../../domain/session-rules';
import type { Db } from '../../env';
import { quickSessionPaidMail, sessionConfirmedMail } from '../mail/session-templates';
import { mailStatement } from '../mail/outbox';
import { noticeRows, notify } from '../notifications/notify';
import type { PurposeHandlers } from '../payments/purpose-handlers';
import { type Statement, statement } from '../statements';
import { clashes } from './clash';
import { type LoadedSession, loadSession, mailFacts } from './session-records';
import { sessionNotice } from './session-notices';
import { sendDueRefunds } from './session-refunds';

// The payment webhook's part in a session: statements of its batch, placed before the
// payment is recorded, so each runs only while the payment is new (a second event for the
// same payment, or a replay, changes nothing). The payment confirms the session if its time
// is still its own: held, or free again after the hold lapsed. Otherwise the session is
// marked for a full refund, which session-refunds.ts sends once the batch has landed.

export function sessionCalendar(loaded: LoadedSession, origin: string, at: Date, sequence = 0, cancelled = false) {
  const { session } = loaded;
  const facts = mailFacts(loaded, 'student', origin);
  return calendarFile(
    {
      uid: `session-${session.id}@aperturecircle.app`,
      start: session.startsAt.getTime(),
      end: session.endsAt.getTime(),
      summary: `${SESSION_TYPE_LABELS[session.sessionType]}: ${facts.other} and ${mailFacts(loaded, 'mentor', origin).other}`,
      description: `Aperture Circle mentoring session. Join from ${facts.inviteUrl}`,
      url: facts.inviteUrl,
      sequence,
      cancelled,
    },
    at.getTime(),
  );
}

async function sessionPaidStatements(
  db: Db,
  sessionId: number,
  paymentId: string,
  at: Date,
  origin: string,
  tell: (userIds: number[]) => void,
): Promise<Statement[]> {
  const loaded = await loadSession(db, sessionId);
  if (!loaded) return [];
  const { session, mentor, student } = loaded;
  tell([mentor.id]);
  const isNew = sql`NOT EXISTS (SELECT 1 FROM payments WHERE id = ${paymentId})`;
  const quick = session.kind === 'quick';
  // A quick session claims no time: it is joinable for a week from its payment.
  const taken = quick
    ? sql`0`
    : clashes({
        mentorId: session.mentorId,
        studentId: session.studentId,
        startsAt: session.startsAt.getTime(),
        endsAt: session.endsAt.getTime(),
        bufferMinutes: loaded.profile.bufferMinutes,
        now: at.getTime(),
        exceptId: session.id,
      });
  const window = quick ? sql`, starts_at = ${at.getTime()}, ends_at = ${at.getTime() + QUICK_JOINABLE_DAYS * 86_400_000}` : sql``;
  const confirmedNow = sql`${isNew} AND EXISTS (SELECT 1 FROM mentor_sessions
    WHERE id = ${session.id} AND status = 'confirmed' AND payment_id = ${paymentId})`;
  const calendar = sessionCalendar(loaded, origin, at);
  const paidTemplate = quick ? 'quick_session_paid' : 'session_confirmed';
  const paidMail = (reader: 'student' | 'mentor') =>
    quick
      ? quickSessionPaidMail(mailFacts(loaded, reader, origin), at.getTime() + QUICK_JOINABLE_DAYS * 86_400_000)
      : sessionConfirmedMail(mailFacts(loaded, reader, origin), calendar);
  return [
    statement(
      db,
      sql`UPDATE mentor_sessions SET status = 'confirmed', payment_id = ${paymentId}, hold_until = NULL, updated_at = ${at.getTime()}${window}
        WHERE id = ${session.id} AND status IN ('pending_payment', 'expired') AND ${isNew} AND NOT ${taken}`,
    ),
    mailStatement(db, student.email, paidTemplate, paidMail('student'), confirmedNow),
    mailStatement(db, mentor.email, paidTemplate, paidMail('mentor'), confirmedNow),
    statement(db, notify(db, noticeRows([sessionNotice(loaded, 'session_booked', 'mentor')], at, confirmedNow))),
    // Not confirmed: the time went to someone else, or the booking was cancelled before
    // the payment landed. The money goes back.
    statement(
      db,
      sql`UPDATE mentor_sessions SET payment_id = ${paymentId}, refund_due = 1, updated_at = ${at.getTime()},
          status = CASE WHEN status = 'pending_payment' THEN 'expired' ELSE status END
        WHERE id = ${session.id} AND status <> 'confirmed' AND ${isNew}`,
    ),
  ];
}

// The checkout ran out unpaid: the booking is over (its hold had already lapsed with it).
function checkoutExpiredStatements(db: Db, checkoutId: string, at: Date): Statement[] {
  return [
    statement(
      db,
      db
        .update(mentorSessions)
        .set({ status: 'expired', updatedAt: at })
        .where(sql`${mentorSessions.checkoutId} = ${checkoutId} AND ${mentorSessions.status} = 'pending_payment'`),
    ),
  ];
}

const sessionIdOf = (reference: string) => (/^\d+$/.test(reference) ? Number(reference) : null);

// A session's payments, booked or quick (both pay as 'mentor_session', the session's id their
// reference). A refund the payment made due goes out once its batch has landed.
export const sessionPurpose: PurposeHandlers = {
  paid: async (db, payment, { at, origin, tell }) => {
    const sessionId = sessionIdOf(payment.reference);
    return sessionId === null ? [] : sessionPaidStatements(db, sessionId, payment.id, at, origin, tell);
  },
  afterPaid: async (db, provider, payment, { at, origin }) => {
    const sessionId = sessionIdOf(payment.reference);
    if (sessionId !== null) await sendDueRefunds(db, provider, origin, { sessionId, at });
  },
  checkoutExpired: (db, checkoutId, { at }) => checkoutExpiredStatements(db, checkoutId, at),
};
