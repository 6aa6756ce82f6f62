// Calendar dates ('YYYY-MM-DD': a day with no zone of its own) and how pages and mail write
// days and instants. No time-zone library here, so a page that only handles plain dates (the
// stats dashboard) can import this file without loading one; zoned-time.ts adds the zones.

export const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

// The date a Date's own fields show: the runtime's zone for a Date, its zone for a TZDate.
export const calendarDate = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

// 'YYYY-MM-DDTHH:mm', a datetime-local input's value, on the Date's own clock likewise.
export const dateTimeInput = (at: Date) => `${calendarDate(at)}T${pad(at.getHours())}:${pad(at.getMinutes())}`;

export const dateParts = (date: string) => date.split('-').map(Number) as [number, number, number];

// The plain date as the UTC midnight that starts it: UTC has no DST, so days add as 24 hours,
// and formatting it with timeZone 'UTC' writes the date itself whatever the reader's zone.
export function utcDay(date: string): Date {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day));
}

export const addDays = (date: string, days: number) =>
  new Date(utcDay(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);

// 0 is Sunday; a calendar date's weekday is the same in every zone.
export const weekday = (date: string) => utcDay(date).getUTCDay();

// A day as mail and the provider's pages write it, in UTC: "November 27, 2026".
export const longUtcDate = (at: Date) =>
  at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

// A session's start as its reader sees it: "Monday, March 16, 2026 at 4:00 AM EDT".
export const zonedDateTime = (instant: number | string, timeZone: string) =>
  new Date(instant).toLocaleString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
