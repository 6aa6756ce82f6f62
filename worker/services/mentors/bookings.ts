import { sql } from 'drizzle-orm';
import type { BookingRequest } from '../../contract/sessions';
import { freeSlots } from '../../domain/availability';
import { SESSION_TYPE_LABELS, sessionPriceCents } from '../../domain/mentoring';
import { HOLD_MINUTES } from '../../domain/session-rules';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import type { Payments } from '../payments';
import { statement } from '../statements';
import { refreshNextAvailable, rulesOf } from './availability';
import { clashes } from './clash';
import { findListedMentor } from './discovery';
import { openSessionCheckout } from './session-checkout';
import { holdsFull, roomForHold, TOO_MANY_HOLDS } from './unpaid-holds';
import { fullName } from '../users';

export const TIME_TAKEN = 'That time was just taken';
export const TIME_GONE = 'That time is no longer available';

// Booking a session: the time is claimed in one conditional INSERT (clash.ts), held for
// the checkout's life while the student pays, and confirmed only by the payment's webhook
// (session-payments.ts).
export async function bookSession(
  db: Db,
  payments: Payments,
  studentId: number,
  request: BookingRequest,
  origin: string,
  now = new Date(),
): Promise<{ sessionId: number }> {
  const found = await findListedMentor(db, request.mentor);
  if (!found) throw new ApiError('NOT_FOUND', 'No such mentor');
  const mentor = found.profile;
  if (mentor.userId === studentId) throw new ApiError('CONFLICT', "You can't book a session with yourself");
  const offer = mentor.sessionOffers.find((o) => o.type === request.sessionType);
  if (!offer?.durations.some((minutes) => minutes === request.durationMinutes)) {
    throw new ApiError('VALIDATION_FAILED', 'This mentor does not offer that session');
  }
  const startsAt = Date.parse(request.startsAt);
  const endsAt = startsAt + request.durationMinutes * 60_000;
  const rules = rulesOf(mentor);
  const offered = freeSlots(rules, [], {
    durationMinutes: request.durationMinutes,
    from: startsAt,
    to: endsAt,
    now: now.getTime(),
  });
  if (offered[0] !== startsAt) throw new ApiError('CONFLICT', TIME_GONE);

  const priceCents = sessionPriceCents(mentor.hourlyRateCents, request.durationMinutes);
  const holdUntil = now.getTime() + HOLD_MINUTES * 60_000;
  const claim = clashes({
    mentorId: mentor.userId,
    studentId,
    startsAt,
    endsAt,
    bufferMinutes: mentor.bufferMinutes,
    now: now.getTime(),
  });
  const inserted = await statement(
    db,
    sql`INSERT INTO mentor_sessions (kind, room_key, mentor_id, student_id, session_type, duration_minutes, price_cents,
        starts_at, ends_at, note, student_time_zone, status, hold_until, updated_at)
      SELECT 'booked', ${crypto.randomUUID().replaceAll('-', '')}, ${mentor.userId}, ${studentId}, ${request.sessionType}, ${request.durationMinutes}, ${priceCents},
        ${startsAt}, ${endsAt}, ${request.note}, ${request.timeZone}, 'pending_payment', ${holdUntil}, ${now.getTime()}
      WHERE NOT ${claim} AND ${roomForHold(studentId, now.getTime())}
      RETURNING id`,
  ).first<{ id: number }>();
  if (!inserted) {
    throw new ApiError('CONFLICT', (await holdsFull(db, studentId, now.getTime())) ? TOO_MANY_HOLDS : TIME_TAKEN);
  }
  const sessionId = inserted.id;

  const minutes = request.durationMinutes;
  await openSessionCheckout(db, payments, {
    sessionId,
    studentId,
    mentorId: mentor.userId,
    priceCents,
    line: `${SESSION_TYPE_LABELS[request.sessionType]} with ${fullName(found.user)} (${minutes} min)`,
    serviceAt: startsAt,
    holdUntil,
    origin,
    cancelPath: `/checkout/${sessionId}`,
    now,
  });
  // Discovery's 'available soon' moves past the time just taken.
  await refreshNextAvailable(db, mentor.userId, now);
  return { sessionId };
}
