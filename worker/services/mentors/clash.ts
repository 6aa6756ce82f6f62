import { type SQL, sql } from 'drizzle-orm';

// "Another session already holds this time", as one SQL condition, for the statements that
// claim a time (booking, a late payment re-claiming its time, rescheduling): each claims in
// one statement whose WHERE is this, so of two people claiming overlapping times at once
// exactly one wins, never by reading first and writing after. A session holds its time
// while confirmed, or while it awaits payment and its hold has not run out. The mentor's
// buffer is kept clear around their sessions, and neither person may be in two at once.
// "This session holds its time at `now`", for a table or alias of mentor_sessions: a booked
// one, confirmed or awaiting payment while its hold lasts. A quick session has no set time
// (it is joined whenever both are free within its week), so it never blocks a calendar.
export const holdsTime = (table: 'mentor_sessions' | 'other', now: number): SQL => {
  const t = sql.raw(table);
  return sql`(${t}.kind = 'booked' AND (${t}.status = 'confirmed' OR (${t}.status = 'pending_payment' AND ${t}.hold_until > ${now})))`;
};

export function clashes(time: {
  mentorId: number;
  studentId: number;
  startsAt: number;
  endsAt: number;
  bufferMinutes: number;
  now: number;
  // The session being moved or paid for, which never clashes with itself.
  exceptId?: number;
}): SQL {
  const buffer = time.bufferMinutes * 60_000;
  const people = sql`(${time.mentorId}, ${time.studentId})`;
  return sql`EXISTS (SELECT 1 FROM mentor_sessions AS other
    WHERE other.id <> ${time.exceptId ?? 0}
      AND ${holdsTime('other', time.now)}
      AND ((other.mentor_id = ${time.mentorId} AND other.starts_at < ${time.endsAt + buffer} AND other.ends_at > ${time.startsAt - buffer})
        OR ((other.mentor_id IN ${people} OR other.student_id IN ${people})
          AND other.starts_at < ${time.endsAt} AND other.ends_at > ${time.startsAt})))`;
}
