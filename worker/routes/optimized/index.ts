import { optimizedParams } from '../../contract/optimized';
import { binaryFile } from '../../contract/uploads';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { attachDb } from '../../middleware/db';
import { ENTRY_IMAGE_CACHE } from '../../services/images/cache-policy';
import { photoKey, renderVariant, storeVariant, variantKey } from '../../services/images/variants';
import { objectRecord } from '../../services/storage/stored-objects';
import { apiRoute, routes } from '../openapi';
import { uploadUrl } from '../../contract/files';

const variant = apiRoute({
  method: 'get',
  path: '/{variant}/{filename}',
  summary: 'A photo resized for a grid (thumb) or a page (display), as WebP',
  // Mounted before /api's middleware (no session read per image), so it brings its own
  // database handle, used only when a variant has to be made and recorded.
  middleware: [caller('visitor'), attachDb],
  request: { params: optimizedParams },
  responses: {
    200: { description: 'The resized photo', content: { 'image/webp': { schema: binaryFile } } },
    302: {
      description: 'The variant could not be made: the original instead, for now (not cached)',
      headers: { Location: { description: 'The original, /api/uploads/photos/{filename}', schema: { type: 'string' } } },
    },
  },
});

function webpResponse(body: ReadableStream | Uint8Array<ArrayBuffer>, etag?: string) {
  const headers = new Headers({ 'Content-Type': 'image/webp', 'Cache-Control': ENTRY_IMAGE_CACHE });
  if (etag) headers.set('ETag', etag);
  return new Response(body, { headers });
}

// A variant missing from R2 (its upload-time rendering failed, or it is new) is made from the
// original and stored, recorded as the original's owner's. Only photos/ and variants/ are ever
// read here (the filename is one segment), so nothing in quarantine is served. If that fails
// too, the client is sent to the original for now; the redirect is not cached, so a later
// request tries again.
export const optimizedRoutes = routes().openapi(variant, async (c) => {
  const { variant, filename } = c.req.valid('param');
  const stored = await c.env.PHOTOS.get(variantKey(variant, filename));
  if (stored) return webpResponse(stored.body, stored.httpEtag);
  const original = await c.env.PHOTOS.get(photoKey(filename));
  if (!original) throw new ApiError('NOT_FOUND', 'Photo not found');
  try {
    const webp = await renderVariant(c.env.IMAGES, original.body, variant);
    const owner = await objectRecord(c.var.db, photoKey(filename));
    await storeVariant(c.env.PHOTOS, variant, filename, webp, { db: c.var.db, userId: owner?.userId ?? null });
    return webpResponse(webp);
  } catch (error) {
    console.warn(JSON.stringify({ event: 'variant_failed', key: photoKey(filename), error: String(error) }));
    c.header('Cache-Control', 'no-store');
    return c.redirect(uploadUrl(photoKey(filename)), 302);
  }
});
