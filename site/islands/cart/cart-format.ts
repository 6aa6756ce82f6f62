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

// The lines a checkout's refusal names: the server points at them by their place in the
// request (`lines.<index>`, or a field of one, `lines.<index>.quantity`), and the request
// lists the cart's lines in order.
export function linesNamedIn(items: CartItem[], paths: string[]): CartItem[] {
  const named = new Set(paths.flatMap((path) => /^lines\.(\d+)(?:\.|$)/.exec(path)?.[1] ?? []).map(Number));
  return items.filter((_, index) => named.has(index));
}
