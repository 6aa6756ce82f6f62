import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-value';

describe('cookieValue', () => {
  it('finds the cookie alone, first, in the middle or last', () => {
    expect(cookieValue('ac_session=abc', 'ac_session')).toBe('abc');
    expect(cookieValue('ac_session=abc; theme=dark', 'ac_session')).toBe('abc');
    expect(cookieValue('a=1; ac_session=abc; b=2', 'ac_session')).toBe('abc');
    expect(cookieValue('a=1;ac_session=abc', 'ac_session')).toBe('abc');
  });

  it('does not take a cookie whose name only ends in the one asked for', () => {
    expect(cookieValue('xac_session=evil', 'ac_session')).toBeUndefined();
    expect(cookieValue('xac_session=evil; ac_session=abc', 'ac_session')).toBe('abc');
  });

  it('takes the first of a repeated cookie, and nothing from no header', () => {
    expect(cookieValue('ac_session=one; ac_session=two', 'ac_session')).toBe('one');
    expect(cookieValue(undefined, 'ac_session')).toBeUndefined();
    expect(cookieValue('', 'ac_session')).toBeUndefined();
    expect(cookieValue('theme=dark', 'ac_session')).toBeUndefined();
  });
});
