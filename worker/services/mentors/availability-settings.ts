import { eq } from 'drizzle-orm';
import { mentorProfiles } from '../../../db/schema';
import type { Availability } from '../../contract/availability';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { refreshNextAvailable, rulesOf } from './availability';

// A mentor's own availability rules. Changing the zone keeps every rule's wall-clock times
// (9 to 5 stays 9 to 5 where they now live); booked sessions keep their instants.

const NO_PROFILE = 'Apply to mentor first: your hours belong to your mentor profile';

export async function myAvailability(db: Db, userId: number): Promise<Availability> {
  const row = await db.query.mentorProfiles.findFirst({ where: eq(mentorProfiles.userId, userId) });
  if (!row) throw new ApiError('NOT_FOUND', NO_PROFILE);
  return rulesOf(row);
}

export async function saveAvailability(db: Db, userId: number, rules: Availability, at = new Date()): Promise<Availability> {
  const [saved] = await db
    .update(mentorProfiles)
    .set({
      timeZone: rules.timeZone,
      weeklyHours: rules.weeklyHours,
      dateOverrides: rules.overrides,
      timeOff: rules.timeOff,
      bufferMinutes: rules.bufferMinutes,
      minNoticeMinutes: rules.minNoticeMinutes,
      bookingWindowDays: rules.bookingWindowDays,
      updatedAt: at,
    })
    .where(eq(mentorProfiles.userId, userId))
    .returning({ userId: mentorProfiles.userId });
  if (!saved) throw new ApiError('NOT_FOUND', NO_PROFILE);
  await refreshNextAvailable(db, userId, at);
  return myAvailability(db, userId);
}
