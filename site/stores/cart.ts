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

// What a caller knows about the photo; the store decides the line id and quantity, and
// the size and price fall back to the spec's default print.
export type NewCartItem = Omit<CartItem, 'id' | 'quantity' | 'size' | 'price'> & { size?: string; price?: number };

// Print sizes in inches, smallest first, with their prices in USD. Spec §9 fixes only
// 8x10 at 15.99; the rest follow common lab pricing for the step up in paper.
export const PRINT_PRICES: Readonly<Record<string, number>> = {
  '5x7': 9.99,
  '8x10': 15.99,
  '11x14': 29.99,
  '16x20': 49.99,
  '20x30': 79.99,
};

export const DEFAULT_PRINT_SIZE = '8x10';

// More than this of one print is a wholesale order, not a cart line.
export const MAX_QUANTITY = 99;

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
const safeQuantity = (item: CartItem) => (Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 0);

// Spec §4: a non-numeric price counts as 0.
export function unitPrice(item: Pick<CartItem, 'price'>): number {
  const price = Number(item.price);
  return Number.isFinite(price) && price > 0 ? price : 0;
}

// Summed in cents so 3 × 15.99 is 47.97, not 47.970000000000006.
const cents = (item: CartItem) => Math.round(unitPrice(item) * 100) * safeQuantity(item);

export const lineTotal = (item: CartItem) => cents(item) / 100;

export function cartTotals(items: CartItem[]): { count: number; subtotal: number } {
  return {
    count: items.reduce((sum, item) => sum + safeQuantity(item), 0),
    subtotal: items.reduce((sum, item) => sum + cents(item), 0) / 100,
  };
}

export const $cartCount = computed($cartItems, (items) => cartTotals(items).count);
export const $cartTotals = computed($cartItems, cartTotals);

const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.floor(quantity)));

// Spec §4: the same photo in the same size raises that line by one; anything else is a
// new line of one.
export function addToCart(item: NewCartItem): void {
  const size = item.size ?? DEFAULT_PRINT_SIZE;
  const price = item.price ?? PRINT_PRICES[size] ?? 0;
  const items = $cartItems.get();
  const same = items.find((line) => line.submissionId === item.submissionId && line.size === size);
  if (same) {
    $cartItems.set(items.map((line) => (line === same ? { ...line, quantity: clampQuantity(safeQuantity(line) + 1) } : line)));
    return;
  }
  $cartItems.set([...items, { ...item, id: crypto.randomUUID(), size, price, quantity: 1 }]);
}

// Spec §4: zero or less removes the line. A value that isn't a number changes nothing.
export function setQuantity(id: string, quantity: number): void {
  if (Number.isNaN(quantity)) return;
  if (quantity < 1) {
    removeLine(id);
    return;
  }
  $cartItems.set($cartItems.get().map((line) => (line.id === id ? { ...line, quantity: clampQuantity(quantity) } : line)));
}

// A new size takes that size's price. When the photo is already in the cart in that size,
// the two lines become one; the edited line stays (its id and place), so the control the
// person is using keeps focus.
export function setSize(id: string, size: string): void {
  const items = $cartItems.get();
  const line = items.find((item) => item.id === id);
  if (!line || line.size === size) return;
  const twin = items.find((item) => item.id !== id && item.submissionId === line.submissionId && item.size === size);
  const quantity = clampQuantity(safeQuantity(line) + (twin ? safeQuantity(twin) : 0));
  const price = PRINT_PRICES[size] ?? line.price;
  $cartItems.set(
    items.filter((item) => item !== twin).map((item) => (item === line ? { ...item, size, price, quantity } : item)),
  );
}

export function removeLine(id: string): void {
  $cartItems.set($cartItems.get().filter((line) => line.id !== id));
}

export function clearCart(): void {
  $cartItems.set([]);
}
