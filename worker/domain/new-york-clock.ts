// With their extensions: the demo seed runs this module under Node, which resolves no other way.
import { clock12, SHORT_MONTHS } from './en-dates.ts';

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

// The next midnight in New York after `now`, when the daily cron opens the next challenges.
// New York's clocks change at 2:00, never near midnight, so the offset at the candidate
// instant is the one that midnight has.
export function nextNewYorkMidnight(now: Date): Date {
  const offset = (instant: number) => (isNewYorkSummer(instant) ? 4 : 5) * HOUR;
  const local = new Date(now.getTime() - offset(now.getTime()));
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(midnight + offset(midnight + 5 * HOUR));
}
