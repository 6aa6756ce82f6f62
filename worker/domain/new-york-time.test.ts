import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { newYorkClock, nextNewYorkMidnight } from './new-york-clock';
import { CHALLENGE_TIME_ZONE, dailyWindow, newYorkDate, newYorkMidnight } from './new-york-time';

describe('New York time', () => {
  it('finds midnight in winter (UTC-5) and summer (UTC-4)', () => {
    expect(newYorkMidnight('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(newYorkMidnight('2026-07-15').toISOString()).toBe('2026-07-15T04:00:00.000Z');
  });

  it('gives the DST-change days their real length', () => {
    const spring = dailyWindow('2026-03-08');
    expect(spring.endDate.getTime() - spring.startDate.getTime()).toBe(23 * 3600_000);
    const fall = dailyWindow('2026-11-01');
    expect(fall.endDate.getTime() - fall.startDate.getTime()).toBe(25 * 3600_000);
  });

  it('opens voting when submissions close and runs it to the next midnight', () => {
    const window = dailyWindow('2026-11-23');
    expect(window.votingStartDate).toEqual(window.endDate);
    expect(window.votingEndDate.toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });

  it('maps every instant to the New York day whose midnight precedes it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), (instant) => {
        const day = newYorkDate(instant);
        expect(newYorkMidnight(day).getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(newYorkMidnight(addDays(day, 1)).getTime()).toBeGreaterThan(instant.getTime());
      }),
    );
  });

  it("labels times with New York's own abbreviation", () => {
    expect(newYorkClock(new Date('2026-11-24T04:59:00Z'))).toBe('Nov 23, 11:59 PM EST');
    expect(newYorkClock(new Date('2026-07-04T16:30:00Z'))).toBe('Jul 4, 12:30 PM EDT');
  });

  // Every 61 minutes: each hour of the day, each minute of the hour and both changes of every year.
  it("writes times from 2024 to 2040 as the runtime's time zone data does", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: CHALLENGE_TIME_ZONE,
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    const written = (instant: Date) => {
      const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
      return `${parts.month} ${parts.day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
    };
    const end = Date.UTC(2041, 0, 1);
    for (let t = Date.UTC(2024, 0, 1); t < end; t += 61 * 60_000) {
      const instant = new Date(t);
      if (newYorkClock(instant) !== written(instant)) expect(newYorkClock(instant)).toBe(written(instant));
    }
  });

  it('finds the next New York midnight as the time zone data does, across both changes', () => {
    expect(nextNewYorkMidnight(new Date('2026-03-08T04:59:00Z')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(nextNewYorkMidnight(new Date('2026-03-08T05:00:00Z')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    fc.assert(
      fc.property(fc.date({ min: new Date('2024-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }), (now) => {
        expect(nextNewYorkMidnight(now)).toEqual(newYorkMidnight(addDays(newYorkDate(now), 1)));
      }),
      { numRuns: 3000 },
    );
  });
});
