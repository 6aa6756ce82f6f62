import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

describe('formatUsd', () => {
  it('writes dollars with thousands separators and two decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(123_456_789)).toBe('$1,234,567.89');
    expect(formatUsd(-150)).toBe('-$1.50');
  });

  it("writes any amount in cents as Intl's en-US number format does", () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(formatUsd(cents)).toBe(`${cents < 0 ? '-' : ''}$${intl.format(Math.abs(cents) / 100)}`);
      }),
      { numRuns: 2000 },
    );
  });
});
