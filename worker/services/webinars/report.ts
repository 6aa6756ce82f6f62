import { sql } from 'drizzle-orm';
import type { RoomPoll, RoomQuestion } from '../../contract/webinar-room';
import type { Attendee, WebinarReport } from '../../contract/webinar-report';
import type { RegistrationStatus } from '../../domain/webinars';
import { sessionEnd } from '../../domain/webinars';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { fullName } from '../users';
import { feedbackSummary } from './feedback';
import { WEBINAR_NOT_FOUND } from './registrations';

const MINUTE = 60_000;

// What the webinar's room kept: its questions and polls.
export type RoomReport = { questions: RoomQuestion[]; polls: RoomPoll[] };

type VisitRow = {
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  seat: RegistrationStatus | null;
  joinedAt: number;
  leftAt: number | null;
};

type Interval = [start: number, end: number];

// Intervals merged where they overlap or touch, in order: two tabs open at once count once.
function merged(intervals: Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

// The most people present at one moment: each person's merged visits, swept in time order
// (a leave before a join at the same instant).
function peakOf(byPerson: Interval[][]): number {
  const edges = byPerson.flatMap((intervals) =>
    intervals.flatMap(([start, end]): [number, number][] => [
      [start, 1],
      [end, -1],
    ]),
  );
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let present = 0;
  let peak = 0;
  for (const [, change] of edges) {
    present += change;
    peak = Math.max(peak, present);
  }
  return peak;
}

// Attendance from the visits the room recorded: a visit still open (its leave was never
// written) lasts until now or the session's end, whichever came first.
async function attendance(db: Db, webinarId: number, now: Date): Promise<WebinarReport['attendance']> {
  const [webinar] = await db.all<{
    startsAt: number;
    durationMinutes: number;
    startedAt: number | null;
    endedAt: number | null;
  }>(sql`
    SELECT starts_at AS startsAt, duration_minutes AS durationMinutes, started_at AS startedAt, ended_at AS endedAt
    FROM webinars WHERE id = ${webinarId}`);
  if (!webinar) throw new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
  const [visits, [{ registered }]] = await Promise.all([
    db.all<VisitRow>(sql`
      SELECT a.user_id AS userId, u.username, u.first_name AS firstName, u.last_name AS lastName, u.email,
        r.status AS seat, a.joined_at AS joinedAt, a.left_at AS leftAt
      FROM webinar_attendance a
      JOIN users u ON u.id = a.user_id
      LEFT JOIN webinar_registrations r ON r.webinar_id = a.webinar_id AND r.user_id = a.user_id
      WHERE a.webinar_id = ${webinarId}
      ORDER BY a.joined_at, a.id`),
    db.all<{ registered: number }>(sql`
      SELECT count(*) AS registered FROM webinar_registrations WHERE webinar_id = ${webinarId} AND status = 'registered'`),
  ]);
  const end = Math.min(
    now.getTime(),
    sessionEnd({
      startsAt: new Date(webinar.startsAt),
      durationMinutes: webinar.durationMinutes,
      startedAt: webinar.startedAt === null ? null : new Date(webinar.startedAt),
      endedAt: webinar.endedAt === null ? null : new Date(webinar.endedAt),
    }).getTime(),
  );
  const people = new Map<number, { first: VisitRow; lastLeftAt: number | null; intervals: Interval[] }>();
  for (const visit of visits) {
    const person = people.get(visit.userId) ?? { first: visit, lastLeftAt: null, intervals: [] };
    person.intervals.push([visit.joinedAt, Math.max(visit.joinedAt, visit.leftAt ?? end)]);
    person.lastLeftAt = visit.leftAt;
    people.set(visit.userId, person);
  }
  const attendees: Attendee[] = [...people.values()].map(({ first, lastLeftAt, intervals }) => {
    const present = merged(intervals).reduce((sum, [start, stop]) => sum + stop - start, 0);
    return {
      userId: first.userId,
      username: first.username,
      name: fullName(first),
      email: first.email,
      seat: first.seat,
      firstJoinedAt: new Date(first.joinedAt).toISOString(),
      lastLeftAt: lastLeftAt === null ? null : new Date(lastLeftAt).toISOString(),
      visits: intervals.length,
      minutes: Math.round(present / MINUTE),
    };
  });
  const registrants = attendees.filter((a) => a.seat === 'registered');
  return {
    registered,
    attendedOfRegistered: registrants.length,
    peak: peakOf([...people.values()].map((p) => merged(p.intervals))),
    averageMinutes: registrants.length
      ? Math.round(registrants.reduce((sum, a) => sum + a.minutes, 0) / registrants.length)
      : null,
    attendees,
  };
}

// The whole report: attendance, the room's questions (most votes first) and polls, and the
// feedback.
export async function webinarReport(
  db: Db,
  room: () => Promise<RoomReport>,
  webinarId: number,
  now = new Date(),
): Promise<WebinarReport> {
  // Attendance first: it answers 404 for an unknown webinar before any room is woken.
  const attended = await attendance(db, webinarId, now);
  const [kept, feedback] = await Promise.all([room(), feedbackSummary(db, webinarId)]);
  return {
    attendance: attended,
    questions: kept.questions.map((q) => ({
      id: q.id,
      name: q.name,
      text: q.text,
      askedAt: new Date(q.at).toISOString(),
      votes: q.votes,
      answered: q.answered,
      pinned: q.pinned,
    })),
    polls: kept.polls.map((p) => ({
      id: p.id,
      question: p.question,
      options: p.options.map((text, i) => ({ text, votes: p.counts[i] ?? 0 })),
      open: p.open,
    })),
    feedback,
  };
}
