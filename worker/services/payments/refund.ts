import { formatUsd } from '../../domain/money';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import type { Payments } from '.';
import { adminPayment } from './financial';

// An admin's refund of all or part of a payment, through the provider. The ledger changes
// when the provider's charge.refunded event reaches the webhook (at once with the local
// provider). The key comes from the admin's dialog: repeated, it refunds once.
export async function refundPayment(
  db: Db,
  payments: Payments,
  paymentId: string,
  request: { amountCents: number | null; idempotencyKey: string },
) {
  const payment = await adminPayment(db, paymentId);
  if (!payment) throw new ApiError('NOT_FOUND', 'No such payment');
  if (payment.refundableCents === 0) throw new ApiError('CONFLICT', 'Nothing is left to refund on this payment');
  if (request.amountCents !== null && request.amountCents > payment.refundableCents) {
    throw new ApiError('CONFLICT', `You can refund at most ${formatUsd(payment.refundableCents)}`);
  }
  const refund = await payments.provider.refund(
    paymentId,
    request.amountCents,
    `admin-refund:${paymentId}:${request.idempotencyKey}`,
  );
  return { refundedCents: refund.amountCents, payment: (await adminPayment(db, paymentId)) ?? payment };
}
