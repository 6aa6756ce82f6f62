import { createMiddleware } from 'hono/factory';
import { MEDIA_PAGES, WITHOUT_MEDIA, WITH_MEDIA } from '../domain/security-headers';

// The secure headers (domain/security-headers.ts) on every answer the Worker gives, set as
// fixed pairs through one lookup of the answer's headers: Hono's middleware read them again
// for each pair, and on a signed-in read that was a tenth of our own work.
const usesMedia = (path: string) => MEDIA_PAGES.some((page) => page.test(path));

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of usesMedia(c.req.path) ? WITH_MEDIA : WITHOUT_MEDIA) headers.set(name, value);
});
