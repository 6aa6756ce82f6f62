import { DurableObject } from 'cloudflare:workers';

type Window = { start: number; count: number };

export type RateDecision = { allowed: boolean; retryAfterMs: number };

// One object per limited key (an action plus an IP or an account): a fixed-window counter
// in its own storage, so every edge location counts against the same number. The alarm
// deletes the object's state once the window has passed.
export class RateLimiter extends DurableObject<Env> {
  async hit(limit: number, windowMs: number, now = Date.now()): Promise<RateDecision> {
    let window = await this.ctx.storage.get<Window>('window');
    if (!window || now - window.start >= windowMs) window = { start: now, count: 0 };
    const retryAfterMs = window.start + windowMs - now;
    if (window.count >= limit) return { allowed: false, retryAfterMs };
    window.count++;
    await this.ctx.storage.put('window', window);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(window.start + windowMs);
    return { allowed: true, retryAfterMs: 0 };
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
