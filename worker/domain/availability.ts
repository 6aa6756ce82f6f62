// With their extensions: the demo seed runs this module under Node, which resolves no other way.
import { addDays, DAY_MS, weekday } from './dates.ts';
import { clockMinutes, wallClockInstant, zonedDate } from './zoned-time.ts';

// A mentor's bookable times, from rules written in their own zone's wall-clock time (so
// '09:00–17:00 on Mondays' stays 9 to 5 across DST and when they move zone), minus the
// sessions that hold a time. Every result is an instant; pages show it in the viewer's zone.

export type ClockRange = { start: string; end: string };
// day: 0 is Sunday. A day may have several ranges (a lunch break).
export type WeeklyHours = ({ day: number } & ClockRange)[];
// A date with its own hours instead of the week's; no hours is a day off.
export type DateOverride = { date: string; hours: ClockRange[] };
// Days off, both dates included.
export type TimeOff = { from: string; to: string };

export type AvailabilityRules = {
  timeZone: string;
  weeklyHours: WeeklyHours;
  overrides: DateOverride[];
  timeOff: TimeOff[];
  bufferMinutes: number;
  minNoticeMinutes: number;
  bookingWindowDays: number;
};

// A time already taken (a confirmed session, or one whose payment hold is live).
export type Busy = { startsAt: number; endsAt: number };

export const DEFAULT_AVAILABILITY: Omit<AvailabilityRules, 'timeZone'> = {
  weeklyHours: [],
  overrides: [],
  timeOff: [],
  bufferMinutes: 15,
  minNoticeMinutes: 12 * 60,
  bookingWindowDays: 60,
};

const MINUTE = 60_000;

// Start times sit every 30 minutes from the start of each range (every 15 for 15-minute
// sessions), counted in real time, so a range across a DST switch has its true length.
const slotStep = (durationMinutes: number) => (durationMinutes <= 15 ? 15 : 30);

// The instants [start, end) each of the mentor's working ranges covers on `date`.
function rangesOn(rules: AvailabilityRules, date: string): [number, number][] {
  if (rules.timeOff.some((off) => off.from <= date && date <= off.to)) return [];
  const override = rules.overrides.find((o) => o.date === date);
  const hours = override ? override.hours : rules.weeklyHours.filter((h) => h.day === weekday(date));
  return hours.map((range) => [
    wallClockInstant(date, clockMinutes(range.start), rules.timeZone, 'earliest'),
    wallClockInstant(date, clockMinutes(range.end), rules.timeZone, 'latest'),
  ]);
}

// Which starts are asked for: sessions of `durationMinutes` within [from, to), at `now`.
type SlotRange = { durationMinutes: number; from: number; to: number; now: number };

// Free start times for a session of `durationMinutes`, within [from, to), no sooner than the
// minimum notice, no later than the booking window, and at least the buffer away from every
// busy time.
export function freeSlots(rules: AvailabilityRules, busy: Busy[], range: SlotRange): number[] {
  // Sorted once more across days: where a zone's clocks repeat midnight, a day's last hour and
  // the next day's first are the same instants.
  return [...new Set([...freeSlotsByDay(rules, busy, range)].flat())].sort((a, b) => a - b);
}

// The same free starts, one of the mentor's days at a time (each day's in order, and every day
// after the one before), so a reader wanting only the first stops at the first day that has one.
function* freeSlotsByDay(
  rules: AvailabilityRules,
  busy: Busy[],
  { durationMinutes, from, to, now }: SlotRange,
): Generator<number[]> {
  const earliest = Math.max(from, now + rules.minNoticeMinutes * MINUTE);
  const latest = Math.min(to, now + rules.bookingWindowDays * DAY_MS);
  if (earliest >= latest) return;
  const length = durationMinutes * MINUTE;
  const step = slotStep(durationMinutes) * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const clashes = (start: number) =>
    busy.some((taken) => taken.startsAt < start + length + buffer && taken.endsAt + buffer > start);
  // A day in the mentor's zone may begin before `earliest` in UTC terms, so start a day early;
  // the day count bounds the walk whatever the rules say.
  const days = Math.ceil((latest - earliest) / DAY_MS) + 2;
  let date = addDays(zonedDate(earliest, rules.timeZone), -1);
  for (let day = 0; day <= days; day += 1, date = addDays(date, 1)) {
    // A day's ranges may overlap (nothing stops a mentor writing 9–13 and 12–17).
    const slots = new Set<number>();
    for (const [rangeStart, rangeEnd] of rangesOn(rules, date)) {
      for (let start = rangeStart; start + length <= rangeEnd; start += step) {
        if (start >= earliest && start + length <= latest && !clashes(start)) slots.add(start);
      }
    }
    if (slots.size > 0) yield [...slots].sort((a, b) => a - b);
  }
}

// The first free start for the shortest session a mentor offers, or null when there is none
// inside their booking window (stored as next_available_at for discovery's filter).
export function nextAvailable(rules: AvailabilityRules, busy: Busy[], durationMinutes: number, now: number): number | null {
  const window = now + rules.bookingWindowDays * DAY_MS;
  const firstDay = freeSlotsByDay(rules, busy, { durationMinutes, from: now, to: window, now }).next();
  return firstDay.done ? null : (firstDay.value[0] ?? null);
}

// Slots grouped by the viewer's own calendar days (`dayOf`: an instant's 'YYYY-MM-DD' on
// their clock), in order.
export function slotsByDay(slots: number[], dayOf: (instant: number) => string): { date: string; slots: number[] }[] {
  const days = new Map<string, number[]>();
  for (const slot of slots) {
    const date = dayOf(slot);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}
