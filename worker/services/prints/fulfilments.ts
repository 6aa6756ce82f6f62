import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { payments, printFulfilments, printOrderLines, printOrders, submissions, users } from '../../../db/schema';
import { FULFILMENT_MOVES, type FulfilmentStatus, sellerSplit } from '../../domain/prints';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type Notice, noticeRows, notify } from '../notifications/notify';
import type { PaymentProvider } from '../payments/provider';
import { runBatch, statement } from '../statements';
import { inIds } from '../id-lists';
import { fullName } from '../users';
import { type FulfilmentProvider, manualFulfilment } from './fulfilment-provider';

// Moving a fulfilment along (docs/rules.md "Print sales: buying"): its seller or an admin
// moves it forward one step (shipped needs a carrier and a tracking number), prints it again
// or refunds it (a damaged or lost print); its buyer may cancel it before production. Each move is one
// conditional statement on the status it was decided from, so two clicks move it once. A
// cancel or refund marks `refund_due` in that statement; the refund goes through the
// provider (whose event gives the buyer's money back from the platform), and the seller's
// part moves back to the platform in the ledger, once: keyed by the fulfilment. A parcel
// shipped is told to its buyer, once per tracking number (`notified`, for their open tabs).

export type Actor = { userId: number; isAdmin: boolean };
type Move = { status: FulfilmentStatus; carrier?: string; trackingNumber?: string };

const CHANGED = 'This order has just changed: reload the page';

export async function moveFulfilment(
  db: Db,
  provider: PaymentProvider | null,
  id: number,
  actor: Actor,
  move: Move,
  at = new Date(),
  fulfilment: FulfilmentProvider = manualFulfilment,
): Promise<{ notified: number[] }> {
  const [row] = await db
    .select({ fulfilment: printFulfilments, buyerId: printOrders.buyerId })
    .from(printFulfilments)
    .innerJoin(printOrders, eq(printOrders.id, printFulfilments.orderId))
    .where(eq(printFulfilments.id, id));
  const seller = row?.fulfilment.sellerId === actor.userId;
  const buyer = row?.buyerId === actor.userId;
  if (!row || !(seller || buyer || actor.isAdmin)) throw new ApiError('NOT_FOUND', 'No such order');
  const from = row.fulfilment.status;
  if (!FULFILMENT_MOVES[from].includes(move.status)) {
    throw new ApiError('CONFLICT', `An order that is ${from.replace('_', ' ')} can't become ${move.status.replace('_', ' ')}`);
  }
  const byBuyer = buyer && !seller && !actor.isAdmin;
  if (byBuyer && move.status !== 'cancelled') throw new ApiError('FORBIDDEN', 'Only the photographer moves an order along');
  if (move.status === 'cancelled' && !byBuyer && !actor.isAdmin) {
    throw new ApiError('FORBIDDEN', 'Refund the order instead: a cancellation is the buyer’s');
  }
  if (!byBuyer && !actor.isAdmin && !fulfilment.manualMoves)
    throw new ApiError('CONFLICT', 'The print lab moves this order along');
  if (move.status === 'shipped' && !(move.carrier?.trim() && move.trackingNumber?.trim())) {
    throw new ApiError('VALIDATION_FAILED', 'Enter the carrier and the tracking number');
  }
  const refunding = move.status === 'cancelled' || move.status === 'refunded';
  // A reprint ships again with a tracking number of its own.
  const reprint = move.status === 'in_production' && from !== 'paid';
  const [moved] = await db
    .update(printFulfilments)
    .set({
      status: move.status,
      updatedAt: at,
      ...(move.status === 'shipped' ? { carrier: move.carrier?.trim(), trackingNumber: move.trackingNumber?.trim() } : {}),
      ...(reprint ? { carrier: null, trackingNumber: null } : {}),
      ...(refunding ? { refundDue: true } : {}),
    })
    .where(and(eq(printFulfilments.id, id), eq(printFulfilments.status, from)))
    .returning({ id: printFulfilments.id });
  if (!moved) throw new ApiError('CONFLICT', CHANGED);
  if (refunding && provider) await refundOrLeaveDue(db, provider, id, at);
  if (move.status !== 'shipped') return { notified: [] };
  const orderId = row.fulfilment.orderId;
  const shipped: Notice = {
    userId: row.buyerId,
    kind: 'order_shipped',
    key: `order_shipped:${id}:${move.trackingNumber?.trim()}`,
    actorId: row.fulfilment.sellerId,
    data: { title: `#${orderId}` },
    link: `/order-confirmation?order=${orderId}`,
  };
  const told = await notify(db, noticeRows([shipped], at));
  return { notified: told.map((each) => each.userId) };
}

const RETRY_FIRST_MS = 5 * 60_000;
const RETRY_MOST_MS = 24 * 60 * 60_000;

// The move stands once written: a refund the provider fails now stays due for the cron, and
// the person who asked is not told their move failed. Each failure doubles the wait before
// the next try (5 minutes, then 10… up to a day), so refunds the provider keeps refusing
// don't take every pass from the others.
async function refundOrLeaveDue(db: Db, provider: PaymentProvider, id: number, at: Date): Promise<boolean> {
  try {
    await refundFulfilment(db, provider, id, at);
    return true;
  } catch (error) {
    console.error(JSON.stringify({ event: 'print_refund_failed', fulfilmentId: id, error: String(error) }));
    await db
      .update(printFulfilments)
      .set({
        refundFailures: sql`${printFulfilments.refundFailures} + 1`,
        refundRetryAt: sql`${at.getTime()} + min(${RETRY_MOST_MS}, ${RETRY_FIRST_MS} << min(${printFulfilments.refundFailures}, 20))`,
      })
      .where(eq(printFulfilments.id, id));
    return false;
  }
}

// The buyer's money for one fulfilment goes back through the provider; the seller's part
// moves back to the platform. Retried by the cron until `refunded_at` is written.
export async function refundFulfilment(db: Db, provider: PaymentProvider, id: number, at: Date): Promise<void> {
  const [row] = await db
    .select({ fulfilment: printFulfilments, paymentId: printOrders.paymentId, payment: payments })
    .from(printFulfilments)
    .innerJoin(printOrders, eq(printOrders.id, printFulfilments.orderId))
    .leftJoin(payments, eq(payments.id, printOrders.paymentId))
    .where(and(eq(printFulfilments.id, id), eq(printFulfilments.refundDue, true), isNull(printFulfilments.refundedAt)));
  // Recorded by the webhook first; a refund due before that waits for the next pass.
  if (!row?.payment) return;
  const { fulfilment, payment } = row;
  const { sellerCents } = sellerSplit(fulfilment.subtotalCents, fulfilment.shippingCents);
  // Never more than is left on the charge (a dispute may have taken some): the provider would
  // refuse it, and the refund would stay due for ever.
  const left = payment.amountCents - payment.refundedCents - payment.disputedCents;
  const cents = Math.min(fulfilment.subtotalCents + fulfilment.shippingCents, left);
  if (cents > 0) await provider.refund(payment.id, cents, `print-refund:${fulfilment.id}`);
  const share = `print-share:${fulfilment.orderId}:${fulfilment.sellerId}`;
  const txn = `print-share-reversal:${fulfilment.id}`;
  await runBatch(db, [
    statement(
      db,
      sql`INSERT INTO ledger_entries (txn, line, account, user_id, kind, amount_cents, payment_id, available_at)
        SELECT ${txn}, 0, 'payee', ${fulfilment.sellerId}, 'refund', ${-sellerCents}, ${payment.id},
          max(coalesce((SELECT available_at FROM ledger_entries WHERE txn = ${share} AND line = 1), 0), ${at.getTime()})
        UNION ALL
        SELECT ${txn}, 1, 'platform', NULL, 'refund', ${sellerCents}, ${payment.id}, ${at.getTime()}
        ON CONFLICT DO NOTHING`,
    ),
    statement(
      db,
      db
        .update(printFulfilments)
        .set({ refundedAt: at })
        .where(and(eq(printFulfilments.id, id), isNull(printFulfilments.refundedAt))),
    ),
  ]);
}

// The cron's pass: refunds left due whose wait is over, those waiting longest first.
export async function sendDuePrintRefunds(db: Db, provider: PaymentProvider, at: Date): Promise<number> {
  const due = await db
    .select({ id: printFulfilments.id })
    .from(printFulfilments)
    .where(
      and(
        eq(printFulfilments.refundDue, true),
        isNull(printFulfilments.refundedAt),
        or(isNull(printFulfilments.refundRetryAt), lte(printFulfilments.refundRetryAt, at)),
      ),
    )
    .orderBy(sql`coalesce(${printFulfilments.refundRetryAt}, 0)`, printFulfilments.id)
    .limit(50);
  let sent = 0;
  for (const { id } of due) if (await refundOrLeaveDue(db, provider, id, at)) sent++;
  return sent;
}

// A seller's fulfilments, newest first, with what to print and where to send it.
export async function fulfilmentsOf(db: Db, sellerId: number) {
  const rows = await db
    .select({ fulfilment: printFulfilments, order: printOrders, buyer: users })
    .from(printFulfilments)
    .innerJoin(printOrders, eq(printOrders.id, printFulfilments.orderId))
    .innerJoin(users, eq(users.id, printOrders.buyerId))
    .where(eq(printFulfilments.sellerId, sellerId))
    .orderBy(desc(printFulfilments.id))
    .limit(100);
  const lines = rows.length
    ? await db
        .select({ line: printOrderLines, title: submissions.title })
        .from(printOrderLines)
        .innerJoin(submissions, eq(submissions.id, printOrderLines.submissionId))
        .where(
          and(
            inIds(
              printOrderLines.orderId,
              rows.map((r) => r.order.id),
            ),
            eq(printOrderLines.sellerId, sellerId),
          ),
        )
    : [];
  return rows.map(({ fulfilment, order, buyer }) => ({
    id: fulfilment.id,
    orderId: order.id,
    status: fulfilment.status,
    buyerName: fullName(buyer),
    shippingAddress: order.shippingAddress ?? null,
    paidAt: order.paidAt?.toISOString() ?? null,
    subtotalCents: fulfilment.subtotalCents,
    shippingCents: fulfilment.shippingCents,
    sellerCents: sellerSplit(fulfilment.subtotalCents, fulfilment.shippingCents).sellerCents,
    carrier: fulfilment.carrier,
    trackingNumber: fulfilment.trackingNumber,
    lines: lines
      .filter((l) => l.line.orderId === order.id)
      .map(({ line, title }) => ({ submissionId: line.submissionId, title, size: line.size, quantity: line.quantity })),
  }));
}
