import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $cartTotals,
  type NewCartItem,
  addToCart,
  cartTotals,
  checkoutStarted,
  clearCart,
  lineTotal,
  removeLine,
  removeOrdered,
  setQuantity,
  setSize,
  withCurrentPrices,
  withoutOrdered,
} from './cart';
import { $cartItems, type CartItem, cartCount } from './cart-items';
import { MAX_PRINT_QUANTITY } from '../../worker/domain/prints';

const line = (quantity: number): CartItem => ({
  id: `line-${quantity}`,
  submissionId: quantity,
  title: 'Dunes',
  photographer: 'ansel',
  imageUrl: '/api/uploads/dunes.jpg',
  size: '8x10',
  price: 15.99,
  quantity,
  isUserSubmission: false,
});

// An offer's price sheet, as a listing might have it (dollars by size).
const OFFER: Readonly<Record<string, number>> = { '5x7': 9.5, '8x10': 15.99, '11x14': 32, '16x20': 55 };
const SIZES = Object.keys(OFFER);
const priceOf = (size: string) => OFFER[size] ?? 0;

const photo = (submissionId: number, size = '8x10'): NewCartItem => ({
  submissionId,
  title: `Photo ${submissionId}`,
  photographer: 'ansel',
  imageUrl: `/api/uploads/photos/${submissionId}.jpg`,
  isUserSubmission: true,
  size,
  price: priceOf(size),
});

// A random session at the cart: adds of a few photos in any size, quantity and size
// changes and removals of whatever lines exist at the time.
const action = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), photo: fc.integer({ min: 1, max: 4 }), size: fc.constantFrom(...SIZES) }),
  fc.record({ kind: fc.constant('quantity' as const), pick: fc.nat(), quantity: fc.integer({ min: -3, max: 120 }) }),
  fc.record({ kind: fc.constant('size' as const), pick: fc.nat(), size: fc.constantFrom(...SIZES) }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);

type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

function firstLine() {
  const [line] = $cartItems.get();
  if (!line) throw new Error('The cart has no line');
  return line;
}

function run(act: Action): void {
  const items = $cartItems.get();
  // An empty cart has no line to pick (the index is NaN): 'none' matches no line.
  const picked = items[('pick' in act ? act.pick : 0) % items.length];
  const target = picked ? picked.id : 'none';
  if (act.kind === 'add') addToCart(photo(act.photo, act.size));
  if (act.kind === 'quantity') setQuantity(target, act.quantity);
  if (act.kind === 'size') setSize(target, act.size, priceOf(act.size));
  if (act.kind === 'remove') removeLine(target);
}

beforeEach(() => clearCart());

describe('the cart badge count', () => {
  it('counts every print in the cart, ignoring a broken quantity', () => {
    $cartItems.set([line(2), line(1), { ...line(3), quantity: Number.NaN }]);
    expect(cartCount($cartItems.get())).toBe(3);
    $cartItems.set([]);
    expect(cartCount($cartItems.get())).toBe(0);
  });
});

describe('adding to the cart', () => {
  it('starts a new line of one print in the size and at the price the offer gave', () => {
    addToCart(photo(7, '11x14'));
    expect($cartItems.get()).toMatchObject([{ submissionId: 7, size: '11x14', price: 32, quantity: 1 }]);
  });

  it('raises the quantity when the same photo is added in the same size, else adds a line', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom(...SIZES)), { maxLength: 40 }), (adds) => {
        clearCart();
        for (const [id, size] of adds) addToCart(photo(id, size));
        const expected = new Map<string, number>();
        for (const [id, size] of adds) expected.set(`${id} ${size}`, (expected.get(`${id} ${size}`) ?? 0) + 1);
        const lines = $cartItems.get();
        expect(lines).toHaveLength(expected.size);
        for (const item of lines) expect(item.quantity).toBe(expected.get(`${item.submissionId} ${item.size}`));
        expect(cartCount($cartItems.get())).toBe(adds.length);
      }),
    );
  });

  it('keeps the price the offer gave, and takes the newer one when the same print is added again', () => {
    addToCart({ ...photo(1, '16x20'), price: 60 });
    addToCart({ ...photo(2, '5x7'), price: 12 });
    expect($cartItems.get().map((item) => item.price)).toEqual([60, 12]);
    addToCart({ ...photo(2, '5x7'), price: 13 });
    expect($cartItems.get().map((item) => [item.price, item.quantity])).toEqual([
      [60, 1],
      [13, 2],
    ]);
  });
});

describe('changing a line', () => {
  it('removes the line when its quantity is set to 0 or less', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 0 }), (quantity) => {
        clearCart();
        addToCart(photo(1));
        addToCart(photo(2));
        setQuantity(firstLine().id, quantity);
        expect($cartItems.get().map((item) => item.submissionId)).toEqual([2]);
      }),
    );
  });

  it('ignores a quantity that is not a number', () => {
    addToCart(photo(1));
    setQuantity(firstLine().id, Number.NaN);
    expect(firstLine().quantity).toBe(1);
  });

  it('merges a line into the line of the same photo in the size it is changed to', () => {
    addToCart(photo(1, '5x7'));
    addToCart(photo(1, '8x10'));
    addToCart(photo(1, '8x10'));
    const small = firstLine();
    setSize(small.id, '8x10', 15.99);
    expect($cartItems.get()).toEqual([{ ...small, size: '8x10', price: 15.99, quantity: 3 }]);
  });

  it('keeps every line between 1 and the maximum, and one line per photo and size, whatever is done', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        clearCart();
        for (const act of actions) run(act);
        const lines = $cartItems.get();
        for (const item of lines) {
          expect(Number.isInteger(item.quantity)).toBe(true);
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(MAX_PRINT_QUANTITY);
          expect(item.price).toBe(priceOf(item.size));
        }
        expect(new Set(lines.map((item) => `${item.submissionId} ${item.size}`)).size).toBe(lines.length);
        expect(new Set(lines.map((item) => item.id)).size).toBe(lines.length);
        expect(cartCount($cartItems.get())).toBe(lines.reduce((sum, item) => sum + item.quantity, 0));
      }),
    );
  });
});

describe('totals', () => {
  it('counts a non-numeric price as 0', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((s) => Number.isNaN(Number(s))),
          fc.constant(null),
          fc.constant(Number.NaN),
          fc.constant({}),
        ),
        (price) => {
          const broken = { ...line(2), price: price as unknown as number };
          expect(lineTotal(broken)).toBe(0);
          expect(cartTotals([broken, line(1)])).toEqual({ count: 3, subtotal: 15.99 });
        },
      ),
    );
  });

  it('adds line totals to the cent', () => {
    $cartItems.set([line(3), { ...line(2), price: 9.99 }]);
    expect(lineTotal(line(3))).toBe(47.97);
    expect($cartTotals.get()).toEqual({ count: 5, subtotal: 67.95 });
  });
});

describe('prices from the offers', () => {
  it('takes each line to its current price and leaves lines no longer sold as they were', () => {
    const items = [line(1), { ...line(2), size: '5x7', price: 9.99 }];
    const next = withCurrentPrices(items, (item) => (item.size === '8x10' ? 17 : undefined));
    expect(next.map((item) => item.price)).toEqual([17, 9.99]);
    expect(withCurrentPrices(items, (item) => item.price)).toBe(items);
  });
});

describe('after an order is paid', () => {
  const ordered = (submissionId: number, size: string, quantity: number) => ({ submissionId, size, quantity });

  it('removes the lines still exactly as ordered and keeps the ones changed meanwhile', () => {
    const items: CartItem[] = [
      { ...line(1), id: 'same' },
      { ...line(2), id: 'more-now' },
      { ...line(1), id: 'other-size', submissionId: 2, size: '11x14' },
      { ...line(1), id: 'not-ordered', submissionId: 9 },
    ];
    const paid = [ordered(1, '8x10', 1), ordered(2, '8x10', 1), ordered(2, '5x7', 1)];
    expect(withoutOrdered(items, paid).map((item) => item.id)).toEqual(['more-now', 'other-size', 'not-ordered']);
  });

  it('never removes a line that was not ordered as it stands, whatever the cart and the order', () => {
    const key = fc.record({
      submissionId: fc.integer({ min: 1, max: 3 }),
      size: fc.constantFrom(...SIZES),
      quantity: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(key, { maxLength: 8 }), fc.array(key, { maxLength: 8 }), (lines, paid) => {
        const items = lines.map((k, i) => ({ ...line(k.quantity), ...k, id: `l${i}` }));
        const kept = withoutOrdered(items, paid);
        for (const item of items) {
          const wasOrdered = paid.some(
            (p) => p.submissionId === item.submissionId && p.size === item.size && p.quantity === item.quantity,
          );
          expect(kept.includes(item)).toBe(!wasOrdered);
        }
      }),
    );
  });

  it('writes the cart only when a line goes', () => {
    addToCart(photo(1));
    const before = $cartItems.get();
    checkoutStarted(7);
    removeOrdered(7, [ordered(1, '8x10', 2)]);
    expect($cartItems.get()).toBe(before);
    checkoutStarted(8);
    removeOrdered(8, [ordered(1, '8x10', 1)]);
    expect($cartItems.get()).toEqual([]);
  });

  it('takes lines out only on the return from a checkout this browser started, once', () => {
    addToCart(photo(1));
    // An old order opened from a receipt: the same print in the cart again is a new wish.
    removeOrdered(41, [ordered(1, '8x10', 1)]);
    expect($cartItems.get()).toHaveLength(1);
    checkoutStarted(42);
    removeOrdered(42, [ordered(1, '8x10', 1)]);
    expect($cartItems.get()).toEqual([]);
    addToCart(photo(1));
    removeOrdered(42, [ordered(1, '8x10', 1)]);
    expect($cartItems.get()).toHaveLength(1);
  });
});
