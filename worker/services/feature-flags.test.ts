import { describe, expect, it } from 'vitest';
import type { FeatureFlagRow } from '../../db/schema';
import { flagOnFor, rolloutBucket } from './feature-flags';

const flag = (fields: Partial<FeatureFlagRow>): FeatureFlagRow => ({
  name: 'f',
  description: '',
  enabled: false,
  rolloutPercentage: 0,
  updatedAt: new Date(0),
  ...fields,
});

describe('flag evaluation', () => {
  it('keeps a user in the same bucket every time', () => {
    expect(rolloutBucket('ai_coach_access', 42)).toBe(rolloutBucket('ai_coach_access', 42));
  });

  it('spreads users evenly across buckets', () => {
    const inHalf = Array.from({ length: 10_000 }, (_, i) => rolloutBucket('ai_coach_access', i + 1)).filter(
      (bucket) => bucket < 50,
    ).length;
    expect(inHalf).toBeGreaterThan(4_700);
    expect(inHalf).toBeLessThan(5_300);
  });

  it('is off for unknown flags and for visitors of a partial rollout', () => {
    expect(flagOnFor(undefined, 1, true)).toBe(false);
    expect(flagOnFor(flag({ rolloutPercentage: 100 }), null, false)).toBe(false);
    expect(flagOnFor(flag({ enabled: true }), null, false)).toBe(true);
  });

  it('includes allowlisted users and the rollout bucket when off globally', () => {
    expect(flagOnFor(flag({}), 7, true)).toBe(true);
    expect(flagOnFor(flag({}), 7, false)).toBe(false);
    expect(flagOnFor(flag({ rolloutPercentage: 100 }), 7, false)).toBe(true);
  });
});
