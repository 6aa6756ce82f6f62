import { SHORT_MONTHS } from '../../worker/domain/en-dates';
import type { Clock } from './local-clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// How long ago, as notification lists say it: "just now", "5m", "3h", "6d", then the date on
// the viewer's clock ("Oct 1, 2026").
export function timeAgo(iso: string, now: number, clock: Clock): string {
  const at = Date.parse(iso);
  const past = Math.max(0, now - at);
  if (past < MINUTE) return 'just now';
  if (past < HOUR) return `${Math.floor(past / MINUTE)}m`;
  if (past < DAY) return `${Math.floor(past / HOUR)}h`;
  if (past < 7 * DAY) return `${Math.floor(past / DAY)}d`;
  const { year, month, day } = clock.parts(at);
  return `${SHORT_MONTHS[month]} ${day}, ${year}`;
}
