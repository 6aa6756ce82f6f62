import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clock12, monthYear, weekdayMonthDay } from './en-dates';

// Instants from 1990 to 2100, to the minute.
const instants = fc.integer({ min: 631_152_000_000 / 60_000, max: 4_102_444_800_000 / 60_000 }).map((m) => m * 60_000);
const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });

describe('en-US dates by hand', () => {
  it('writes a clock time as Intl does', () => {
    const intl = utc({ hour: 'numeric', minute: '2-digit' });
    expect(clock12(0, 5)).toBe('12:05 AM');
    expect(clock12(12, 0)).toBe('12:00 PM');
    fc.assert(
      fc.property(instants, (instant) => {
        const at = new Date(instant);
        expect(clock12(at.getUTCHours(), at.getUTCMinutes())).toBe(intl.format(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a calendar date as a weekday, month and day as Intl does', () => {
    const intl = utc({ weekday: 'long', month: 'long', day: 'numeric' });
    expect(weekdayMonthDay('2026-12-01')).toBe('Tuesday, December 1');
    fc.assert(
      fc.property(instants, (instant) => {
        expect(weekdayMonthDay(new Date(instant).toISOString().slice(0, 10))).toBe(intl.format(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it("writes an instant's UTC month and year as Intl does", () => {
    const intl = utc({ month: 'long', year: 'numeric' });
    expect(monthYear('2026-11-30T23:30:00Z')).toBe('November 2026');
    fc.assert(
      fc.property(instants, (instant) => {
        expect(monthYear(new Date(instant).toISOString())).toBe(intl.format(instant));
      }),
      { numRuns: 2000 },
    );
  });
});
