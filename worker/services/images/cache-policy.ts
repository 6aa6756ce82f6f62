// How long browsers may keep an image. Entry photos and their variants can be removed by
// an admin, so they are kept a day at most: a removal reaches every browser within a day.
// Avatars are replaced under a fresh name and never taken down, so they keep for good.
export const ENTRY_IMAGE_CACHE = 'public, max-age=86400';
export const AVATAR_CACHE = 'public, max-age=31536000, immutable';

export const cacheControlFor = (key: string) => (key.startsWith('avatars/') ? AVATAR_CACHE : ENTRY_IMAGE_CACHE);
