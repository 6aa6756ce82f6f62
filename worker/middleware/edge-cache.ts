import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { SESSION_COOKIE } from '../services/session';

// Public lists (challenges, winners, leaderboard) are the same for every visitor, so a
// visitor's GET is answered from the edge cache for a few seconds instead of D1. A
// signed-in person's request is personal (their own entries, their scores) and always
// goes to the database.
//
// In front of the edge cache, this isolate keeps the hottest answers in memory: a busy list
// then costs neither a database read nor a cache lookup. An answer it read from the
// database is held as long as the cache keeps it; one found in the cache (of unknown age)
// only briefly, so no answer is ever older than the cache's own limit by more than that.
// Bounded, oldest out first.
const MAX_HELD = 100;
const CACHE_HIT_HOLD_SECONDS = 2;
type Held = { body: ArrayBuffer; headers: Headers; expires: number };
const held = new Map<string, Held>();

function hold(url: string, body: ArrayBuffer, headers: Headers, seconds: number) {
  held.delete(url);
  const oldest = held.keys().next();
  if (held.size >= MAX_HELD && !oldest.done) held.delete(oldest.value);
  held.set(url, { body, headers, expires: Date.now() + seconds * 1000 });
}

function fromMemory(url: string): Response | null {
  const found = held.get(url);
  if (!found) return null;
  if (found.expires <= Date.now()) {
    held.delete(url);
    return null;
  }
  return new Response(found.body, { headers: found.headers });
}

// An answer about something not everyone may see (a private or removed challenge, marked
// `private` or `no-store` by its route) or one that sets a cookie belongs to one browser:
// it is never kept, so it can't be handed to the next visitor.
function shareable(res: Response): boolean {
  const control = res.headers.get('Cache-Control') ?? '';
  return res.status === 200 && !/\b(private|no-store)\b/.test(control) && !res.headers.has('Set-Cookie');
}

export function edgeCache(seconds: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A request with a challenge key in its query asks about a private challenge: it goes
    // to the database, like a signed-in person's.
    if (c.req.method !== 'GET' || getCookie(c, SESSION_COOKIE) || c.req.query('key') !== undefined) return next();
    const inMemory = fromMemory(c.req.url);
    if (inMemory) return inMemory;
    // `caches.default` is the Workers cache.
    const cache = caches.default;
    const key = new Request(c.req.url);
    const hit = await cache.match(key);
    if (hit) {
      const body = await hit.arrayBuffer();
      hold(c.req.url, body, new Headers(hit.headers), Math.min(seconds, CACHE_HIT_HOLD_SECONDS));
      return new Response(body, hit);
    }
    await next();
    if (!shareable(c.res)) return;
    c.res.headers.set('Cache-Control', `public, max-age=${seconds}`);
    const body = await c.res.clone().arrayBuffer();
    hold(c.req.url, body, new Headers(c.res.headers), seconds);
    c.executionCtx.waitUntil(cache.put(key, new Response(body, c.res)));
  });
}
