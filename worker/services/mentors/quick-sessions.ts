import { and, eq, sql } from 'drizzle-orm';
import { mentorSessions, messages } from '../../../db/schema';
import { SESSION_TYPE_LABELS } from '../../domain/mentoring';
import { OFFER_HOURS, quickSessionAmount } from '../../domain/messages';
import { HOLD_MINUTES, QUICK_JOINABLE_DAYS } from '../../domain/session-rules';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { blockedBetween } from '../member-blocks';
import type { Payments } from '../payments';
import { statement } from '../statements';
import { fullName } from '../users';
import { findListedMentor } from './discovery';
import { openSessionCheckout } from './session-checkout';
import { holdsFull, roomForHold, TOO_MANY_HOLDS } from './unpaid-holds';

const HOUR = 3_600_000;

// Accepting a mentor's quick session offer (a message): its recipient gets a session of kind
// 'quick' awaiting payment, priced from the offer by the server, and the provider's checkout.
// One session per offer (a unique index): accepting again answers the same session, and one
// never paid whose checkout lapsed, or that was cancelled, is opened again while the offer
// lasts (48 hours); the thread shows such an offer open (messages/threads.ts).
export async function acceptQuickSession(
  db: Db,
  payments: Payments,
  studentId: number,
  request: { messageId: number; timeZone: string },
  origin: string,
  now = new Date(),
): Promise<{ sessionId: number }> {
  const [offer] = await db.select().from(messages).where(eq(messages.id, request.messageId));
  const offered = offer?.messageType === 'quick_session_offer' && offer.quickSessionData && !offer.removedAt ? offer : null;
  if (!offered?.quickSessionData || (offered.recipientId !== studentId && offered.senderId !== studentId)) {
    throw new ApiError('NOT_FOUND', 'No such offer');
  }
  if (offered.senderId === studentId) throw new ApiError('FORBIDDEN', "You can't accept your own offer");
  if (now.getTime() >= offered.createdAt.getTime() + OFFER_HOURS * HOUR) {
    throw new ApiError('CONFLICT', 'This offer has expired');
  }
  const mentor = await findListedMentor(db, String(offered.senderId));
  if (!mentor) throw new ApiError('CONFLICT', 'This mentor is not taking sessions just now');
  if (await blockedBetween(db, studentId, offered.senderId))
    throw new ApiError('FORBIDDEN', "You can't accept this member's offers");

  const { duration, hourlyRate, sessionType } = offered.quickSessionData;
  const priceCents = Math.round(quickSessionAmount(hourlyRate, duration) * 100);
  const at = now.getTime();
  const holdUntil = at + HOLD_MINUTES * 60_000;
  // A session of this offer never paid whose checkout lapsed, or that was cancelled.
  const lapsedSql = sql`(mentor_sessions.payment_id IS NULL
    AND (mentor_sessions.status IN ('expired', 'cancelled_by_student', 'cancelled_by_mentor')
      OR (mentor_sessions.status = 'pending_payment' AND mentor_sessions.hold_until <= ${at})))`;
  // Made, or an unpaid lapsed one made ready to pay again, in one statement: of two accepts
  // at once, one gets the row and opens the checkout; the other answers the same session.
  const opened = await statement(
    db,
    sql`INSERT INTO mentor_sessions (kind, room_key, offer_message_id, mentor_id, student_id, session_type, duration_minutes,
        price_cents, starts_at, ends_at, note, student_time_zone, status, hold_until, updated_at)
      SELECT 'quick', ${crypto.randomUUID().replaceAll('-', '')}, ${offered.id}, ${offered.senderId}, ${studentId},
        ${sessionType}, ${duration}, ${priceCents}, ${at}, ${at + QUICK_JOINABLE_DAYS * 24 * HOUR}, ${offered.content},
        ${request.timeZone}, 'pending_payment', ${holdUntil}, ${at}
      WHERE ${roomForHold(studentId, at)}
      ON CONFLICT (offer_message_id) DO UPDATE SET status = 'pending_payment', hold_until = excluded.hold_until,
        cancelled_at = NULL, updated_at = excluded.updated_at
      WHERE ${lapsedSql} AND ${roomForHold(studentId, at)}
      RETURNING id`,
  ).first<{ id: number }>();
  if (!opened) {
    // Taken already (paid, or held right now): the same session. Else the limit, or a race.
    const [existing] = await db
      .select({ id: mentorSessions.id })
      .from(mentorSessions)
      .where(and(eq(mentorSessions.offerMessageId, offered.id), sql`NOT ${lapsedSql}`));
    if (existing) return { sessionId: existing.id };
    if (await holdsFull(db, studentId, at)) throw new ApiError('CONFLICT', TOO_MANY_HOLDS);
    throw new ApiError('CONFLICT', 'This offer has just changed: try again');
  }
  await openSessionCheckout(db, payments, {
    sessionId: opened.id,
    studentId,
    mentorId: offered.senderId,
    priceCents,
    line: `Quick session: ${SESSION_TYPE_LABELS[sessionType]} with ${fullName(mentor.user)} (${duration} min)`,
    // It may be given any time in its week: the mentor's share waits for the week to end.
    serviceAt: at + QUICK_JOINABLE_DAYS * 24 * HOUR,
    holdUntil,
    origin,
    cancelPath: `/quick-session/payment/${opened.id}`,
    now,
  });
  return { sessionId: opened.id };
}
