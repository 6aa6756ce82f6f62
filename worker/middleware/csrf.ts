import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { ApiError } from '../errors';
import { declarationOf } from './caller';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Every state-changing request must come from our own pages: the browser's Origin
// (or, failing that, Sec-Fetch-Site) has to name this site. A request with neither is
// refused too, since every browser we support sends Origin on non-GET requests.
// Routes whose caller is 'signature' (a payment provider's webhook) are exempt: their sender
// is no browser and sends no Origin, and the handler checks the payload's signature instead.
export const csrfProtection = createMiddleware(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (matchedRoutes(c).some(({ handler }) => declarationOf(handler)?.kind === 'signature')) return next();
  // A form posted from a page with our `Referrer-Policy: no-referrer` says `Origin: null`;
  // Sec-Fetch-Site still tells a same-origin post from any other.
  const origin = c.req.header('Origin');
  const sameOrigin =
    origin && origin !== 'null' ? origin === new URL(c.req.url).origin : c.req.header('Sec-Fetch-Site') === 'same-origin';
  if (!sameOrigin) throw new ApiError('FORBIDDEN', 'Cross-site request refused');
  return next();
});
