import { TZDate } from '@date-fns/tz';
// With its extension: the demo seed runs this module under Node, which resolves no other way.
import { calendarDate, dateParts } from './dates.ts';

// Calendar dates and wall-clock times in any IANA zone, DST included. A date is
// 'YYYY-MM-DD'; a wall-clock time is minutes after that date's midnight (0 to 1440).

// The date in `zone` of the day that contains `instant` (ms).
export const zonedDate = (instant: number, zone: string) => calendarDate(new TZDate(instant, zone));

const wallClockOf = (instant: number, zone: string) => {
  const at = new TZDate(instant, zone);
  return `${calendarDate(at)} ${at.getHours() * 60 + at.getMinutes()}`;
};

// The instant `date` shows `minutes` on the clocks of `zone`. A time the clocks skip (the
// hour lost in spring) is taken as the first moment after the skip; a time they show twice
// (the hour repeated in autumn) is its first showing for 'earliest', its second for 'latest'
// — a working day starts at the first and ends at the second.
export function wallClockInstant(date: string, minutes: number, zone: string, prefer: 'earliest' | 'latest'): number {
  const [year, month, day] = dateParts(date);
  const instant = new TZDate(year, month - 1, day, 0, minutes, zone).getTime();
  const hour = 3_600_000;
  const wanted = wallClockOf(instant, zone);
  if (prefer === 'earliest' && wallClockOf(instant - hour, zone) === wanted) return instant - hour;
  if (prefer === 'latest' && wallClockOf(instant + hour, zone) === wanted) return instant + hour;
  return instant;
}

// 'HH:mm' → minutes after midnight; '24:00' is the end of the day.
export function clockMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

// Is `zone` a time zone this runtime knows?
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

// `zone` when this runtime knows it, else nothing (a browser's zone it has not heard of).
export const knownTimeZone = (zone: string | undefined) => (zone && isTimeZone(zone) ? zone : undefined);
