import { persistentAtom } from '@nanostores/persistent';

// The cart's lines and their count: all the nav's badge needs on every page, kept apart from
// the cart's actions (cart.ts) so that pages which never change the cart don't load them.

export type CartItem = {
  id: string;
  submissionId: number;
  title: string;
  photographer: string;
  imageUrl: string;
  size: string;
  // US dollars, as the photo's offer gave it; the checkout prices every line again.
  price: number;
  quantity: number;
  isUserSubmission: boolean;
};

function decodeCart(raw: string): CartItem[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as CartItem[]) : [];
  } catch {
    return [];
  }
}

// Spec §3: the cart lives in browser storage under photo-cart-storage. Other tabs see
// changes through the storage event, so every open nav badge stays right.
export const $cartItems = persistentAtom<CartItem[]>('photo-cart-storage', [], {
  encode: JSON.stringify,
  decode: decodeCart,
});

// Stored lines may come from older code or hand edits, so every sum guards its inputs.
export const safeQuantity = (item: CartItem) => (Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 0);

// The badge's count: every line's quantity. A plain function of the lines, not a computed store:
// the nav on every page reads it, and nanostores' computed would be its only reason to load.
export const cartCount = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + safeQuantity(item), 0);
