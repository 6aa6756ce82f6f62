import type { Context } from 'hono';
import { photoFileContent, uploadParams } from '../../contract/uploads';
import type { AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { cacheControlFor } from '../../services/images/cache-policy';
import { apiRoute, routes } from '../openapi';
import { UPLOADS_PREFIX } from '../../contract/files';

const file = apiRoute({
  method: 'get',
  path: '/{path}',
  summary: 'An uploaded file (photo, avatar or cover), as it was stored',
  middleware: [caller('visitor')],
  request: { params: uploadParams },
  responses: {
    200: {
      description: 'The file',
      content: photoFileContent,
    },
  },
});

// R2 keys are at most 1024 bytes; a longer, malformed or climbing path names no file.
const MAX_KEY_BYTES = 1024;
// What the public may fetch: entries' photos and their variants, and avatars. Everything else
// in the bucket (print masters, photos sent in messages, files in quarantine/) is never served here.
const PUBLIC_PREFIXES = ['photos/', 'avatars/', 'variants/'];
function storedKey(encoded: string): string | null {
  try {
    const key = decodeURIComponent(encoded);
    const ok =
      key &&
      !key.includes('..') &&
      PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix)) &&
      new TextEncoder().encode(key).length <= MAX_KEY_BYTES;
    return ok ? key : null;
  } catch {
    return null;
  }
}

// Uploaded files from R2, cached as their kind allows (services/images/cache-policy.ts).
async function serveFile(c: Context<AppEnv>) {
  const key = storedKey(c.req.path.slice(UPLOADS_PREFIX.length));
  if (!key) throw new ApiError('NOT_FOUND', 'File not found');
  const object = await c.env.PHOTOS.get(key);
  if (!object) throw new ApiError('NOT_FOUND', 'File not found');
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', cacheControlFor(key));
  return new Response(object.body, { headers });
}

// Keys hold slashes (photos/…, avatars/{userId}/…), and `{path}` is one segment to Hono's
// router: the declared route puts the file in the document, and the wildcard behind the
// same middleware serves keys of every depth.
export const uploadRoutes = routes()
  .openapi(file, serveFile)
  .get('/*', ...file.middleware, serveFile);
