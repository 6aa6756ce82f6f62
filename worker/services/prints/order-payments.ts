import { eq, sql } from 'drizzle-orm';
import { printOrderLines, printOrders } from '../../../db/schema';
import { EARNINGS_HOLD_DAYS } from '../../domain/money';
import { sellerSplit } from '../../domain/prints';
import type { Db } from '../../env';
import type { ShippingAddress } from '../payments/provider';
import type { PurposeHandlers } from '../payments/purpose-handlers';
import { type Statement, statement } from '../statements';

// The payment webhook's part in a print order: statements of its batch, placed before the
// payment is recorded, so each runs only while the payment is new (a replay changes nothing).
// The order becomes paid and splits into one fulfilment per seller; each seller's part moves
// from the platform to them in the ledger (the payment itself is recorded with the platform
// as its only payee: one order pays several sellers): their prints less 15% (rounded once
// per seller per order) and the shipping they pay to send them, pending for 7 days.

const HOLD_MS = EARNINGS_HOLD_DAYS * 24 * 3600_000;

const orderIdOf = (reference: string) => (/^\d+$/.test(reference) ? Number(reference) : null);

async function printOrderPaidStatements(db: Db, orderId: number, paymentId: string, at: Date): Promise<Statement[]> {
  const [order] = await db.select().from(printOrders).where(eq(printOrders.id, orderId));
  if (!order) return [];
  const lines = await db.select().from(printOrderLines).where(eq(printOrderLines.orderId, orderId));
  const isNew = sql`NOT EXISTS (SELECT 1 FROM payments WHERE id = ${paymentId})`;
  const bySeller = new Map<number, number>();
  for (const line of lines) bySeller.set(line.sellerId, (bySeller.get(line.sellerId) ?? 0) + line.unitPriceCents * line.quantity);
  // What the buyer paid per parcel (one a seller), as the order was priced.
  const parcelCents = Math.round(order.shippingCents / Math.max(1, bySeller.size));
  const availableAt = at.getTime() + HOLD_MS;
  const statements: Statement[] = [
    statement(
      db,
      sql`UPDATE print_orders SET status = 'paid', payment_id = ${paymentId}, paid_at = ${at.getTime()}
        WHERE id = ${orderId} AND status <> 'paid' AND ${isNew}`,
    ),
  ];
  for (const [sellerId, printsCents] of bySeller) {
    const { sellerCents } = sellerSplit(printsCents, parcelCents);
    const txn = `print-share:${orderId}:${sellerId}`;
    statements.push(
      statement(
        db,
        sql`INSERT INTO print_fulfilments (order_id, seller_id, status, subtotal_cents, shipping_cents, updated_at)
          SELECT ${orderId}, ${sellerId}, 'paid', ${printsCents}, ${parcelCents}, ${at.getTime()} WHERE ${isNew}
          ON CONFLICT (order_id, seller_id) DO NOTHING`,
      ),
      statement(
        db,
        sql`INSERT INTO ledger_entries (txn, line, account, user_id, kind, amount_cents, payment_id, available_at)
          SELECT ${txn}, 0, 'platform', NULL, 'share', ${-sellerCents}, ${paymentId}, ${at.getTime()} WHERE ${isNew}
          UNION ALL
          SELECT ${txn}, 1, 'payee', ${sellerId}, 'share', ${sellerCents}, ${paymentId}, ${availableAt} WHERE ${isNew}
          ON CONFLICT DO NOTHING`,
      ),
    );
  }
  return statements;
}

// The address the buyer gave at the provider's checkout, kept with the order.
function printOrderAddressStatements(db: Db, reference: string, address: ShippingAddress): Statement[] {
  const orderId = orderIdOf(reference);
  if (orderId === null) return [];
  return [statement(db, db.update(printOrders).set({ shippingAddress: address }).where(eq(printOrders.id, orderId)))];
}

// The checkout ran out unpaid: the order is over (nothing was charged).
function printCheckoutExpiredStatements(db: Db, checkoutId: string): Statement[] {
  return [
    statement(
      db,
      sql`UPDATE print_orders SET status = 'expired' WHERE checkout_id = ${checkoutId} AND status = 'awaiting_payment'`,
    ),
  ];
}

// A print order's payments, the order's id their reference.
export const printOrderPurpose: PurposeHandlers = {
  paid: async (db, payment, { at }) => {
    const orderId = orderIdOf(payment.reference);
    return orderId === null ? [] : printOrderPaidStatements(db, orderId, payment.id, at);
  },
  checkoutAddress: printOrderAddressStatements,
  checkoutExpired: printCheckoutExpiredStatements,
};
