import { eq, inArray, sql } from 'drizzle-orm';
import { printOrderLines, printOrders, submissions } from '../../../db/schema';
import { EARNINGS_HOLD_DAYS } from '../../domain/money';
import { sellerSplit } from '../../domain/prints';
import type { Db } from '../../env';
import { type Notice, noticeRows, notify } from '../notifications/notify';
import type { ShippingAddress } from '../payments/provider';
import type { PurposeContext, PurposeHandlers } from '../payments/purpose-handlers';
import { type Statement, statement } from '../statements';

// The payment webhook's part in a print order: statements of its batch, placed before the
// payment is recorded, so each runs only while the payment is new (a replay changes nothing).
// The order becomes paid and splits into one fulfilment per seller; each seller's part moves
// from the platform to them in the ledger (the payment itself is recorded with the platform
// as its only payee: one order pays several sellers): their prints less 15% (rounded once
// per seller per order) and the shipping they pay to send them, pending for 7 days. Each
// seller hears of the sale: what sold, and how many prints.

const HOLD_MS = EARNINGS_HOLD_DAYS * 24 * 3600_000;

const orderIdOf = (reference: string) => (/^\d+$/.test(reference) ? Number(reference) : null);

type Order = typeof printOrders.$inferSelect;
type Line = typeof printOrderLines.$inferSelect;

// A seller's part of an order, as the bell tells it: the photo's title when it is one photo.
function printSoldNotice(order: Order, lines: Line[], sellerId: number, titles: Map<number, string>): Notice {
  const theirs = lines.filter((line) => line.sellerId === sellerId);
  const photos = new Set(theirs.map((line) => line.submissionId));
  const [only] = photos;
  return {
    userId: sellerId,
    kind: 'print_sold',
    key: `print_sold:${order.id}`,
    actorId: order.buyerId,
    data: {
      title: photos.size === 1 && only !== undefined ? (titles.get(only) ?? '') : '',
      prints: theirs.reduce((sum, line) => sum + line.quantity, 0),
    },
    link: '/print-dashboard',
  };
}

async function printOrderPaidStatements(
  db: Db,
  orderId: number,
  paymentId: string,
  { at, tell }: PurposeContext,
): Promise<Statement[]> {
  const [order] = await db.select().from(printOrders).where(eq(printOrders.id, orderId));
  if (!order) return [];
  const lines = await db.select().from(printOrderLines).where(eq(printOrderLines.orderId, orderId));
  const titles = new Map(
    (
      await db
        .select({ id: submissions.id, title: submissions.title })
        .from(submissions)
        .where(inArray(submissions.id, [...new Set(lines.map((line) => line.submissionId))]))
    ).map((photo) => [photo.id, photo.title]),
  );
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
  tell([...bySeller.keys()]);
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
      statement(db, notify(db, noticeRows([printSoldNotice(order, lines, sellerId, titles)], at, isNew))),
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
  paid: async (db, payment, context) => {
    const orderId = orderIdOf(payment.reference);
    return orderId === null ? [] : printOrderPaidStatements(db, orderId, payment.id, context);
  },
  checkoutAddress: printOrderAddressStatements,
  checkoutExpired: printCheckoutExpiredStatements,
};
