import { describe, expect, it } from 'vitest';
import { $cartCount, $cartItems, type CartItem } from './cart';

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

describe('the cart badge count', () => {
  it('counts every print in the cart, ignoring a broken quantity', () => {
    $cartItems.set([line(2), line(1), { ...line(3), quantity: Number.NaN }]);
    expect($cartCount.get()).toBe(3);
    $cartItems.set([]);
    expect($cartCount.get()).toBe(0);
  });
});
