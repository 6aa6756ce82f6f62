import { VARIANT_WIDTHS, type VariantName } from '../../contract/files';
import type { Db } from '../../env';
import { putObject } from '../storage/stored-objects';

export const VARIANT_NAMES = Object.keys(VARIANT_WIDTHS) as VariantName[];
const WEBP_QUALITY = 82;

export type ImageStorage = Pick<Env, 'PHOTOS' | 'IMAGES'>;

export const photoKey = (filename: string) => `photos/${filename}`;
export const variantKey = (variant: VariantName, filename: string) => `variants/${variant}/${filename}.webp`;

// The Images binding resizes (never enlarging), turns the photo upright by its EXIF
// orientation and writes WebP without metadata. Locally it is backed by sharp.
export async function renderVariant(images: ImagesBinding, source: ReadableStream<Uint8Array>, variant: VariantName) {
  const result = await images
    .input(source)
    .transform({ width: VARIANT_WIDTHS[variant], fit: 'scale-down' })
    .output({ format: 'image/webp', quality: WEBP_QUALITY });
  return new Uint8Array(await result.response().arrayBuffer());
}

// Whose photo a file is, for its stored_objects row.
export type PhotoOwner = { db: Db; userId: number | null };

export async function storeVariant(
  photos: R2Bucket,
  variant: VariantName,
  filename: string,
  webp: Uint8Array,
  owner: PhotoOwner,
) {
  await putObject(owner.db, photos, variantKey(variant, filename), webp, {
    kind: 'variant',
    userId: owner.userId,
    contentType: 'image/webp',
  });
}

// Makes every variant of a stored original (`photos/{filename}`). A variant that fails is
// logged and skipped: the optimized route makes it later or falls back to the original.
// Answers the variants that were stored.
export async function createVariants(
  env: ImageStorage,
  key: string,
  bytes: Uint8Array<ArrayBuffer>,
  owner: PhotoOwner,
): Promise<VariantName[]> {
  const filename = key.slice(key.lastIndexOf('/') + 1);
  const results = await Promise.allSettled(
    VARIANT_NAMES.map(async (variant) => {
      await storeVariant(
        env.PHOTOS,
        variant,
        filename,
        await renderVariant(env.IMAGES, new Blob([bytes]).stream(), variant),
        owner,
      );
      return variant;
    }),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      console.warn(JSON.stringify({ event: 'variant_failed', key, error: String(result.reason) }));
    }
  }
  return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}
