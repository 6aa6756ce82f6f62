import { cookieValue } from '../domain/cookie-value';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { SESSION_COOKIE } from '../services/session';
import { AnswerShelf, answerFromShelf, type Held } from './answer-shelf';

// Public lists (challenges, winners, leaderboard) are the same for every visitor, so a
// visitor's GET is answered from the edge cache for a few seconds instead of D1. A
// signed-in person's request is personal (their own entries, their scores) and always
// goes to the database.
//
// In front of the edge cache, this isolate keeps the hottest answers in memory: a busy list
// then costs neither a database read nor a cache lookup. An answer it read from the
// database is held as long as the cache keeps it; one found in the cache (of unknown age)
// only briefly, so no answer is ever older than the cache's own limit by more than that.
// Held answers are also kept gzipped (middleware/answer-shelf.ts).
const MAX_HELD = 100;
const CACHE_HIT_HOLD_SECONDS = 2;
const shelf = new AnswerShelf(MAX_HELD);

// An answer about something not everyone may see (a private or removed challenge, marked
// `private` or `no-store` by its route) or one that sets a cookie belongs to one browser:
// it is never kept, so it can't be handed to the next visitor.
function shareable(res: Response): boolean {
  const control = res.headers.get('Cache-Control') ?? '';
  return res.status === 200 && !/\b(private|no-store)\b/.test(control) && !res.headers.has('Set-Cookie');
}

// Requests for an answer being fetched wait for it instead of each reading D1: when a busy
// list expires, the fifty visitors of that moment make one read, not fifty.
const refilling = new Map<string, Promise<Held | null>>();

export function edgeCache(seconds: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A request with a challenge key in its query asks about a private challenge: it goes
    // to the database, like a signed-in person's.
    if (
      c.req.method !== 'GET' ||
      cookieValue(c.req.raw.headers.get('Cookie'), SESSION_COOKIE) ||
      c.req.query('key') !== undefined
    )
      return next();
    const url = c.req.url;
    const respond = (found: Held) => answerFromShelf(found, c.req.header('Accept-Encoding'), c.get('requestId'));
    const inMemory = shelf.find(url);
    if (inMemory) return respond(inMemory);
    const pending = refilling.get(url);
    if (pending) {
      // An answer that may not be shared (or a failure) leaves each to ask for its own.
      const kept = await pending.catch(() => null);
      return kept ? respond(kept) : next();
    }
    // The answer held, or null when the handler's own may not be shared.
    const refill = (async (): Promise<Held | null> => {
      // `caches.default` is the Workers cache.
      const cache = caches.default;
      const key = new Request(url);
      const hit = await cache.match(key);
      if (hit)
        return shelf.hold(url, await hit.arrayBuffer(), new Headers(hit.headers), Math.min(seconds, CACHE_HIT_HOLD_SECONDS));
      await next();
      if (!shareable(c.res)) return null;
      c.res.headers.set('Cache-Control', `public, max-age=${seconds}`);
      const body = await c.res.clone().arrayBuffer();
      c.executionCtx.waitUntil(cache.put(key, new Response(body, c.res)));
      return shelf.hold(url, body, new Headers(c.res.headers), seconds);
    })();
    refilling.set(url, refill);
    try {
      const kept = await refill;
      if (!kept) return;
      // `c.res`'s setter copies a new answer into a new Response (losing `encodeBody`) unless
      // it holds none.
      c.res = undefined;
      c.res = respond(kept);
    } finally {
      refilling.delete(url);
    }
  });
}
