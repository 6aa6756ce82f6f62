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

// The cron's pass: every listed mentor's next free start moves on as time passes.
export async function refreshAllNextAvailable(db: Db, now: Date): Promise<number> {
  const rows = await db
    .select({ userId: mentorProfiles.userId })
    .from(mentorProfiles)
    .where(and(eq(mentorProfiles.profileStatus, 'approved'), sql`${mentorProfiles.suspendedAt} IS NULL`));
  for (const { userId } of rows) await refreshNextAvailable(db, userId, now);
  return rows.length;
}

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
