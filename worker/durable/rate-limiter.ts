import { DurableObject } from 'cloudflare:workers';

type Window = { start: number; count: number };

export type RateDecision = { allowed: boolean; retryAfterMs: number; windowStart: number };

// One object per limited key (an action plus an address, an account, or both): a
// fixed-window counter in its own storage, so every edge location counts against the same
// number and nothing is lost when the object hibernates. The alarm deletes the state once
// the window has passed.
export class RateLimiter extends DurableObject<Env> {
  async hit(limit: number, windowMs: number, now = Date.now()): Promise<RateDecision> {
    let window = await this.ctx.storage.get<Window>('window');
    if (!window || now - window.start >= windowMs) window = { start: now, count: 0 };
    const retryAfterMs = window.start + windowMs - now;
    if (window.count >= limit) return { allowed: false, retryAfterMs, windowStart: window.start };
    window.count++;
    await this.ctx.storage.put('window', window);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(window.start + windowMs);
    return { allowed: true, retryAfterMs: 0, windowStart: window.start };
  }

  // Gives back a hit that should not count after all (a sign-in with the right password).
  // Taking first and giving back later means parallel attempts can never exceed the limit.
  // A hit from a window that has since ended is not given back to its successor.
  async refund(windowStart: number): Promise<void> {
    const window = await this.ctx.storage.get<Window>('window');
    if (!window || window.start !== windowStart || window.count === 0) return;
    window.count--;
    await this.ctx.storage.put('window', window);
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
