import { sql } from 'drizzle-orm';
import type { Db } from '../../env';

// A student holds a mentor's time, unpaid, for the checkout's 30 minutes. At most two such
// holds at once (bookings and quick sessions together), so nobody squats on calendars for
// free; the limit is part of the statement that takes the hold, so two at once cannot both
// slip under it.
export const MAX_UNPAID_HOLDS = 2;
export const TOO_MANY_HOLDS = `You already have ${MAX_UNPAID_HOLDS} sessions waiting for payment. Pay for one or cancel it before holding another time.`;

const liveHolds = (studentId: number, at: number) =>
  sql`(SELECT COUNT(*) FROM mentor_sessions WHERE student_id = ${studentId} AND status = 'pending_payment'
    AND payment_id IS NULL AND hold_until > ${at})`;

// For a statement's WHERE: the student may take one more hold.
export const roomForHold = (studentId: number, at: number) => sql`${liveHolds(studentId, at)} < ${MAX_UNPAID_HOLDS}`;

// After a refused hold: whether the limit was why.
export async function holdsFull(db: Db, studentId: number, at: number): Promise<boolean> {
  const row = await db.get<{ holds: number }>(sql`SELECT ${liveHolds(studentId, at)} AS holds`);
  return (row?.holds ?? 0) >= MAX_UNPAID_HOLDS;
}
