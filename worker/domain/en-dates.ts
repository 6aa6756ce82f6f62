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
