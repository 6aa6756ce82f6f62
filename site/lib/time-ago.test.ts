import { describe, expect, it } from 'vitest';
import { zoneClock } from './zone-clock';
import { timeAgo as ago } from './time-ago';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const earlier = (ms: number) => new Date(now - ms).toISOString();
  const timeAgo = (iso: string, at: number, zone = 'UTC') => ago(iso, at, zoneClock(zone));

  it('says minutes, hours and days, then the date', () => {
    expect(timeAgo(earlier(20_000), now)).toBe('just now');
    expect(timeAgo(earlier(5 * 60_000), now)).toBe('5m');
    expect(timeAgo(earlier(3 * 3600_000 + 59 * 60_000), now)).toBe('3h');
    expect(timeAgo(earlier(6 * 86_400_000), now)).toBe('6d');
    expect(timeAgo('2026-10-01T12:00:00Z', now)).toBe('Oct 1, 2026');
  });

  it("writes the date on the viewer's clock", () => {
    expect(timeAgo('2026-10-01T02:00:00Z', now, 'America/New_York')).toBe('Sep 30, 2026');
  });

  it('treats a time a little ahead (another clock) as now', () => {
    expect(timeAgo(new Date(now + 30_000).toISOString(), now)).toBe('just now');
  });
});
