// Dates as Intl's en-US formatter writes them, worked out by hand (tests hold the two equal):
// islands hydrate with these, and a browser's first Intl formatter costs a slow phone about
// 20 ms of locale data.

export const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// A wall clock's reading: month 0–11, weekday 0 (Sunday) to 6, hour 0–23.
export type ClockParts = { year: number; month: number; day: number; weekday: number; hour: number; minute: number };

// "9:00 AM"
export const clock12 = (hour: number, minute: number) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

// "Tuesday, December 1" for the calendar date 'YYYY-MM-DD'.
export function weekdayMonthDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

// "November 2026": the UTC month of an instant, the same for every reader.
export function monthYear(iso: string): string {
  const at = new Date(iso);
  return `${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

// "12:00 PM" on a clock's reading.
export const clockTime = (p: ClockParts) => clock12(p.hour, p.minute);

// "Monday, November 30, 2026 at 12:00 PM"
export const longDateTime = (p: ClockParts) =>
  `${WEEKDAYS[p.weekday]}, ${MONTHS[p.month]} ${p.day}, ${p.year} at ${clock12(p.hour, p.minute)}`;

// "Mon, Nov 30, 12:00 PM"
export const shortDayTime = (p: ClockParts) =>
  `${WEEKDAYS[p.weekday]?.slice(0, 3)}, ${SHORT_MONTHS[p.month]} ${p.day}, ${clock12(p.hour, p.minute)}`;
