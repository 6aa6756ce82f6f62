import type { ObjectKind } from '../../../db/schema';
import type { CameraExif } from '../../domain/camera-exif';
import type { Db } from '../../env';
import { type QuarantineItem, quarantineObjects } from '../storage/quarantine';
import { forgetObjects, putObject } from '../storage/stored-objects';
import type { PreparedPhoto } from './prepare-upload';
import { createVariants, type ImageStorage, type PhotoOwner, photoKey, VARIANT_NAMES, variantKey } from './variants';
import { uploadUrl } from '../../contract/files';

export type StoredPhoto = {
  key: string;
  filename: string;
  url: string;
  width: number | null;
  height: number | null;
  camera: CameraExif | null;
  // Of the stored (cleaned) bytes; the upload's own is PreparedPhoto.originalSha256.
  sha256: string;
};

// What the original is to the site: an entry's photo, a critique's, a mentorship image…
export type PhotoKind = Extract<ObjectKind, 'photo' | 'critique' | 'mentorship_image' | 'cover' | 'theme_image'>;

// The cleaned original goes under a fresh name, so it and its variants can be cached for
// good. Each file is put with its SHA-256 and gets its stored_objects row. Variants are best
// effort: the upload succeeds without them.
export async function storePhoto(
  env: ImageStorage,
  photo: PreparedPhoto,
  owner: PhotoOwner & { kind: PhotoKind },
): Promise<StoredPhoto> {
  const filename = `${crypto.randomUUID()}.${photo.type.extension}`;
  const key = photoKey(filename);
  const { sha256 } = await putObject(owner.db, env.PHOTOS, key, photo.bytes, {
    kind: owner.kind,
    userId: owner.userId,
    contentType: photo.type.mime,
  });
  await createVariants(env, key, photo.bytes, owner);
  return { key, filename, url: uploadUrl(key), width: photo.width, height: photo.height, camera: photo.camera, sha256 };
}

const photoKeys = (filename: string) => [photoKey(filename), ...VARIANT_NAMES.map((variant) => variantKey(variant, filename))];

// Removes the original and every variant outright. Only for an upload whose row could not be
// written: nothing ever pointed at it, so there is nothing to restore. A file taken out of use
// goes to quarantine instead (quarantinePhoto).
export async function deletePhoto(env: Pick<Env, 'PHOTOS'>, db: Db, filename: string): Promise<void> {
  const keys = photoKeys(filename);
  await env.PHOTOS.delete(keys);
  await forgetObjects(db, keys);
}

// The original and its variants, as quarantine items.
export function photoFiles(
  filename: string,
  kind: PhotoKind,
  owner: Omit<QuarantineItem, 'key' | 'kind'> = {},
): QuarantineItem[] {
  const [original, ...variants] = photoKeys(filename);
  return [{ ...owner, key: original as string, kind }, ...variants.map((key) => ({ ...owner, key, kind: 'variant' as const }))];
}

// Takes a photo out of use: the original and its variants move to quarantine, restorable for
// 30 days. docs/rules.md "Files and their fingerprints".
export async function quarantinePhoto(
  env: Pick<Env, 'PHOTOS'>,
  db: Db,
  filename: string,
  kind: PhotoKind,
  owner: Omit<QuarantineItem, 'key' | 'kind'>,
  why: { reason: string; byUserId: number | null; now: Date },
) {
  return quarantineObjects(db, env.PHOTOS, photoFiles(filename, kind, owner), why.reason, why.byUserId, why.now);
}
