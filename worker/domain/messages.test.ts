import { describe, expect, it } from 'vitest';
import { conversationIdOf, quickSessionAmount } from './messages';

describe('messages', () => {
  it('names a thread by its two people in JavaScript’s string order, whoever writes first', () => {
    expect(conversationIdOf(9, 10)).toBe('conv_10_9');
    expect(conversationIdOf(10, 9)).toBe('conv_10_9');
    expect(conversationIdOf(2, 3)).toBe('conv_2_3');
  });

  it('prices a quick session at the larger of $15 and rate × minutes / 60', () => {
    expect(quickSessionAmount(50, 30)).toBe(25);
    expect(quickSessionAmount(20, 15)).toBe(15);
    expect(quickSessionAmount(89.99, 45)).toBe(67.49);
  });
});
