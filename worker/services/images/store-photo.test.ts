import { env } from 'cloudflare:workers';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quarantinedObjects, storedObjects } from '../../../db/schema';
import { db, makeUser, present } from '../../test/helpers';
import { sha256Hex } from '../storage/stored-objects';
import { prepareUpload } from './prepare-upload';
import { deletePhoto, quarantinePhoto, storePhoto } from './store-photo';
import { ascii, brokenImages, concat, JPEG, solidPng } from '../../test/images';
import { CAMERA_TIFF, jpegSegment, jpegWith } from '../../test/image-metadata';

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

const owner = { db: db(), kind: 'photo' as const, userId: null };
const rowsOf = async (filename: string) =>
  (
    await db()
      .select()
      .from(storedObjects)
      .where(
        inArray(storedObjects.key, [
          `photos/${filename}`,
          `variants/thumb/${filename}.webp`,
          `variants/display/${filename}.webp`,
        ]),
      )
  ).sort((a, b) => a.key.localeCompare(b.key));

describe('storing a photo', () => {
  it('stores the cleaned original and a thumb and display WebP no wider than their sizes', async () => {
    const stored = await storePhoto(env, await prepared(await solidPng(2000, 1000)), owner);
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
    const stored = await storePhoto(env, await prepared(JPEG), owner);
    expect(await widthOf(`variants/display/${stored.filename}.webp`)).toMatchObject({ width: 64 });
  });

  it('still stores the upload when no variant can be made', async () => {
    const stored = await storePhoto({ PHOTOS: env.PHOTOS, IMAGES: brokenImages }, await prepared(JPEG), owner);
    expect(await keysOf(stored.filename)).toEqual([`photos/${stored.filename}`]);
  });

  it("fingerprints the original and each variant as they are stored, and keeps the upload's own hash apart", async () => {
    const { user } = await makeUser();
    // A camera's file: the EXIF block goes when it is cleaned.
    const upload = jpegWith(JPEG, jpegSegment(0xe1, concat(ascii('Exif\0\0'), CAMERA_TIFF(1))));
    const photo = await prepared(upload);
    expect(photo.originalSha256).toBe(await sha256Hex(upload));
    const stored = await storePhoto(env, photo, { db: db(), kind: 'photo', userId: user.id });
    expect(stored.sha256).toBe(await sha256Hex(photo.bytes));
    const rows = await rowsOf(stored.filename);
    expect(rows.map((row) => [row.key, row.kind, row.userId])).toEqual([
      [`photos/${stored.filename}`, 'photo', user.id],
      [`variants/display/${stored.filename}.webp`, 'variant', user.id],
      [`variants/thumb/${stored.filename}.webp`, 'variant', user.id],
    ]);
    for (const row of rows) {
      const object = present(await env.PHOTOS.get(row.key), row.key);
      const bytes = new Uint8Array(await object.arrayBuffer());
      expect(row).toMatchObject({ size: bytes.length, sha256: await sha256Hex(bytes) });
    }
    // The stored file has its metadata stripped, so its hash is not the upload's.
    expect(rows[0]?.sha256).not.toBe(photo.originalSha256);
  });

  it('deletes a never-used upload outright: the files and their rows, nothing in quarantine', async () => {
    const stored = await storePhoto(env, await prepared(JPEG), owner);
    expect(await keysOf(stored.filename)).toHaveLength(3);
    await deletePhoto(env, db(), stored.filename);
    expect(await keysOf(stored.filename)).toEqual([]);
    expect(await rowsOf(stored.filename)).toEqual([]);
  });

  it('takes a photo out of use into quarantine, the original and its variants', async () => {
    const stored = await storePhoto(env, await prepared(JPEG), owner);
    const moved = await quarantinePhoto(
      env,
      db(),
      stored.filename,
      'photo',
      { subjectType: 'submission', subjectId: 1 },
      {
        reason: 'test',
        byUserId: null,
        now: new Date(),
      },
    );
    expect(moved.map((row) => [row.key, row.kind]).sort()).toEqual([
      [`photos/${stored.filename}`, 'photo'],
      [`variants/display/${stored.filename}.webp`, 'variant'],
      [`variants/thumb/${stored.filename}.webp`, 'variant'],
    ]);
    expect(await keysOf(stored.filename)).toEqual([]);
    expect(await rowsOf(stored.filename)).toEqual([]);
    const kept = await db()
      .select()
      .from(quarantinedObjects)
      .where(
        inArray(
          quarantinedObjects.id,
          moved.map((row) => row.id),
        ),
      );
    for (const row of kept) expect(await env.PHOTOS.head(row.quarantineKey)).not.toBeNull();
  });
});
