import { requestId } from 'hono/request-id';
import { ApiError, errorResponse } from './errors';
import { attachDb } from './middleware/db';
import { securityHeaders } from './middleware/security-headers';
import { loadSession } from './middleware/session';
import { isAssetPath } from './pages/match-route';
import { serveErrorPage, servePage } from './pages/serve-page';
import { api } from './routes/api';
import { docsRoutes } from './routes/docs';
import { routes } from './routes/openapi';
import { RememberingRouter } from './routes/remembering-router';
import { devBillingRoutes } from './routes/dev-billing';
import { devCheckoutRoutes } from './routes/dev-checkout';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { optimizedRoutes } from './routes/optimized';
import { realtimeRoutes } from './routes/realtime';
import { uploadRoutes } from './routes/uploads';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

// An OpenAPIHono at the top too, so the document (routes/docs) holds every mounted route,
// the file routes outside /api's session middleware included.
export const app = routes(new RememberingRouter());
app
  .use(requestId(), securityHeaders)
  // Files come straight from R2: no session lookup on every image.
  .route('/api/uploads', uploadRoutes)
  .route('/api/optimized', optimizedRoutes)
  // Before /api's middleware: the reference needs no session or database.
  .route(
    '/api',
    docsRoutes(() => app),
  )
  .route('/api', api)
  .route('/ws', realtimeRoutes)
  // The local provider's pages first: the mailbox's guard covers everything else under /dev.
  .route('/dev/checkout', devCheckoutRoutes)
  .route('/dev/billing', devBillingRoutes)
  .route('/dev', devMailboxRoutes)
  .get('*', async (c, next) => {
    if (isApiPath(c.req.path)) throw new ApiError('NOT_FOUND', 'No such API endpoint');
    if (!isAssetPath(c.req.path)) return next();
    // Static files skip the session lookup; a copy makes their headers writable.
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    return new Response(asset.body, asset);
  })
  .get('*', attachDb, loadSession, servePage);

// Answered rather than thrown: an error thrown here would skip the middleware that is
// still waiting on it (the security headers).
app.notFound((c) => {
  if (isApiPath(c.req.path)) return errorResponse(new ApiError('NOT_FOUND', 'No such API endpoint'), c);
  // Pages only answer GET/HEAD; other methods never reach the asset server.
  c.header('Allow', 'GET, HEAD');
  return errorResponse(new ApiError('METHOD_NOT_ALLOWED', 'Pages only answer GET and HEAD'), c);
});

app.onError((err, c) => {
  if (!isApiPath(c.req.path) && c.req.method === 'GET' && !(err instanceof ApiError)) {
    console.error(JSON.stringify({ requestId: c.get('requestId'), error: err.message, stack: err.stack }));
    return serveErrorPage(c);
  }
  return errorResponse(err, c);
});
