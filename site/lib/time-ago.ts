import { shortDate } from './dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// How long ago, as notification lists say it: "just now", "5m", "3h", "6d", then the date.
export function timeAgo(iso: string, now = Date.now()): string {
  const past = Math.max(0, now - Date.parse(iso));
  if (past < MINUTE) return 'just now';
  if (past < HOUR) return `${Math.floor(past / MINUTE)}m`;
  if (past < DAY) return `${Math.floor(past / HOUR)}h`;
  if (past < 7 * DAY) return `${Math.floor(past / DAY)}d`;
  return shortDate(iso);
}
