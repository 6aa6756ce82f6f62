import { mentorProfiles, mentorReviews, mentorSessions } from '../../db/schema';
import { db, makeUser, present } from './helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// An approved mentor who works around the clock in UTC ($90 an hour, a 15-minute buffer and
// an hour's notice), so any whole hour ahead is a time the rules offer.
export async function makeMentor(fields: Partial<typeof mentorProfiles.$inferInsert> = {}) {
  const made = await makeUser({ emailVerifiedAt: new Date() });
  await db()
    .insert(mentorProfiles)
    .values({
      userId: made.user.id,
      profileStatus: 'approved',
      hourlyRateCents: 9_000,
      sessionOffers: [{ type: 'one_on_one', durations: [30, 60] }],
      timeZone: 'UTC',
      weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '24:00' })),
      bufferMinutes: 15,
      minNoticeMinutes: 60,
      bookingWindowDays: 60,
      ...fields,
    });
  return made;
}

// A whole hour `days` from now (UTC).
export const hourAhead = (days: number, now = Date.now()) => Math.ceil((now + days * 24 * HOUR) / HOUR) * HOUR;

// A session written straight into its state (for tests about what follows, not about paying).
export async function makeSession(
  mentorId: number,
  studentId: number,
  startsAt: number,
  fields: Partial<typeof mentorSessions.$inferInsert> = {},
) {
  const [session] = await db()
    .insert(mentorSessions)
    .values({
      mentorId,
      studentId,
      sessionType: 'one_on_one',
      durationMinutes: 60,
      priceCents: 9_000,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + HOUR),
      status: 'confirmed',
      ...fields,
    })
    .returning();
  return present(session, 'the new session');
}

export async function makeReview(sessionId: number, mentorId: number, studentId: number, rating = 5) {
  await db().insert(mentorReviews).values({ sessionId, mentorId, studentId, rating, comment: 'Generous with time.' });
}
