import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { challengeStatus, daysLeft, isVotingOpen } from './status';

const H = 3600_000;
const start = new Date('2026-11-23T05:00:00Z');
const c = {
  startDate: start,
  endDate: new Date(start.getTime() + 24 * H),
  votingStartDate: new Date(start.getTime() + 24 * H),
  votingEndDate: new Date(start.getTime() + 48 * H),
};
const at = (hours: number) => new Date(start.getTime() + hours * H);

describe('challenge status', () => {
  it('moves upcoming → active → voting → completed at the exact boundaries', () => {
    expect(challengeStatus(c, at(-0.001))).toBe('upcoming');
    expect(challengeStatus(c, at(0))).toBe('active');
    expect(challengeStatus(c, at(23.999))).toBe('active');
    expect(challengeStatus(c, at(24))).toBe('voting');
    expect(challengeStatus(c, at(48))).toBe('completed');
  });

  it('is completed after the end when there is no voting window', () => {
    expect(challengeStatus({ ...c, votingEndDate: null }, at(30))).toBe('completed');
  });

  it('never goes back in time', () => {
    const order = ['upcoming', 'active', 'voting', 'completed'];
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, step) => {
        expect(order.indexOf(challengeStatus(c, at(a + step)))).toBeGreaterThanOrEqual(order.indexOf(challengeStatus(c, at(a))));
      }),
    );
  });

  it('knows when voting is open and counts whole days left', () => {
    expect(isVotingOpen(c, at(30))).toBe(true);
    expect(isVotingOpen(c, at(10))).toBe(false);
    expect(daysLeft({ endDate: at(24 * 3 + 5) }, at(0))).toBe(3);
    expect(daysLeft(c, at(30))).toBe(0);
  });
});
