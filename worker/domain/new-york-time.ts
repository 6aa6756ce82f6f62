// With their extensions: the demo seed runs this module under Node, which resolves no other way.
import { addDays } from './dates.ts';
import { wallClockInstant, zonedDate } from './zoned-time.ts';

// Daily challenges follow New York's calendar, DST included (never a fixed offset).
export const CHALLENGE_TIME_ZONE = 'America/New_York';

// YYYY-MM-DD of the New York day that contains `instant`.
export const newYorkDate = (instant: Date) => zonedDate(instant.getTime(), CHALLENGE_TIME_ZONE);

// The instant New York's day `date` (YYYY-MM-DD) begins.
export const newYorkMidnight = (date: string) => new Date(wallClockInstant(date, 0, CHALLENGE_TIME_ZONE, 'earliest'));

// A daily challenge's window: submissions from its midnight to the next, voting the day after.
export function dailyWindow(date: string) {
  const startDate = newYorkMidnight(date);
  const endDate = newYorkMidnight(addDays(date, 1));
  return { startDate, endDate, votingStartDate: endDate, votingEndDate: newYorkMidnight(addDays(date, 2)) };
}
