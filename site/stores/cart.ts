import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { MAX_PRINT_QUANTITY } from '../../worker/domain/prints';
import { $cartItems, type CartItem, safeQuantity } from './cart-items';

// What a caller knows about the photo and the print chosen from its offer; the store
// decides the line id and quantity.
export type NewCartItem = Omit<CartItem, 'id' | 'quantity'>;

// What an order holds of a cart line: enough to tell whether the line is still the one paid for.
export type OrderedLine = Pick<CartItem, 'submissionId' | 'size' | 'quantity'>;

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

export const $cartTotals = computed($cartItems, cartTotals);

const clampQuantity = (quantity: number) => Math.min(MAX_PRINT_QUANTITY, Math.max(1, Math.floor(quantity)));

const sameLine = (a: Pick<CartItem, 'submissionId' | 'size'>, b: Pick<CartItem, 'submissionId' | 'size'>) =>
  a.submissionId === b.submissionId && a.size === b.size;

// Spec §4: the same photo in the same size raises that line by one (at the price just
// offered); anything else is a new line of one.
export function addToCart(item: NewCartItem): void {
  const items = $cartItems.get();
  const same = items.find((line) => sameLine(line, item));
  if (same) {
    $cartItems.set(
      items.map((line) =>
        line === same ? { ...line, price: item.price, quantity: clampQuantity(safeQuantity(line) + 1) } : line,
      ),
    );
    return;
  }
  $cartItems.set([...items, { ...item, id: crypto.randomUUID(), quantity: 1 }]);
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

// A new size at the price the photo's offer gives it. When the photo is already in the cart
// in that size, the two lines become one; the edited line stays (its id and place), so the
// control the person is using keeps focus.
export function setSize(id: string, size: string, price: number): void {
  const items = $cartItems.get();
  const line = items.find((item) => item.id === id);
  if (!line || line.size === size) return;
  const twin = items.find((item) => item.id !== id && sameLine(item, { submissionId: line.submissionId, size }));
  const quantity = clampQuantity(safeQuantity(line) + (twin ? safeQuantity(twin) : 0));
  $cartItems.set(
    items.filter((item) => item !== twin).map((item) => (item === line ? { ...item, size, price, quantity } : item)),
  );
}

// The photographers' prices as their offers give them now, so the cart shows what the
// checkout will charge. `priceOf` answers undefined for a print no longer sold.
export function withCurrentPrices(items: CartItem[], priceOf: (item: CartItem) => number | undefined): CartItem[] {
  let changed = false;
  const next = items.map((item) => {
    const price = priceOf(item);
    if (price === undefined || price === item.price) return item;
    changed = true;
    return { ...item, price };
  });
  return changed ? next : items;
}

export function refreshPrices(priceOf: (item: CartItem) => number | undefined): void {
  const items = $cartItems.get();
  const next = withCurrentPrices(items, priceOf);
  if (next !== items) $cartItems.set(next);
}

// After an order is paid its lines leave the cart, but only lines still exactly as
// ordered: one changed meanwhile (in another tab, say) is a new wish and stays.
export function withoutOrdered(items: CartItem[], ordered: OrderedLine[]): CartItem[] {
  return items.filter((item) => !ordered.some((line) => sameLine(item, line) && safeQuantity(item) === line.quantity));
}

// The orders whose checkout this browser started and has not come back from paid: only that
// return takes lines out of the cart, never an old order opened later from a receipt.
const $startedCheckouts = persistentAtom<number[]>('photo-cart-checkouts', [], {
  encode: JSON.stringify,
  decode: (stored) => {
    try {
      const ids: unknown = JSON.parse(stored);
      return Array.isArray(ids) ? ids.filter(Number.isSafeInteger) : [];
    } catch {
      return [];
    }
  },
});

const KEPT_CHECKOUTS = 10;

export function checkoutStarted(orderId: number): void {
  $startedCheckouts.set([...$startedCheckouts.get().filter((id) => id !== orderId), orderId].slice(-KEPT_CHECKOUTS));
}

export function removeOrdered(orderId: number, ordered: OrderedLine[]): void {
  const started = $startedCheckouts.get();
  if (!started.includes(orderId)) return;
  $startedCheckouts.set(started.filter((id) => id !== orderId));
  const items = $cartItems.get();
  const next = withoutOrdered(items, ordered);
  if (next.length !== items.length) $cartItems.set(next);
}

export function removeLine(id: string): void {
  $cartItems.set($cartItems.get().filter((line) => line.id !== id));
}

export function clearCart(): void {
  $cartItems.set([]);
}
