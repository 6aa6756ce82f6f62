import { PHOTO_FILENAME, type VariantName, uploadUrl, variantUrl } from '../../../worker/contract/files';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import type { PhotoType } from '../../lib/photo-type';

// The large WebP copy lives beside the thumbnail, under the same file name.
export const displayUrl = (photo: Pick<SubmissionDto, 'thumbnailUrl'>) => photo.thumbnailUrl.replace('/thumb/', '/display/');

// The type says which paths the page reads and writes the photo's likes, votes and
// comments under (spec §7), so every link names it.
export const photoHref = (id: number, type: PhotoType) => `/photo/${id}?type=${type}`;

export const DEFAULT_AVATAR = '/default-avatar.svg';

// Sign-in that comes back to where the visitor was.
export const loginHref = (back: string) => `/auth?tab=login&next=${encodeURIComponent(back)}`;

const UPLOADED = uploadUrl('photos/');

// A cart line or print order keeps the original's URL (spec §3); an uploaded photo has a
// small copy under the same file name, which suits a thumbnail better.
export function thumbFor(imageUrl: string, variant: VariantName = 'thumb'): string | null {
  if (!imageUrl.startsWith(UPLOADED)) return null;
  const filename = imageUrl.slice(UPLOADED.length);
  return PHOTO_FILENAME.test(filename) ? variantUrl(variant, filename) : null;
}
