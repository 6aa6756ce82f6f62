import { describe, expect, it } from 'vitest';
import wranglerToml from '../../wrangler.toml?raw';
import { CRON_SCHEDULE, nextCronTime, scheduleText } from './cron-schedule';

const utc = (text: string) => new Date(`${text}Z`);

describe('the cron schedule', () => {
  it("is the one wrangler.toml's [triggers] declares", () => {
    const triggers = /\[triggers\][^[]*?crons\s*=\s*\[([^\]]*)\]/.exec(wranglerToml)?.[1];
    expect(triggers?.split(',').map((s) => s.trim().replace(/^"|"$/g, ''))).toEqual([CRON_SCHEDULE]);
  });

  it('runs next on the following step of minutes, never at the moment asked', () => {
    expect(nextCronTime('*/5 * * * *', utc('2026-03-01T10:02:30'))).toEqual(utc('2026-03-01T10:05:00'));
    expect(nextCronTime('*/5 * * * *', utc('2026-03-01T10:05:00'))).toEqual(utc('2026-03-01T10:10:00'));
    expect(nextCronTime('*/5 * * * *', utc('2026-12-31T23:58:00'))).toEqual(utc('2027-01-01T00:00:00'));
  });

  it('reads hours, ranges, lists and days', () => {
    expect(nextCronTime('30 4 * * *', utc('2026-03-01T05:00:00'))).toEqual(utc('2026-03-02T04:30:00'));
    expect(nextCronTime('0 9-17/4 * * *', utc('2026-03-01T13:00:00'))).toEqual(utc('2026-03-01T17:00:00'));
    expect(nextCronTime('0,30 * * * *', utc('2026-03-01T10:10:00'))).toEqual(utc('2026-03-01T10:30:00'));
    // 2026-03-01 is a Sunday: the next Monday, or the 15th, whichever comes first.
    expect(nextCronTime('0 0 * * 1', utc('2026-03-01T10:00:00'))).toEqual(utc('2026-03-02T00:00:00'));
    expect(nextCronTime('0 0 15 * 1', utc('2026-03-10T10:00:00'))).toEqual(utc('2026-03-15T00:00:00'));
    expect(nextCronTime('0 0 29 2 *', utc('2026-03-01T00:00:00'))).toEqual(utc('2028-02-29T00:00:00'));
  });

  it('refuses what is not a schedule', () => {
    expect(() => nextCronTime('*/5 * * *', new Date())).toThrow('five-field');
    expect(() => nextCronTime('61 * * * *', new Date())).toThrow('Not a cron field');
    expect(() => nextCronTime('0 0 31 2 *', new Date())).toThrow('never runs');
  });

  it('says a step of minutes in words', () => {
    expect(scheduleText('*/5 * * * *')).toBe('Every 5 minutes');
    expect(scheduleText('30 4 * * *')).toBe('On the schedule "30 4 * * *" (UTC)');
  });
});
