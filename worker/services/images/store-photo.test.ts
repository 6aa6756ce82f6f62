import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { present } from '../../test/helpers';
import { prepareUpload } from './prepare-upload';
import { deletePhoto, storePhoto } from './store-photo';
import { brokenImages, JPEG, solidPng } from '../../test/images';

async function prepared(bytes: Uint8Array) {
  const result = await prepareUpload(bytes, 10 * 1024 * 1024);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const keysOf = async (filename: string) =>
  (await Promise.all(['photos/', 'variants/thumb/', 'variants/display/'].map((prefix) => env.PHOTOS.list({ prefix }))))
    .flatMap((list) => list.objects.map((object) => object.key))
    .filter((key) => key.includes(filename))
    .sort();

const widthOf = async (key: string) =>
  (await env.IMAGES.info(present(await env.PHOTOS.get(key), `the stored object ${key}`).body)) as {
    format: string;
    width: number;
  };

describe('storing a photo', () => {
  it('stores the cleaned original and a thumb and display WebP no wider than their sizes', async () => {
    const stored = await storePhoto(env, await prepared(await solidPng(2000, 1000)));
    expect(stored).toMatchObject({ width: 2000, height: 1000, camera: null });
    expect(stored.url).toBe(`/api/uploads/photos/${stored.filename}`);
    expect(stored.filename).toMatch(/^[\w-]+\.png$/);
    expect(await keysOf(stored.filename)).toEqual([
      `photos/${stored.filename}`,
      `variants/display/${stored.filename}.webp`,
      `variants/thumb/${stored.filename}.webp`,
    ]);
    expect((await env.PHOTOS.head(stored.key))?.httpMetadata?.contentType).toBe('image/png');
    expect(await widthOf(`variants/thumb/${stored.filename}.webp`)).toMatchObject({ format: 'image/webp', width: 480 });
    expect(await widthOf(`variants/display/${stored.filename}.webp`)).toMatchObject({ format: 'image/webp', width: 1600 });
  });

  it('never enlarges a small photo', async () => {
    const stored = await storePhoto(env, await prepared(JPEG));
    expect(await widthOf(`variants/display/${stored.filename}.webp`)).toMatchObject({ width: 64 });
  });

  it('still stores the upload when no variant can be made', async () => {
    const stored = await storePhoto({ PHOTOS: env.PHOTOS, IMAGES: brokenImages }, await prepared(JPEG));
    expect(await keysOf(stored.filename)).toEqual([`photos/${stored.filename}`]);
  });

  it('deletes the original and its variants, leaving nothing in R2', async () => {
    const stored = await storePhoto(env, await prepared(JPEG));
    expect(await keysOf(stored.filename)).toHaveLength(3);
    await deletePhoto(env, stored.filename);
    expect(await keysOf(stored.filename)).toEqual([]);
  });
});
