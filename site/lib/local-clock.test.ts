import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTime, longDateTime, shortDayTime } from '../../worker/domain/en-dates';
import { localClock, localDate } from './local-clock';
import { zoneClock } from './zone-clock';

// 2024 to 2040, to the minute.
const instants = fc.integer({ min: 1_704_067_200_000 / 60_000, max: 2_208_988_800_000 / 60_000 }).map((m) => m * 60_000);
const intl = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone });
const LONG: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const SHORT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const zoneNameOf = (format: Intl.DateTimeFormat, instant: number) =>
  format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value;

describe('clocks that read instants as a viewer sees them', () => {
  it('reads a named zone as Intl writes it, across DST changes and in zones east and west', () => {
    for (const zone of ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
      const clock = zoneClock(zone);
      const long = intl(zone, LONG);
      const short = intl(zone, SHORT);
      const name = intl(zone, { timeZoneName: 'long' });
      fc.assert(
        fc.property(instants, (instant) => {
          expect(longDateTime(clock.parts(instant))).toBe(long.format(instant));
          expect(shortDayTime(clock.parts(instant))).toBe(short.format(instant));
          expect(clock.zoneName(instant)).toBe(zoneNameOf(name, instant));
        }),
        { numRuns: 500 },
      );
    }
  });

  it("reads the runtime's own zone from a Date's local fields as Intl reads it", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    const time = intl(zone, { hour: 'numeric', minute: '2-digit' });
    const name = intl(zone, { timeZoneName: 'long' });
    fc.assert(
      fc.property(instants, (instant) => {
        expect(clockTime(localClock.parts(instant))).toBe(time.format(instant));
        expect(longDateTime(localClock.parts(instant))).toBe(intl(zone, LONG).format(instant));
        expect(localDate(instant)).toBe(day.format(instant));
        expect(localClock.zoneName(instant)).toBe(zoneNameOf(name, instant));
      }),
      { numRuns: 500 },
    );
  });
});
