import { describe, expect, it } from 'vitest';
import { durationText } from './duration-text';

describe('a duration in words', () => {
  it('says seconds, minutes, or hours and minutes', () => {
    expect([durationText(200), durationText(5944), durationText(59_400)]).toEqual(['1 s', '6 s', '59 s']);
    expect([durationText(60_000), durationText(12 * 60_000 + 20_000)]).toEqual(['1 min', '12 min']);
    expect(durationText(65 * 60_000)).toBe('1 h 05 min');
  });
});
