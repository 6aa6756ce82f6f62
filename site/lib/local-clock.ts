import { calendarDate } from '../../worker/domain/dates';
import { clock12 } from '../../worker/domain/en-dates';
import { formatter } from './dates';

// Times in the browser's own zone, read from a Date's local fields: the viewer's zone is the
// browser's, and these cost nothing where a first Intl formatter costs a slow phone about
// 20 ms. For islands that show times only after hydration (a server render knows the edge's
// guess of the zone, never the browser's).

// 'YYYY-MM-DD' of the viewer's day that contains `instant`.
export const localDate = (instant: number) => calendarDate(new Date(instant));

// "9:00 AM" on the viewer's clock.
export function localClockTime(instant: number): string {
  const at = new Date(instant);
  return clock12(at.getHours(), at.getMinutes());
}

// "Eastern Standard Time": the name a Date's string gives its zone ("… GMT-0500 (Eastern
// Standard Time)"), else Intl's.
export function localZoneName(instant: number): string {
  const named = /\(([^)]+)\)$/.exec(new Date(instant).toString());
  if (named) return named[1];
  const part = formatter('en-US', { timeZoneName: 'long' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'UTC';
}
