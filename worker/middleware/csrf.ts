import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Every state-changing request must come from our own pages: the browser's Origin
// (or, failing that, Sec-Fetch-Site) has to name this site. A request with neither is
// refused too, since every browser we support sends Origin on non-GET requests.
export const csrfProtection = createMiddleware(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('Origin');
  const sameOrigin = origin ? origin === new URL(c.req.url).origin : c.req.header('Sec-Fetch-Site') === 'same-origin';
  if (!sameOrigin) throw new ApiError('FORBIDDEN', 'Cross-site request refused');
  return next();
});
