// Photos and avatars as files: the limits both sides check (the browser before uploading, the
// server with the last say after sniffing the bytes) and the addresses they are served at.
// No zod here: islands import it at run time.

// Resized WebP copies of every photo, by the width they are made for.
export const VARIANT_WIDTHS = { thumb: 480, display: 1600 } as const;
export type VariantName = keyof typeof VARIANT_WIDTHS;

// Stored photos are named `{uuid}.{ext}`: no slashes or dots to climb out of the bucket prefix.
export const PHOTO_FILENAME = /^[\w-]+\.(?:jpg|png|webp)$/;

// Entries: JPEG, PNG or WebP up to 15 MB.
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MESSAGES = {
  type: 'Photos must be JPEG, PNG or WebP images',
  size: 'Photos must be 15 MB or smaller',
  empty: 'The photo file is empty',
  missing: 'Choose a photo to submit',
} as const;

// Shared with the avatar picker, which checks before uploading; the server sniffs the
// bytes and has the last say.
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_MESSAGES = {
  type: 'Avatars must be JPEG, PNG or WebP images',
  size: 'Avatars must be 5 MB or smaller',
  empty: 'The avatar file is empty',
  missing: 'Choose an image to upload as your avatar',
} as const;

// Where stored files are served, by their R2 key (photos/{name}, avatars/{userId}/{name}).
export const UPLOADS_PREFIX = '/api/uploads/';
export const uploadUrl = (key: string) => `${UPLOADS_PREFIX}${key}`;

// A photo's resized WebP copy, made for a grid (thumb) or a page (display).
export const variantUrl = (variant: VariantName, filename: string) => `/api/optimized/${variant}/${filename}`;

const UPLOADED = uploadUrl('photos/');

// A cart line or print order keeps the original's URL (spec §3); an uploaded photo has a
// small copy under the same file name, which suits a thumbnail better.
export function thumbFor(imageUrl: string, variant: VariantName = 'thumb'): string | null {
  if (!imageUrl.startsWith(UPLOADED)) return null;
  const filename = imageUrl.slice(UPLOADED.length);
  return PHOTO_FILENAME.test(filename) ? variantUrl(variant, filename) : null;
}

// Both copies, for `srcset`: the browser takes the one the picture's width calls for.
export const variantSrcSet = (thumbnailUrl: string) =>
  `${thumbnailUrl} ${VARIANT_WIDTHS.thumb}w, ${thumbnailUrl.replace('/thumb/', '/display/')} ${VARIANT_WIDTHS.display}w`;

// How wide pictures are shown (`sizes`), where the Worker names them before the page does:
// a photo's own page shows it across a phone's screen and two thirds of a wide one; a
// challenge's cover and the home page's hero span the screen.
export const PHOTO_PAGE_SIZES = '(max-width: 900px) 100vw, 66vw';
export const COVER_SIZES = '100vw';
export const HERO_SIZES = '100vw';
