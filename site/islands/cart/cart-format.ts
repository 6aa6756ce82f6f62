import { PHOTO_FILENAME, uploadUrl, variantUrl } from '../../../worker/contract/files';
import type { CartItem } from '../../stores/cart';
import { photoHref } from '../challenges/photo-urls';

const UPLOADED = uploadUrl('photos/');

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatPrice = (amount: number) => usd.format(amount);

// A cart line keeps the original's URL (spec §3); an uploaded photo has a small copy
// under the same file name, which suits a cart thumbnail better.
export function thumbFor(imageUrl: string): string | null {
  if (!imageUrl.startsWith(UPLOADED)) return null;
  const filename = imageUrl.slice(UPLOADED.length);
  return PHOTO_FILENAME.test(filename) ? variantUrl('thumb', filename) : null;
}

export const cartPhotoHref = (item: CartItem) => photoHref(item.submissionId, item.isUserSubmission ? 'user' : 'standard');
