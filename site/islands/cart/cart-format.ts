import { PHOTO_FILENAME, type VariantName, uploadUrl, variantUrl } from '../../../worker/contract/files';
import type { CartItem } from '../../stores/cart-items';
import { photoHref } from '../challenges/photo-urls';

const UPLOADED = uploadUrl('photos/');

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatPrice = (amount: number) => usd.format(amount);

// A cart line keeps the original's URL (spec §3); an uploaded photo has a small copy
// under the same file name, which suits a cart thumbnail better.
export function thumbFor(imageUrl: string, variant: VariantName = 'thumb'): string | null {
  if (!imageUrl.startsWith(UPLOADED)) return null;
  const filename = imageUrl.slice(UPLOADED.length);
  return PHOTO_FILENAME.test(filename) ? variantUrl(variant, filename) : null;
}

export const cartPhotoHref = (item: CartItem) => photoHref(item.submissionId, item.isUserSubmission ? 'user' : 'standard');

// The lines a checkout's refusal names: the server quotes the photo's title (“…”) and, when
// only a size has gone, the size (`no longer sold in 11x14`).
export function linesNamedIn(items: CartItem[], message: string): CartItem[] {
  const named = items.filter((item) => message.includes(`“${item.title}”`));
  const sized = named.filter((item) => message.includes(`sold in ${item.size}:`));
  return sized.length > 0 ? sized : named;
}
