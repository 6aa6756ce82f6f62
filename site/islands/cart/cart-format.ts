import { HttpError } from '../../lib/api-fetch';
import type { CartItem } from '../../stores/cart-items';
import { photoHref } from '../shared/photo-urls';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatPrice = (amount: number) => usd.format(amount);

export const cartPhotoHref = (item: CartItem) => photoHref(item.submissionId, item.isUserSubmission ? 'user' : 'standard');

// Where in the request a refusal's issues point (`lines.2`…), read from its JSON body.
function issuePaths(error: unknown): string[] {
  if (!(error instanceof HttpError)) return [];
  try {
    const { issues } = JSON.parse(error.body) as { issues?: unknown };
    if (!Array.isArray(issues)) return [];
    return issues.flatMap((issue: { path?: unknown } | null) => (typeof issue?.path === 'string' ? [issue.path] : []));
  } catch {
    return [];
  }
}

// The lines a checkout's refusal names: the server points at them by their place in the
// request (`lines.<index>`, or a field of one, `lines.<index>.quantity`), and the request
// lists the cart's lines in order.
export function linesNamedIn(items: CartItem[], error: unknown): CartItem[] {
  const named = new Set(
    issuePaths(error)
      .flatMap((path) => /^lines\.(\d+)(?:\.|$)/.exec(path)?.[1] ?? [])
      .map(Number),
  );
  return items.filter((_, index) => named.has(index));
}
