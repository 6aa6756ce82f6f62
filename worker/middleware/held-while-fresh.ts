import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { AnswerShelf, answerFromShelf } from './answer-shelf';

// For an answer that is the same for everyone its route lets in (the admins' statistics) and
// that says how long it stays true (`Cache-Control: private, max-age=N`): this isolate keeps it
// that long, gzipped once, so the next caller costs only the route's own caller check, which
// runs before this and which every request still makes. An answer without a max-age, or not a
// 200, is never kept.
const MAX_HELD = 16;

function maxAge(res: Response): number {
  const found = /\bmax-age=(\d+)/.exec(res.headers.get('Cache-Control') ?? '');
  return found ? Number(found[1]) : 0;
}

export function heldWhileFresh() {
  const shelf = new AnswerShelf(MAX_HELD);
  return createMiddleware<AppEnv>(async (c, next) => {
    const respond = (found: Parameters<typeof answerFromShelf>[0]) =>
      answerFromShelf(found, c.req.header('Accept-Encoding'), c.get('requestId'));
    const found = shelf.find(c.req.url);
    if (found) return respond(found);
    await next();
    const seconds = maxAge(c.res);
    if (c.res.status !== 200 || seconds <= 0 || c.res.headers.has('Set-Cookie')) return;
    const kept = await shelf.hold(c.req.url, await c.res.clone().arrayBuffer(), new Headers(c.res.headers), seconds);
    // `c.res`'s setter copies a new answer into a new Response (losing `encodeBody`) unless it
    // holds none.
    c.res = undefined;
    c.res = respond(kept);
  });
}
