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

// 'Submissions End Nov 23, 11:59 PM EST' style: month, day, 12-hour clock and the
// zone's real abbreviation (EST in winter, EDT in summer). One formatter, made on first use:
// making one costs far more than formatting with it, and a list shows dozens of these.
let clockFormat: Intl.DateTimeFormat | undefined;

export function newYorkClock(instant: Date): string {
  clockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CHALLENGE_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  });
  const parts = clockFormat.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('month')} ${get('day')}, ${get('hour')}:${get('minute')} ${get('dayPeriod')} ${get('timeZoneName')}`;
}
