import { and, eq, notInArray } from 'drizzle-orm';
import { printFulfilments, printOrders } from '../../../db/schema';
import type { AdminPayment } from '../../contract/admin-financial';
import { formatUsd } from '../../domain/money';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import type { Payments } from '../payments';
import { adminPayment } from '../payments/financial';
import { type AuditRecord, recordAdminAction } from '../audit-log';
import { type Actor, moveFulfilment } from './fulfilments';

// An admin's refund of a print order's payment (/admin/financial) goes through the order's
// parts: each still open is refunded in full and its seller's share taken back, as a seller's
// refund would. A bare refund of the payment would leave the sellers paid for prints the
// buyer got back, and the parts' own refunds stuck above what is left on the charge.
// Answers null for a payment that is not a print order's.
export async function refundPrintOrderPayment(
  db: Db,
  payments: Payments,
  paymentId: string,
  actor: Actor,
  amountCents: number | null,
  audit: AuditRecord,
): Promise<{ refundedCents: number; payment: AdminPayment } | null> {
  const [order] = await db.select({ id: printOrders.id }).from(printOrders).where(eq(printOrders.paymentId, paymentId));
  if (!order) return null;
  const payment = await adminPayment(db, paymentId);
  if (!payment) throw new ApiError('NOT_FOUND', 'No such payment');
  const open = await db
    .select({ id: printFulfilments.id, cents: printFulfilments.subtotalCents, shipping: printFulfilments.shippingCents })
    .from(printFulfilments)
    .where(and(eq(printFulfilments.orderId, order.id), notInArray(printFulfilments.status, ['cancelled', 'refunded'])));
  if (open.length === 0 || payment.refundableCents === 0) {
    throw new ApiError('CONFLICT', 'Nothing is left to refund on this payment');
  }
  if (amountCents !== null && amountCents !== payment.refundableCents) {
    throw new ApiError(
      'CONFLICT',
      `A print order is refunded whole, each photographer's part with their share: refund all of the ${formatUsd(payment.refundableCents)} left`,
    );
  }
  // Logged before the provider is asked, as a payment's refund is (services/payments/refund.ts).
  await recordAdminAction(db, audit);
  for (const part of open) await moveFulfilment(db, payments.provider, part.id, actor, { status: 'refunded' });
  const refundedCents = open.reduce((sum, part) => sum + part.cents + part.shipping, 0);
  return { refundedCents, payment: (await adminPayment(db, paymentId)) ?? payment };
}
