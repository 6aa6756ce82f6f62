import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localClockTime, localDate, localZoneName } from './local-clock';

const instants = fc.integer({ min: 1_704_067_200_000 / 60_000, max: 2_208_988_800_000 / 60_000 }).map((m) => m * 60_000);
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });

describe("the browser's own clock, read without Intl", () => {
  it('gives the day, the clock time and the zone name Intl gives for the runtime zone', () => {
    const clock = intl({ hour: 'numeric', minute: '2-digit' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    const name = intl({ timeZoneName: 'long' });
    fc.assert(
      fc.property(instants, (instant) => {
        expect(localClockTime(instant)).toBe(clock.format(instant));
        expect(localDate(instant)).toBe(day.format(instant));
        expect(localZoneName(instant)).toBe(name.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value);
      }),
      { numRuns: 1000 },
    );
  });
});
