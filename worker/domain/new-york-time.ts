// With their extensions: the demo seed runs this module under Node, which resolves no other way.
import { addDays } from './dates.ts';
import { clock12, SHORT_MONTHS } from './en-dates.ts';
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

// The United States' daylight-saving rule (in force since 2007): clocks go forward on the
// second Sunday of March at 2:00 standard time (07:00 UTC) and back on the first Sunday of
// November at 2:00 daylight time (06:00 UTC).
const HOUR = 3_600_000;
function nthSunday(year: number, month: number, nth: number, utcHour: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7, utcHour);
}
const isNewYorkSummer = (instant: number): boolean => {
  const year = new Date(instant).getUTCFullYear();
  return instant >= nthSunday(year, 2, 2, 7) && instant < nthSunday(year, 10, 1, 6);
};

// 'Submissions End Nov 23, 11:59 PM EST' style: month, day, 12-hour clock and the zone's real
// abbreviation (EST in winter, EDT in summer), as Intl's en-US formatter writes it (a test
// holds the two equal). Worked out from the rule above rather than with Intl: a page of
// challenge cards hydrates with these, and a browser's first Intl formatter costs a slow phone
// about 20 ms of locale data.
export function newYorkClock(instant: Date): string {
  const summer = isNewYorkSummer(instant.getTime());
  const local = new Date(instant.getTime() - (summer ? 4 : 5) * HOUR);
  const clock = clock12(local.getUTCHours(), local.getUTCMinutes());
  return `${SHORT_MONTHS[local.getUTCMonth()]} ${local.getUTCDate()}, ${clock} ${summer ? 'EDT' : 'EST'}`;
}
