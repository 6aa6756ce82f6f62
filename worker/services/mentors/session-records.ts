import { and, asc, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { checkouts, mentorProfiles, mentorReviews, mentorSessions, payments, users } from '../../../db/schema';
import type { MentorSessionDto } from '../../contract/sessions';
import { SESSION_TYPE_LABELS } from '../../domain/mentoring';
import { sessionPagePath, sessionPermissions } from '../../domain/session-rules';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import type { SessionMailFacts } from '../mail/session-templates';
import { fullName } from '../users';

// A session with its two people, as each of them sees it. Anyone else is told there is no
// such session, so ids cannot be probed.

const mentorUser = alias(users, 'mentor_user');
const studentUser = alias(users, 'student_user');

function select(db: Db, where: SQL | undefined) {
  return db
    .select({
      session: mentorSessions,
      mentor: mentorUser,
      student: studentUser,
      profile: { slug: mentorProfiles.slug, timeZone: mentorProfiles.timeZone, bufferMinutes: mentorProfiles.bufferMinutes },
      review: mentorReviews,
      checkoutUrl: checkouts.url,
      payment: {
        id: payments.id,
        createdAt: payments.createdAt,
        amountCents: payments.amountCents,
        refundedCents: payments.refundedCents,
      },
    })
    .from(mentorSessions)
    .innerJoin(mentorUser, eq(mentorUser.id, mentorSessions.mentorId))
    .innerJoin(studentUser, eq(studentUser.id, mentorSessions.studentId))
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, mentorSessions.mentorId))
    .leftJoin(mentorReviews, eq(mentorReviews.sessionId, mentorSessions.id))
    .leftJoin(checkouts, eq(checkouts.id, mentorSessions.checkoutId))
    .leftJoin(payments, eq(payments.id, mentorSessions.paymentId))
    .where(where);
}

export type LoadedSession = Awaited<ReturnType<typeof select>>[number];

export async function loadSession(db: Db, id: number): Promise<LoadedSession | null> {
  const [found] = await select(db, eq(mentorSessions.id, id));
  return found ?? null;
}

const roleIn = (loaded: LoadedSession, userId: number): 'student' | 'mentor' | null =>
  loaded.session.mentorId === userId ? 'mentor' : loaded.session.studentId === userId ? 'student' : null;

function toSessionDto(loaded: LoadedSession, role: 'student' | 'mentor', now: Date): MentorSessionDto {
  const { session, mentor, student, profile, review } = loaded;
  const permissions = sessionPermissions(
    {
      kind: session.kind,
      status: session.status,
      startsAt: session.startsAt.getTime(),
      endsAt: session.endsAt.getTime(),
      rescheduled: session.rescheduledAt !== null,
    },
    role,
    now.getTime(),
  );
  const awaitingPayment = session.status === 'pending_payment' && (session.holdUntil?.getTime() ?? 0) > now.getTime();
  return {
    id: session.id,
    kind: session.kind,
    status: session.status,
    sessionType: session.sessionType,
    durationMinutes: session.durationMinutes,
    priceCents: session.priceCents,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    note: session.note,
    role,
    mentor: { userId: mentor.id, name: fullName(mentor), photoUrl: mentor.profileImageUrl, ...profile },
    student: { userId: student.id, name: fullName(student), photoUrl: student.profileImageUrl },
    holdUntil: awaitingPayment ? (session.holdUntil?.toISOString() ?? null) : null,
    checkoutUrl: awaitingPayment && role === 'student' ? loaded.checkoutUrl : null,
    rescheduled: session.rescheduledAt !== null,
    refundedAt: session.refundedAt?.toISOString() ?? null,
    canCancel: permissions.canCancel,
    cancelRefunds: permissions.cancelRefunds,
    canReschedule: permissions.canReschedule,
    joinOpensAt: new Date(permissions.joinOpensAt).toISOString(),
    canJoin: permissions.canJoin,
    canReview: role === 'student' && session.status === 'completed' && review === null,
    review: review
      ? { rating: review.rating, comment: review.comment, reply: review.reply, createdAt: review.createdAt.toISOString() }
      : null,
    receipt: loaded.payment
      ? {
          paymentId: loaded.payment.id,
          paidAt: loaded.payment.createdAt.toISOString(),
          amountCents: loaded.payment.amountCents,
          refundedCents: loaded.payment.refundedCents,
        }
      : null,
  };
}

// The session as `userId` sees it: 404 for anyone but its two people.
export async function sessionFor(db: Db, id: number, userId: number, now = new Date()) {
  const loaded = await loadSession(db, id);
  const role = loaded ? roleIn(loaded, userId) : null;
  if (!loaded || !role) throw new ApiError('NOT_FOUND', 'No such session');
  return { loaded, role, dto: toSessionDto(loaded, role, now) };
}

const UPCOMING = ['pending_payment', 'confirmed'] as const;

// A dashboard's list: upcoming (soonest first; bookings awaiting payment only while held)
// or past (latest first).
export async function sessionsOf(
  db: Db,
  userId: number,
  role: 'student' | 'mentor',
  when: 'upcoming' | 'past',
  now = new Date(),
) {
  const mine = role === 'mentor' ? eq(mentorSessions.mentorId, userId) : eq(mentorSessions.studentId, userId);
  const where =
    when === 'upcoming'
      ? and(
          mine,
          gte(mentorSessions.endsAt, now),
          or(
            eq(mentorSessions.status, 'confirmed'),
            and(inArray(mentorSessions.status, UPCOMING), gte(mentorSessions.holdUntil, now)),
          ),
        )
      : and(
          mine,
          or(
            lt(mentorSessions.endsAt, now),
            inArray(mentorSessions.status, [
              'completed',
              'cancelled_by_student',
              'cancelled_by_mentor',
              'no_show_student',
              'no_show_mentor',
            ]),
          ),
        );
  const rows = await select(db, where)
    .orderBy(when === 'upcoming' ? asc(mentorSessions.startsAt) : desc(mentorSessions.startsAt))
    .limit(100);
  return rows.map((loaded) => toSessionDto(loaded, role, now));
}

// Every quick session of a member, as student or mentor, newest first.
export async function quickSessionsOf(db: Db, userId: number, now = new Date()) {
  const rows = await select(
    db,
    and(eq(mentorSessions.kind, 'quick'), or(eq(mentorSessions.studentId, userId), eq(mentorSessions.mentorId, userId))),
  )
    .orderBy(desc(mentorSessions.createdAt))
    .limit(100);
  return rows.map((loaded) => toSessionDto(loaded, loaded.session.mentorId === userId ? 'mentor' : 'student', now));
}

// What a session's mail says to one of its people, in their own zone.
// What a session is called in mail and notifications: 'portfolio review session'.
export const sessionTitle = ({ session }: LoadedSession) =>
  `${SESSION_TYPE_LABELS[session.sessionType].toLowerCase()} ${session.kind === 'quick' ? 'quick session' : 'session'}`;

export function mailFacts(loaded: LoadedSession, reader: 'student' | 'mentor', origin: string): SessionMailFacts {
  const { session, mentor, student, profile } = loaded;
  const toMentor = reader === 'mentor';
  return {
    reader: (toMentor ? mentor : student).firstName || (toMentor ? mentor : student).username,
    other: fullName(toMentor ? student : mentor),
    what: sessionTitle(loaded),
    startsAt: session.startsAt.getTime(),
    timeZone: toMentor ? profile.timeZone : session.studentTimeZone,
    inviteUrl: `${origin}${sessionPagePath(session)}`,
  };
}
