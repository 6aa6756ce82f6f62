import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storedObjects } from '../../../db/schema';
import type { AppEnv } from '../../env';
import { errorResponse } from '../../errors';
import { quarantinePhoto } from '../../services/images/store-photo';
import { db, makeUser } from '../../test/helpers';
import { prepareUpload } from '../../services/images/prepare-upload';
import { storePhoto } from '../../services/images/store-photo';
import { brokenImages, JPEG } from '../../test/images';
import { optimizedRoutes } from '.';

// Mounted as worker/app.ts mounts it, before /api's middleware (so with no database handle but
// its own), with the app's error answers.
const app = new Hono<AppEnv>().route('/api/optimized', optimizedRoutes).onError(errorResponse);
const get = (path: string, bindings: Env = env) => app.request(path, {}, bindings);

async function upload(userId: number | null = null) {
  const prepared = await prepareUpload(JPEG, 1024 * 1024);
  if (!prepared.ok) throw new Error(prepared.reason);
  return storePhoto(env, prepared, { db: db(), kind: 'photo', userId });
}

describe('GET /api/optimized/:variant/:filename', () => {
  it('serves a stored variant as WebP, cached for a day so a removal reaches browsers', async () => {
    const { filename } = await upload();
    const res = await get(`/api/optimized/thumb/${filename}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(8, 12))).toBe('WEBP');
  });

  it("makes a missing variant from the original and keeps it, fingerprinted as the owner's", async () => {
    const { user } = await makeUser();
    const { filename } = await upload(user.id);
    const key = `variants/display/${filename}.webp`;
    await env.PHOTOS.delete(key);
    await db().delete(storedObjects).where(eq(storedObjects.key, key));
    const res = await get(`/api/optimized/display/${filename}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    const stored = await env.PHOTOS.head(key);
    expect(stored).not.toBeNull();
    const [row] = await db().select().from(storedObjects).where(eq(storedObjects.key, key));
    expect(row).toMatchObject({ kind: 'variant', userId: user.id, size: stored?.size });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves nothing of a photo in quarantine, and never remakes its variants', async () => {
    const { filename } = await upload();
    await quarantinePhoto(env, db(), filename, 'photo', {}, { reason: 'test', byUserId: null, now: new Date() });
    for (const variant of ['thumb', 'display']) {
      expect((await get(`/api/optimized/${variant}/${filename}`)).status).toBe(404);
      expect(await env.PHOTOS.head(`variants/${variant}/${filename}.webp`)).toBeNull();
    }
  });

  it('sends the browser to the original, uncached, when the variant cannot be made', async () => {
    const { filename } = await upload();
    await env.PHOTOS.delete(`variants/thumb/${filename}.webp`);
    const res = await get(`/api/optimized/thumb/${filename}`, { ...env, IMAGES: brokenImages });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/api/uploads/photos/${filename}`);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 404 when there is no such photo', async () => {
    const res = await get(`/api/optimized/thumb/${crypto.randomUUID()}.jpg`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Photo not found', code: 'NOT_FOUND' });
  });

  it('answers 400 for an unknown variant or a file name that is not a photo', async () => {
    const { filename } = await upload();
    const unknown = await get(`/api/optimized/huge/${filename}`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'variant: Variant must be thumb or display',
    });
    for (const name of ['..%2F..%2Fphotos%2Fx.jpg', '..jpg', 'notes.txt', 'a.b.jpg']) {
      const bad = await get(`/api/optimized/thumb/${name}`);
      expect(bad.status, name).toBe(400);
      expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
