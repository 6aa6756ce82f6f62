import { describe, expect, it } from 'vitest';
import { nextPath } from './next-path';

describe('the page to go to after signing in', () => {
  it('is the next parameter when it is a path on this site', () => {
    expect(nextPath('?tab=login&next=/profile')).toBe('/profile');
    expect(nextPath('?next=%2Fchallenges%3Fstatus%3Dvoting')).toBe('/challenges?status=voting');
  });

  it('is home without a next parameter', () => {
    expect(nextPath('')).toBe('/');
    expect(nextPath('?next=')).toBe('/');
  });

  it('is home when next would leave the site', () => {
    for (const next of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'profile',
      '/\t/evil.test',
    ]) {
      expect(nextPath(`?next=${encodeURIComponent(next)}`)).toBe('/');
    }
  });
});
