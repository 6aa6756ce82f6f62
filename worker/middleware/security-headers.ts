import { createMiddleware } from 'hono/factory';
import { JSON_ANSWER, MEDIA_PAGES, WITHOUT_MEDIA, WITH_MEDIA } from '../domain/security-headers';

// The secure headers (domain/security-headers.ts) on every answer the Worker gives, set as
// fixed pairs through one lookup of the answer's headers: Hono's middleware read them again
// for each pair, and on a signed-in read that was a tenth of our own work. A JSON answer gets
// the three that apply to data; each header costs the runtime on every hop of the answer.
const usesMedia = (path: string) => MEDIA_PAGES.some((page) => page.test(path));

const isJson = (headers: Headers) => headers.get('Content-Type')?.startsWith('application/json') ?? false;

const headersFor = (path: string, headers: Headers) =>
  isJson(headers) ? JSON_ANSWER : usesMedia(path) ? WITH_MEDIA : WITHOUT_MEDIA;

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of headersFor(c.req.path, headers)) headers.set(name, value);
});
