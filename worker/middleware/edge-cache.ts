import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { SESSION_COOKIE } from '../services/session';

// Public lists (challenges, winners, leaderboard) are the same for every visitor, so a
// visitor's GET is answered from the edge cache for a few seconds instead of D1. A
// signed-in person's request is personal (their own entries, their scores) and always
// goes to the database.
export function edgeCache(seconds: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' || getCookie(c, SESSION_COOKIE)) return next();
    // `caches.default` is the Workers cache; the DOM typings the site shares don't know it.
    const cache = (caches as unknown as { default: Cache }).default;
    const key = new Request(c.req.url);
    const hit = await cache.match(key);
    if (hit) return new Response(hit.body, hit);
    await next();
    if (c.res.status !== 200) return;
    c.res.headers.set('Cache-Control', `public, max-age=${seconds}`);
    c.executionCtx.waitUntil(cache.put(key, c.res.clone()));
  });
}
