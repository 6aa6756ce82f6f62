import { and, eq, isNull, sql } from 'drizzle-orm';
import { mentorSessions } from '../../../db/schema';
import type { MentorSessionDto } from '../../contract/sessions';
import { freeSlots } from '../../domain/availability';
import { RESCHEDULE_HOURS } from '../../domain/session-rules';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { enqueueMail } from '../mail/outbox';
import { sessionCancelledMail, sessionRescheduledMail } from '../mail/session-templates';
import type { Payments } from '../payments';
import { statement } from '../statements';
import { refreshNextAvailable, rulesOf } from './availability';
import { TIME_GONE, TIME_TAKEN } from './bookings';
import { clashes } from './clash';
import { loadSession, mailFacts, sessionFor } from './session-records';
import { sessionCalendar } from './session-payments';
import { sendDueRefunds } from './session-refunds';
import { otherOf, sessionNotice } from './session-notices';
import { noticeRows, notify } from '../notifications/notify';

// What a session's two people do with it: cancel, reschedule, join. Each change is one
// conditional statement on the state it was decided from, so two clicks (or both people)
// at once change it once. A change to a confirmed session is told to the other person, who
// is answered with the session (`notified`, for their open tabs).

const CHANGED = 'This session has just changed: reload the page';

export async function cancelSession(
  db: Db,
  payments: Payments | null,
  sessionId: number,
  userId: number,
  origin: string,
  now = new Date(),
): Promise<{ session: MentorSessionDto; notified: number[] }> {
  const { loaded, role, dto } = await sessionFor(db, sessionId, userId, now);
  if (!dto.canCancel) throw new ApiError('CONFLICT', 'This session can no longer be cancelled');
  const was = loaded.session.status;
  const refundDue = was === 'confirmed' && dto.cancelRefunds;
  const [done] = await db
    .update(mentorSessions)
    .set({
      status: role === 'mentor' ? 'cancelled_by_mentor' : 'cancelled_by_student',
      cancelledAt: now,
      refundDue,
      updatedAt: now,
    })
    .where(and(eq(mentorSessions.id, sessionId), eq(mentorSessions.status, was)))
    .returning({ id: mentorSessions.id });
  if (!done) throw new ApiError('CONFLICT', CHANGED);
  if (was === 'pending_payment' && loaded.session.checkoutId && payments) {
    // Best effort: a payment that still lands is refunded (session-payments.ts).
    await payments.provider.expireCheckout(loaded.session.checkoutId, `expire:${loaded.session.checkoutId}`).catch(() => null);
  }
  let notified: number[] = [];
  if (was === 'confirmed') {
    const told = await notify(db, noticeRows([sessionNotice(loaded, 'session_cancelled', otherOf(role))], now));
    notified = told.map((row) => row.userId);
    const refund = refundDue
      ? 'The payment is refunded in full to the card that paid.'
      : 'It was cancelled less than 24 hours before the start, so there is no refund.';
    for (const reader of ['student', 'mentor'] as const) {
      const to = reader === 'student' ? loaded.student.email : loaded.mentor.email;
      await enqueueMail(
        db,
        to,
        'session_cancelled',
        sessionCancelledMail(mailFacts(loaded, reader, origin), reader === role, refund),
      );
    }
  }
  if (refundDue && payments) await sendDueRefunds(db, payments.provider, origin, { sessionId, at: now });
  await refreshNextAvailable(db, loaded.session.mentorId, now);
  return { session: (await sessionFor(db, sessionId, userId, now)).dto, notified };
}

export async function rescheduleSession(
  db: Db,
  sessionId: number,
  userId: number,
  startsAtIso: string,
  origin: string,
  now = new Date(),
): Promise<{ session: MentorSessionDto; notified: number[] }> {
  const { loaded, role, dto } = await sessionFor(db, sessionId, userId, now);
  if (!dto.canReschedule) throw new ApiError('CONFLICT', 'This session can no longer be rescheduled');
  const mentor = await db.query.mentorProfiles.findFirst({
    where: (p, { eq: equals }) => equals(p.userId, loaded.session.mentorId),
  });
  if (!mentor) throw new ApiError('NOT_FOUND', 'No such mentor');
  const startsAt = Date.parse(startsAtIso);
  const endsAt = startsAt + loaded.session.durationMinutes * 60_000;
  const offered = freeSlots(rulesOf(mentor), [], {
    durationMinutes: loaded.session.durationMinutes,
    from: startsAt,
    to: endsAt,
    now: now.getTime(),
  });
  if (offered[0] !== startsAt) throw new ApiError('CONFLICT', TIME_GONE);
  const taken = clashes({
    mentorId: loaded.session.mentorId,
    studentId: loaded.session.studentId,
    startsAt,
    endsAt,
    bufferMinutes: mentor.bufferMinutes,
    now: now.getTime(),
    exceptId: sessionId,
  });
  const moved = await statement(
    db,
    sql`UPDATE mentor_sessions SET starts_at = ${startsAt}, ends_at = ${endsAt}, rescheduled_at = ${now.getTime()},
        reminded_24h_at = NULL, reminded_1h_at = NULL, updated_at = ${now.getTime()}
      WHERE id = ${sessionId} AND status = 'confirmed' AND rescheduled_at IS NULL
        AND starts_at >= ${now.getTime() + RESCHEDULE_HOURS * 3_600_000} AND NOT ${taken}
      RETURNING id`,
  ).first<{ id: number }>();
  if (!moved) {
    const again = await sessionFor(db, sessionId, userId, now);
    throw new ApiError('CONFLICT', again.dto.canReschedule ? TIME_TAKEN : CHANGED);
  }
  const updated = await loadSession(db, sessionId);
  let notified: number[] = [];
  if (updated) {
    const told = await notify(db, noticeRows([sessionNotice(updated, 'session_rescheduled', otherOf(role))], now));
    notified = told.map((row) => row.userId);
    const calendar = sessionCalendar(updated, origin, now, 1);
    for (const reader of ['student', 'mentor'] as const) {
      const to = reader === 'student' ? updated.student.email : updated.mentor.email;
      await enqueueMail(db, to, 'session_rescheduled', sessionRescheduledMail(mailFacts(updated, reader, origin), calendar));
    }
  }
  await refreshNextAvailable(db, loaded.session.mentorId, now);
  return { session: (await sessionFor(db, sessionId, userId, now)).dto, notified };
}

// Attendance: who joined, first time only; the answer is the room's path (its random key).
export async function joinSession(db: Db, sessionId: number, userId: number, now = new Date()) {
  const { loaded, role, dto } = await sessionFor(db, sessionId, userId, now);
  if (!dto.canJoin) {
    if (dto.status !== 'confirmed') throw new ApiError('CONFLICT', 'This session is not going ahead');
    throw new ApiError(
      'CONFLICT',
      now.getTime() < Date.parse(dto.joinOpensAt) ? 'The session opens 10 minutes before the start' : 'This session has ended',
    );
  }
  const column = role === 'mentor' ? mentorSessions.mentorJoinedAt : mentorSessions.studentJoinedAt;
  await db
    .update(mentorSessions)
    .set(role === 'mentor' ? { mentorJoinedAt: now } : { studentJoinedAt: now })
    .where(and(eq(mentorSessions.id, sessionId), isNull(column)));
  return { roomPath: `/video-session/${loaded.session.roomKey}` };
}
