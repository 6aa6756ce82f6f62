import { calendarDate } from '../../worker/domain/dates';
import type { ClockParts } from '../../worker/domain/en-dates';
import { formatter } from './dates';

// A clock that reads instants as a viewer sees them: `zoneClock` (zone-clock.ts) for a zone
// named by id, as a server render has it, and `localClock` for the browser's own.
export type Clock = { parts(instant: number): ClockParts; zoneName(instant: number): string };

// The browser's own zone, read from a Date's local fields: the viewer's zone is the
// browser's, and these cost nothing where a first Intl formatter (or asking for the zone's
// id) costs a slow phone about 20 ms of locale data.
export const localClock: Clock = {
  parts(instant) {
    const at = new Date(instant);
    return {
      year: at.getFullYear(),
      month: at.getMonth(),
      day: at.getDate(),
      weekday: at.getDay(),
      hour: at.getHours(),
      minute: at.getMinutes(),
    };
  },
  // "Eastern Standard Time": the name a Date's string gives its zone ("… GMT-0500 (Eastern
  // Standard Time)"), else Intl's.
  zoneName(instant) {
    const named = /\(([^)]+)\)$/.exec(new Date(instant).toString());
    if (named) return named[1];
    const part = formatter('en-US', { timeZoneName: 'long' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? 'UTC';
  },
};

// 'YYYY-MM-DD' of the viewer's day that contains `instant`.
export const localDate = (instant: number) => calendarDate(new Date(instant));
