import type { CameraExif } from '../../domain/camera-exif';
import type { PreparedPhoto } from './prepare-upload';
import { createVariants, type ImageStorage, photoKey, VARIANT_NAMES, variantKey } from './variants';
import { uploadUrl } from '../../contract/files';

export type StoredPhoto = {
  key: string;
  filename: string;
  url: string;
  width: number | null;
  height: number | null;
  camera: CameraExif | null;
};

// The cleaned original goes under a fresh name, so it and its variants can be cached for
// good. Variants are best effort: the upload succeeds without them.
export async function storePhoto(env: ImageStorage, photo: PreparedPhoto): Promise<StoredPhoto> {
  const filename = `${crypto.randomUUID()}.${photo.type.extension}`;
  const key = photoKey(filename);
  await env.PHOTOS.put(key, photo.bytes, { httpMetadata: { contentType: photo.type.mime } });
  await createVariants(env, key, photo.bytes);
  return { key, filename, url: uploadUrl(key), width: photo.width, height: photo.height, camera: photo.camera };
}

// Removes the original and every variant, e.g. when the row that should point at them
// could not be written.
export async function deletePhoto(env: Pick<Env, 'PHOTOS'>, filename: string): Promise<void> {
  await env.PHOTOS.delete([photoKey(filename), ...VARIANT_NAMES.map((variant) => variantKey(variant, filename))]);
}
