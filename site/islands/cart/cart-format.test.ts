import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api-fetch';
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

// A refusal as the checkout answers it.
const refusal = (status: number, body: unknown) => new HttpError(status, `${status}`, JSON.stringify(body));

describe('the lines a refused checkout names', () => {
  const items = [item('a', 'Harbour', '8x10'), item('b', 'Harbour', '11x14'), item('c', 'Harbour at dusk', '8x10')];

  it('names the lines the refusal points at, by their place in the cart', () => {
    const message = '“Harbour” is no longer for sale: remove it from your cart';
    const error = refusal(409, {
      message,
      issues: [
        { path: 'lines.0', message },
        { path: 'lines.1', message },
      ],
    });
    expect(linesNamedIn(items, error).map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('names a line one of whose fields was refused, and not the line with a longer number', () => {
    const error = refusal(400, { message: 'x', issues: [{ path: 'lines.1.quantity', message: 'At most 99 of one print' }] });
    expect(linesNamedIn(items, error).map((i) => i.id)).toEqual(['b']);
    const far = refusal(400, { message: 'x', issues: [{ path: 'lines.12', message: 'x' }] });
    expect(linesNamedIn(items, far)).toEqual([]);
  });

  it('names nothing for a refusal about no line, or an answer that is not the API’s', () => {
    expect(linesNamedIn(items, refusal(503, { message: 'Payments are not available' }))).toEqual([]);
    expect(linesNamedIn(items, new HttpError(502, '502', '<html>Bad gateway</html>'))).toEqual([]);
    expect(linesNamedIn(items, refusal(400, { issues: [{ path: 'country' }, null] }))).toEqual([]);
  });
});
