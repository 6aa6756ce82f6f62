import { describe, expect, it } from 'vitest';
import { awakeZones, isQuietAt } from './quiet-hours';

describe('quiet hours', () => {
  it('are 22:00 to 08:00 on the member’s own clock', () => {
    // 13:00 UTC in November: 08:00 in New York, 22:00 in Tokyo.
    const at = new Date('2026-11-28T13:00:00Z');
    expect(isQuietAt('America/New_York', at)).toBe(false);
    expect(isQuietAt('Asia/Tokyo', at)).toBe(true);
    const minuteBefore = new Date('2026-11-28T12:59:00Z');
    expect(isQuietAt('America/New_York', minuteBefore)).toBe(true);
    expect(isQuietAt('Asia/Tokyo', minuteBefore)).toBe(false);
  });

  it('leave awake only the zones where it is day', () => {
    const awake = awakeZones(new Date('2026-11-28T13:00:00Z'));
    expect(awake).toContain('America/New_York');
    expect(awake).toContain('Europe/London');
    expect(awake).not.toContain('Asia/Tokyo');
    expect(awake).not.toContain('Pacific/Auckland');
  });
});
