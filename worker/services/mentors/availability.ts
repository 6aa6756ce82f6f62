import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { type MentorProfileRow, mentorProfiles, mentorSessions } from '../../../db/schema';
import { holdsTime } from './clash';
import { type AvailabilityRules, type Busy, freeSlots, nextAvailable } from '../../domain/availability';
import type { Db } from '../../env';

// A mentor's free times: their rules (wall-clock, in their zone) minus the sessions holding
// a time. A session holds its time while confirmed, or while it awaits payment and its hold
// has not run out — read from the clock here, so a lapsed hold frees the time at once.

export function rulesOf(row: MentorProfileRow): AvailabilityRules {
  return {
    timeZone: row.timeZone,
    weeklyHours: row.weeklyHours,
    overrides: row.dateOverrides,
    timeOff: row.timeOff,
    bufferMinutes: row.bufferMinutes,
    minNoticeMinutes: row.minNoticeMinutes,
    bookingWindowDays: row.bookingWindowDays,
  };
}

// A day either side keeps sessions within a buffer of the range in view.
const MARGIN = 86_400_000;

async function busyTimes(db: Db, mentorId: number, from: number, to: number, now: Date): Promise<Busy[]> {
  const rows = await db
    .select({ startsAt: mentorSessions.startsAt, endsAt: mentorSessions.endsAt })
    .from(mentorSessions)
    .where(
      and(
        eq(mentorSessions.mentorId, mentorId),
        lt(mentorSessions.startsAt, new Date(to + MARGIN)),
        gt(mentorSessions.endsAt, new Date(from - MARGIN)),
        holdsTime('mentor_sessions', now.getTime()),
      ),
    );
  return rows.map((row) => ({ startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() }));
}

// Discovery's 'available soon' reads the first free start of the shortest session offered.
function shortestDuration(row: MentorProfileRow): number {
  const durations = row.sessionOffers.flatMap((offer) => offer.durations);
  return durations.length > 0 ? Math.min(...durations) : 30;
}

export async function refreshNextAvailable(db: Db, mentorId: number, now: Date): Promise<void> {
  const row = await db.query.mentorProfiles.findFirst({ where: eq(mentorProfiles.userId, mentorId) });
  if (!row) return;
  const rules = rulesOf(row);
  const windowEnd = now.getTime() + rules.bookingWindowDays * 86_400_000;
  const busy = await busyTimes(db, mentorId, now.getTime(), windowEnd, now);
  const next = nextAvailable(rules, busy, shortestDuration(row), now.getTime());
  await db
    .update(mentorProfiles)
    .set({ nextAvailableAt: next === null ? null : new Date(next) })
    .where(eq(mentorProfiles.userId, mentorId));
}

// The cron's pass: every listed mentor's next free start moves on as time passes (and moves
// back when a hold lapses). In bulk: one read of the listed mentors, one of the sessions
// holding their times, and writes only for those whose value changed — a mentor at a time
// cost three round trips each, seconds for a few hundred mentors.
export async function refreshAllNextAvailable(db: Db, now: Date): Promise<number> {
  const listed = and(eq(mentorProfiles.profileStatus, 'approved'), sql`${mentorProfiles.suspendedAt} IS NULL`);
  const rows = await db.select().from(mentorProfiles).where(listed);
  if (rows.length === 0) return 0;
  const at = now.getTime();
  const windowEnd = at + Math.max(...rows.map((row) => row.bookingWindowDays)) * 86_400_000;
  const held = await db
    .select({ mentorId: mentorSessions.mentorId, startsAt: mentorSessions.startsAt, endsAt: mentorSessions.endsAt })
    .from(mentorSessions)
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, mentorSessions.mentorId))
    .where(
      and(
        listed,
        lt(mentorSessions.startsAt, new Date(windowEnd + MARGIN)),
        gt(mentorSessions.endsAt, new Date(at - MARGIN)),
        holdsTime('mentor_sessions', at),
      ),
    );
  const busyOf = Map.groupBy(held, (session) => session.mentorId);
  const changed = rows.flatMap((row) => {
    const busy = (busyOf.get(row.userId) ?? []).map((b) => ({ startsAt: b.startsAt.getTime(), endsAt: b.endsAt.getTime() }));
    const next = nextAvailable(rulesOf(row), busy, shortestDuration(row), at);
    return next === (row.nextAvailableAt?.getTime() ?? null) ? [] : [{ userId: row.userId, next }];
  });
  for (let i = 0; i < changed.length; i += UPDATES_PER_BATCH) {
    const updates = changed.slice(i, i + UPDATES_PER_BATCH).map(({ userId, next }) =>
      db
        .update(mentorProfiles)
        .set({ nextAvailableAt: next === null ? null : new Date(next) })
        .where(eq(mentorProfiles.userId, userId)),
    );
    await db.batch(updates as [(typeof updates)[number], ...typeof updates]);
  }
  return rows.length;
}

const UPDATES_PER_BATCH = 100;

export async function slotsOf(
  db: Db,
  row: MentorProfileRow,
  { durationMinutes, from, days }: { durationMinutes: number; from: number; days: number },
  now: Date,
): Promise<number[]> {
  const to = from + days * 86_400_000;
  const busy = await busyTimes(db, row.userId, from, to, now);
  return freeSlots(rulesOf(row), busy, { durationMinutes, from, to, now: now.getTime() });
}
