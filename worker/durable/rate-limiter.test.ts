import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { RateLimiter } from './rate-limiter';

const MINUTE = 60_000;
let n = 0;
const freshLimiter = () => env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`rate-limiter-test:${Date.now()}:${n++}`));

async function allowedCount(limiter: ReturnType<typeof freshLimiter>, attempts: number, limit: number) {
  const decisions = await Promise.all(Array.from({ length: attempts }, () => limiter.hit(limit, MINUTE)));
  return decisions.filter((d) => d.allowed).length;
}

describe('the rate limiter', () => {
  it('allows no more than the limit even when every hit arrives at once', async () => {
    expect(await allowedCount(freshLimiter(), 20, 5)).toBe(5);
  });

  it('makes room for one more hit when one is given back', async () => {
    const limiter = freshLimiter();
    const first = await limiter.hit(2, MINUTE);
    await limiter.hit(2, MINUTE);
    expect((await limiter.hit(2, MINUTE)).allowed).toBe(false);
    await limiter.refund(first.windowStart);
    expect(await allowedCount(limiter, 3, 2)).toBe(1);
  });

  it('never counts below zero, however often a hit is given back', async () => {
    const limiter = freshLimiter();
    const { windowStart } = await limiter.hit(3, MINUTE);
    for (let i = 0; i < 4; i++) await limiter.refund(windowStart);
    expect(await allowedCount(limiter, 5, 3)).toBe(3);
  });

  it('does not give a hit from an ended window back to the next one', async () => {
    const limiter = freshLimiter();
    await runInDurableObject(limiter, async (instance: RateLimiter) => {
      const old = await instance.hit(1, MINUTE, 1_000);
      expect((await instance.hit(1, MINUTE, 1_000 + MINUTE)).allowed).toBe(true);
      await instance.refund(old.windowStart);
      expect((await instance.hit(1, MINUTE, 2_000 + MINUTE)).allowed).toBe(false);
    });
  });

  it('says how long until the window ends when it refuses', async () => {
    const limiter = freshLimiter();
    await runInDurableObject(limiter, async (instance: RateLimiter) => {
      await instance.hit(1, 15 * MINUTE, 0);
      expect(await instance.hit(1, 15 * MINUTE, 5 * MINUTE)).toEqual({
        allowed: false,
        retryAfterMs: 10 * MINUTE,
        windowStart: 0,
      });
    });
  });
});
