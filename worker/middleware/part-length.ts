import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';

// A part of an upload in parts (a print master, a recording's take): its length is read from
// Content-Length before anything reads its body, so a part over the cap is refused before a
// byte is stored.
export const partLength = (maxBytes: number, tooLarge: string) =>
  createMiddleware(async (c, next) => {
    const declared = c.req.header('Content-Length');
    const length = declared === undefined ? Number.NaN : Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) {
      throw new ApiError('BAD_REQUEST', 'A part must say its length (Content-Length)');
    }
    if (length > maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE', tooLarge);
    await next();
  });
