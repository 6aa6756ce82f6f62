import { formatUsd } from '../../domain/money';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import type { Payments } from '.';
import { adminPayment } from './financial';
import { type AuditRecord, recordAdminAction } from '../audit-log';

// An admin's refund of all or part of a payment, through the provider. The ledger changes
// when the provider's charge.refunded event reaches the webhook (at once with the local
// provider). The key comes from the admin's dialog: repeated, it refunds once. The provider's
// work cannot join a D1 batch, so the audit row is written just before it is asked: the log
// says the admin asked, the ledger what the provider did.
export async function refundPayment(
  db: Db,
  payments: Payments,
  paymentId: string,
  request: { amountCents: number | null; idempotencyKey: string },
  audit: AuditRecord,
) {
  const payment = await adminPayment(db, paymentId);
  if (!payment) throw new ApiError('NOT_FOUND', 'No such payment');
  if (payment.refundableCents === 0) throw new ApiError('CONFLICT', 'Nothing is left to refund on this payment');
  if (request.amountCents !== null && request.amountCents > payment.refundableCents) {
    throw new ApiError('CONFLICT', `You can refund at most ${formatUsd(payment.refundableCents)}`);
  }
  await recordAdminAction(db, audit);
  const refund = await payments.provider.refund(
    paymentId,
    request.amountCents,
    `admin-refund:${paymentId}:${request.idempotencyKey}`,
  );
  return { refundedCents: refund.amountCents, payment: (await adminPayment(db, paymentId)) ?? payment };
}
