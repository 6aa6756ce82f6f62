import { describe, expect, it } from 'vitest';
import { registrantMayCancel, startsIn, webinarPhase } from './webinars';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = new Date('2026-12-01T18:00:00Z');
const base = { startsAt: start, durationMinutes: 60, startedAt: null, endedAt: null, cancelledAt: null, priceCents: 0 };
const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);

describe('a webinar phase', () => {
  it('runs upcoming, live from the start, and ended at the scheduled end', () => {
    expect(webinarPhase(base, at(-MINUTE))).toBe('upcoming');
    expect(webinarPhase(base, at(0))).toBe('live');
    expect(webinarPhase(base, at(HOUR - 1))).toBe('live');
    expect(webinarPhase(base, at(HOUR))).toBe('ended');
  });

  it('is live early when the host starts, overruns up to two hours, and ends when the host says so', () => {
    const started = { ...base, startedAt: at(-10 * MINUTE) };
    expect(webinarPhase(started, at(-5 * MINUTE))).toBe('live');
    expect(webinarPhase(started, at(3 * HOUR - 1))).toBe('live');
    expect(webinarPhase(started, at(3 * HOUR))).toBe('ended');
    expect(webinarPhase({ ...started, endedAt: at(20 * MINUTE) }, at(30 * MINUTE))).toBe('ended');
    expect(webinarPhase({ ...base, cancelledAt: at(-HOUR) }, at(-MINUTE))).toBe('cancelled');
  });
});

describe('giving a seat back', () => {
  it('is allowed for a free seat until the start, and for a paid one until 24 hours before it', () => {
    expect(registrantMayCancel(base, at(-1))).toBe(true);
    expect(registrantMayCancel(base, at(0))).toBe(false);
    const paid = { ...base, priceCents: 2500 };
    expect(registrantMayCancel(paid, at(-24 * HOUR - 1))).toBe(true);
    expect(registrantMayCancel(paid, at(-24 * HOUR))).toBe(false);
    expect(registrantMayCancel({ ...base, startedAt: at(-HOUR) }, at(-30 * MINUTE))).toBe(false);
  });
});

describe('the countdown', () => {
  it('names the largest whole unit left', () => {
    expect(startsIn(2 * 24 * HOUR + 5 * HOUR)).toBe('Starts in 2 days');
    expect(startsIn(24 * HOUR)).toBe('Starts in 1 day');
    expect(startsIn(3 * HOUR + 59 * MINUTE)).toBe('Starts in 3 hours');
    expect(startsIn(MINUTE)).toBe('Starts in 1 minute');
    expect(startsIn(59_000)).toBe('Starting now');
  });
});
