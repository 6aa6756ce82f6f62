import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';

export type CartItem = {
  id: string;
  submissionId: number;
  title: string;
  photographer: string;
  imageUrl: string;
  size: string;
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

// Spec §3: the cart lives in browser storage under photo-cart-storage.
export const $cartItems = persistentAtom<CartItem[]>('photo-cart-storage', [], {
  encode: JSON.stringify,
  decode: decodeCart,
});

export const $cartCount = computed($cartItems, (items) =>
  items.reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? item.quantity : 0), 0),
);
