import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AvailabilityRules, DEFAULT_AVAILABILITY, freeSlots, nextAvailable, slotsByDay } from './availability';
import { wallClockInstant, zonedDate } from './zoned-time';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso).getTime();
const iso = (instant: number) => new Date(instant).toISOString();

// Weekdays 09:00–17:00 in Berlin, no notice or buffer unless a test sets them.
const berlinWeek = (extra: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  ...DEFAULT_AVAILABILITY,
  timeZone: BERLIN,
  weeklyHours: [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' })),
  bufferMinutes: 0,
  minNoticeMinutes: 0,
  bookingWindowDays: 400,
  ...extra,
});

// The slots of one of the mentor's days (Berlin date), as the viewer's wall-clock times.
function dayAsSeenFrom(rules: AvailabilityRules, date: string, zone: string, durationMinutes = 60, busy = []) {
  const from = wallClockInstant(date, 0, rules.timeZone, 'earliest');
  const to = from + 26 * HOUR;
  const slots = freeSlots(rules, busy, { durationMinutes, from, to, now: from - HOUR }).filter(
    (slot) => zonedDate(slot, rules.timeZone) === date,
  );
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return slots.map((slot) => clock.format(slot));
}

describe('free slots across time zones and DST', () => {
  it('shows a Berlin 9:00 start at 3:00 in New York while both are on standard time', () => {
    expect(dayAsSeenFrom(berlinWeek(), '2026-01-12', NEW_YORK)[0]).toBe('03:00');
  });

  it('shows it at 4:00 in New York in the March weeks when New York has moved its clocks and Berlin has not', () => {
    expect(dayAsSeenFrom(berlinWeek(), '2026-03-16', NEW_YORK)[0]).toBe('04:00');
    expect(dayAsSeenFrom(berlinWeek(), '2026-03-16', BERLIN)[0]).toBe('09:00');
  });

  it('shows it at 3:00 again once both are on summer time', () => {
    expect(dayAsSeenFrom(berlinWeek(), '2026-04-06', NEW_YORK)[0]).toBe('03:00');
  });

  it('shows it at 4:00 in the autumn week when Berlin is back on standard time and New York is not', () => {
    expect(dayAsSeenFrom(berlinWeek(), '2026-10-26', NEW_YORK)[0]).toBe('04:00');
    expect(dayAsSeenFrom(berlinWeek(), '2026-11-02', NEW_YORK)[0]).toBe('03:00');
  });

  it('keeps the mentor’s working day at 9 to 5 on their own clock in every season', () => {
    for (const date of ['2026-01-12', '2026-03-16', '2026-04-06', '2026-10-26', '2026-11-02']) {
      const berlin = dayAsSeenFrom(berlinWeek(), date, BERLIN);
      expect(berlin[0]).toBe('09:00');
      expect(berlin.at(-1)).toBe('16:00');
      expect(berlin).toHaveLength(15);
    }
  });

  it('gives a whole-day override the 23 real hours of the spring day and the 25 of the autumn day', () => {
    const allDay = (date: string) => berlinWeek({ overrides: [{ date, hours: [{ start: '00:00', end: '24:00' }] }] });
    // Hour-long sessions every 30 minutes: (hours × 60 − 60) / 30 + 1 starts.
    expect(dayAsSeenFrom(allDay('2026-03-29'), '2026-03-29', BERLIN)).toHaveLength(45);
    expect(dayAsSeenFrom(allDay('2026-10-25'), '2026-10-25', BERLIN)).toHaveLength(49);
  });

  it('skips the hour Berlin loses in spring and offers the hour it repeats in autumn twice', () => {
    const early = (date: string) => berlinWeek({ overrides: [{ date, hours: [{ start: '01:00', end: '04:00' }] }] });
    expect(dayAsSeenFrom(early('2026-03-29'), '2026-03-29', BERLIN)).toEqual(['01:00', '01:30', '03:00']);
    expect(dayAsSeenFrom(early('2026-10-25'), '2026-10-25', BERLIN)).toEqual([
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '02:00',
      '02:30',
      '03:00',
    ]);
  });

  it('starts a range whose start the clocks skip at the first moment after the skip', () => {
    const rules = berlinWeek({ overrides: [{ date: '2026-03-29', hours: [{ start: '02:30', end: '05:00' }] }] });
    expect(dayAsSeenFrom(rules, '2026-03-29', BERLIN)).toEqual(['03:30', '04:00']);
  });

  it('moves the weekly hours with the mentor when they change zone and keeps a booked session at its instant', () => {
    const booked = { startsAt: at('2026-06-01T14:00:00Z'), endsAt: at('2026-06-01T15:00:00Z') };
    const berlin = berlinWeek();
    const moved = { ...berlin, timeZone: NEW_YORK };
    const day = {
      durationMinutes: 60,
      from: at('2026-06-01T00:00:00Z'),
      to: at('2026-06-02T04:00:00Z'),
      now: at('2026-05-31T00:00:00Z'),
    };
    const before = freeSlots(berlin, [booked], day);
    const after = freeSlots(moved, [booked], day);
    expect(iso(before[0] ?? 0)).toBe('2026-06-01T07:00:00.000Z');
    expect(iso(after[0] ?? 0)).toBe('2026-06-01T13:00:00.000Z');
    // 9:00 New York is 13:00Z; the session at 14:00Z (10:00 there) still takes its hour.
    expect(after.map(iso)).not.toContain('2026-06-01T14:00:00.000Z');
    expect(after.map(iso)).not.toContain('2026-06-01T13:30:00.000Z');
    expect(after.map(iso)).toContain('2026-06-01T15:00:00.000Z');
  });
});

describe('free slots and the booking rules', () => {
  const monday = '2026-02-02';
  const mondayNine = at('2026-02-02T08:00:00Z');

  it('keeps the buffer clear on both sides of a busy session', () => {
    const busy = [{ startsAt: mondayNine + 3 * HOUR, endsAt: mondayNine + 4 * HOUR }];
    const slots = dayAsSeenFrom(berlinWeek({ bufferMinutes: 30 }), monday, BERLIN, 60, busy as never);
    expect(slots).toEqual(['09:00', '09:30', '10:00', '10:30', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00']);
  });

  it('offers nothing sooner than the minimum notice or later than the booking window', () => {
    const rules = berlinWeek({ minNoticeMinutes: 12 * 60, bookingWindowDays: 3 });
    const now = at('2026-02-02T06:00:00Z');
    const slots = freeSlots(rules, [], { durationMinutes: 60, from: now, to: now + 30 * 86_400_000, now });
    // 06:00Z + 12 h is 19:00 in Berlin, after hours: the first start is Tuesday at 9:00.
    expect(iso(slots[0] ?? 0)).toBe('2026-02-03T08:00:00.000Z');
    expect(Math.max(...slots)).toBeLessThanOrEqual(now + 3 * 86_400_000 - HOUR);
  });

  it('takes a date override instead of the week, and no hours on days off', () => {
    const rules = berlinWeek({
      overrides: [
        { date: monday, hours: [{ start: '18:00', end: '20:00' }] },
        { date: '2026-02-03', hours: [] },
      ],
      timeOff: [{ from: '2026-02-04', to: '2026-02-05' }],
    });
    expect(dayAsSeenFrom(rules, monday, BERLIN)).toEqual(['18:00', '18:30', '19:00']);
    for (const date of ['2026-02-03', '2026-02-04', '2026-02-05']) expect(dayAsSeenFrom(rules, date, BERLIN)).toEqual([]);
    expect(dayAsSeenFrom(rules, '2026-02-06', BERLIN)).toHaveLength(15);
  });

  it('steps 15-minute sessions every quarter hour', () => {
    expect(dayAsSeenFrom(berlinWeek(), monday, BERLIN, 15).slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
  });

  it('finds the next available start, and none for a mentor with no hours', () => {
    const now = at('2026-02-07T12:00:00Z'); // a Saturday
    expect(iso(nextAvailable(berlinWeek(), [], 30, now) ?? 0)).toBe('2026-02-09T08:00:00.000Z');
    expect(nextAvailable({ ...berlinWeek(), weeklyHours: [] }, [], 30, now)).toBeNull();
  });

  // It stops at the first day with a free time, which must be the first of all free times:
  // past booked days, days off, notice and buffers, in a zone with a 30-minute DST shift.
  it('finds the first of all the free times, whatever is booked', () => {
    const zones = fc.constantFrom(BERLIN, NEW_YORK, 'Australia/Lord_Howe', 'Asia/Kolkata');
    const start = at('2026-03-01T00:00:00Z');
    const bookings = fc.array(fc.record({ hour: fc.integer({ min: 0, max: 24 * 20 }), hours: fc.integer({ min: 1, max: 30 }) }), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        zones,
        fc.integer({ min: 0, max: 24 * 14 }),
        bookings,
        fc.integer({ min: 0, max: 48 * 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(15, 30, 60, 90),
        (timeZone, nowHour, booked, minNoticeMinutes, bufferMinutes, duration) => {
          const now = start + nowHour * HOUR;
          const rules = berlinWeek({
            timeZone,
            minNoticeMinutes,
            bufferMinutes,
            bookingWindowDays: 21,
            timeOff: [{ from: '2026-03-10', to: '2026-03-12' }],
          });
          const busy = booked.map(({ hour, hours }) => ({ startsAt: now + hour * HOUR, endsAt: now + (hour + hours) * HOUR }));
          const all = freeSlots(rules, busy, { durationMinutes: duration, from: now, to: now + 21 * DAY, now });
          expect(nextAvailable(rules, busy, duration, now)).toBe(all[0] ?? null);
        },
      ),
    );
  });
});

describe('slots grouped by the viewer’s days', () => {
  it('puts an early Berlin Monday start on Sunday for a viewer in New York', () => {
    const rules = berlinWeek({ overrides: [{ date: '2026-02-02', hours: [{ start: '01:00', end: '02:00' }] }] });
    const slots = freeSlots(rules, [], {
      durationMinutes: 60,
      from: at('2026-02-01T00:00:00Z'),
      to: at('2026-02-03T00:00:00Z'),
      now: at('2026-01-31T00:00:00Z'),
    });
    // 1:00 on Monday in Berlin is 19:00 on Sunday in New York and midnight on Monday in Lisbon.
    expect(slotsByDay(slots, (slot) => zonedDate(slot, NEW_YORK))).toEqual([
      { date: '2026-02-01', slots: [at('2026-02-02T00:00:00Z')] },
    ]);
    expect(slotsByDay(slots, (slot) => zonedDate(slot, 'Europe/Lisbon'))).toEqual([
      { date: '2026-02-02', slots: [at('2026-02-02T00:00:00Z')] },
    ]);
  });
});
