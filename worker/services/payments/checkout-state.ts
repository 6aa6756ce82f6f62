import { and, eq } from 'drizzle-orm';
import { checkouts } from '../../../db/schema';
import type { CheckoutStateAnswer } from '../../contract/payments';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import type { Payments } from '.';

// Where a checkout the member came back from stands. Someone else's checkout is 'not found'.
// The provider is asked (`payments()`, which may refuse with 503) only while the checkout is open.
export async function checkoutState(
  db: Db,
  payments: () => Payments,
  userId: number,
  checkoutId: string,
): Promise<CheckoutStateAnswer> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
  if (!row) throw new ApiError('NOT_FOUND', 'No such checkout');
  const about = { purpose: row.purpose, reference: row.reference };
  if (row.status === 'complete') return { state: 'paid', ...about };
  if (row.status === 'expired') return { state: 'expired', ...about };
  const checkout = await payments().provider.retrieveCheckout(checkoutId);
  return { state: checkout.status === 'expired' ? 'expired' : 'processing', ...about };
}
