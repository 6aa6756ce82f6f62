import { describe, expect, it } from 'vitest';
import { isUpgrade, upgradeCents } from './plans';

const DAY = 24 * 3600_000;
const start = new Date('2026-03-01T00:00:00Z');
const end = new Date('2026-03-31T00:00:00Z');

describe('plan switches', () => {
  it('moves up to a higher plan or to yearly billing at once, anything else at renewal', () => {
    const month = { plan: 'print_user', interval: 'month' } as const;
    expect(isUpgrade(month, { plan: 'portfolio_pro', interval: 'month' })).toBe(true);
    expect(isUpgrade(month, { plan: 'print_user', interval: 'year' })).toBe(true);
    expect(isUpgrade(month, { plan: 'portfolio_pro', interval: 'year' })).toBe(true);
    expect(isUpgrade(month, month)).toBe(false);
    expect(isUpgrade({ plan: 'portfolio_pro', interval: 'month' }, { plan: 'print_user', interval: 'year' })).toBe(false);
    expect(isUpgrade({ plan: 'print_user', interval: 'year' }, { plan: 'portfolio_pro', interval: 'month' })).toBe(false);
  });

  it('bills the difference for the days left on the same interval', () => {
    const at = new Date(start.getTime() + 20 * DAY);
    // (1999 − 999) × 10 / 30 = 333.33… → 333
    expect(
      upgradeCents({ plan: 'print_user', interval: 'month' }, { plan: 'portfolio_pro', interval: 'month' }, start, end, at),
    ).toBe(333);
  });

  it('bills a new year less the unused part of the month when moving to yearly', () => {
    const at = new Date(start.getTime() + 15 * DAY);
    // 9990 − 999 × 15 / 30 = 9990 − 499.5 → 9990 − 500
    expect(
      upgradeCents({ plan: 'print_user', interval: 'month' }, { plan: 'print_user', interval: 'year' }, start, end, at),
    ).toBe(9_490);
  });
});
