import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { ApiError } from '../../errors';
import { cacheControlFor } from '../../services/images/cache-policy';

// Uploaded files from R2, cached as their kind allows (services/images/cache-policy.ts).
export const uploadRoutes = new Hono<AppEnv>().get('/*', caller('visitor'), async (c) => {
  const key = decodeURIComponent(c.req.path.slice('/api/uploads/'.length));
  if (!key || key.includes('..')) throw new ApiError('NOT_FOUND', 'File not found');
  const object = await c.env.PHOTOS.get(key);
  if (!object) throw new ApiError('NOT_FOUND', 'File not found');
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', cacheControlFor(key));
  return new Response(object.body, { headers });
});
