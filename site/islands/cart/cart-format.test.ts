import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../stores/cart-items';
import { linesNamedIn } from './cart-format';

const item = (id: string, title: string, size: string): CartItem => ({
  id,
  submissionId: 1,
  title,
  photographer: 'Imogen Hart',
  imageUrl: '/api/uploads/photos/a.jpg',
  size,
  price: 20,
  quantity: 1,
  isUserSubmission: true,
});

describe('the lines a refused checkout names', () => {
  const items = [item('a', 'Harbour', '8x10'), item('b', 'Harbour', '11x14'), item('c', 'Harbour at dusk', '8x10')];

  it('names every line of a photo no longer for sale, and no photo whose title only starts the same', () => {
    expect(linesNamedIn(items, '“Harbour” is no longer for sale: remove it from your cart').map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('names only the size that is no longer sold', () => {
    expect(linesNamedIn(items, '“Harbour” is no longer sold in 11x14: choose another size').map((i) => i.id)).toEqual(['b']);
  });

  it('names nothing for a message about no line', () => {
    expect(linesNamedIn(items, 'Payments are not available')).toEqual([]);
  });
});
