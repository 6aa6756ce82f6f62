import { describe, expect, it } from 'vitest';
import { nextPath } from './next-path';

const ORIGIN = 'https://aperture.test';

describe('the page to go to after signing in', () => {
  it('is the next parameter when it is a path on this site', () => {
    expect(nextPath('?tab=login&next=/profile', ORIGIN)).toBe('/profile');
    expect(nextPath('?next=%2Fchallenges%3Fstatus%3Dvoting', ORIGIN)).toBe('/challenges?status=voting');
  });

  it('is home without a next parameter', () => {
    expect(nextPath('', ORIGIN)).toBe('/');
    expect(nextPath('?next=', ORIGIN)).toBe('/');
  });

  it('is home when next would leave the site', () => {
    for (const next of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'profile']) {
      expect(nextPath(`?next=${encodeURIComponent(next)}`, ORIGIN)).toBe('/');
    }
  });
});
