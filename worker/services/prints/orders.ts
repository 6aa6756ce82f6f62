import { and, asc, desc, eq } from 'drizzle-orm';
import { printFulfilments, printOrderLines, printOrders, submissions, users } from '../../../db/schema';
import type { PrintOrderDto } from '../../contract/prints';
import { FULFILMENT_ORDER } from '../../domain/prints';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { inIds } from '../id-lists';
import { fullName } from '../users';

// A buyer's orders as they see them. Anyone else is told there is no such order.

type OrderRow = typeof printOrders.$inferSelect;

async function toDtos(db: Db, orders: OrderRow[]): Promise<PrintOrderDto[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [lines, fulfilments] = await Promise.all([
    db
      .select({ line: printOrderLines, title: submissions.title, imageUrl: submissions.imageUrl })
      .from(printOrderLines)
      .innerJoin(submissions, eq(submissions.id, printOrderLines.submissionId))
      .where(inIds(printOrderLines.orderId, ids))
      .orderBy(asc(printOrderLines.id)),
    db
      .select({ fulfilment: printFulfilments, seller: users })
      .from(printFulfilments)
      .innerJoin(users, eq(users.id, printFulfilments.sellerId))
      .where(inIds(printFulfilments.orderId, ids))
      .orderBy(asc(printFulfilments.id)),
  ]);
  return orders.map((order) => {
    const parts = fulfilments.filter((f) => f.fulfilment.orderId === order.id);
    const progress = parts.length
      ? (parts.map((f) => f.fulfilment.status).sort((a, b) => FULFILMENT_ORDER[a] - FULFILMENT_ORDER[b])[0] ?? null)
      : null;
    return {
      id: order.id,
      status: order.status,
      progress,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      shippingAddress: order.shippingAddress ?? null,
      paidAt: order.paidAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      lines: lines
        .filter((l) => l.line.orderId === order.id)
        .map(({ line, title, imageUrl }) => ({
          submissionId: line.submissionId,
          title,
          imageUrl,
          sellerId: line.sellerId,
          size: line.size,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
        })),
      fulfilments: parts.map(({ fulfilment, seller }) => ({
        id: fulfilment.id,
        seller: { userId: seller.id, name: fullName(seller) },
        status: fulfilment.status,
        subtotalCents: fulfilment.subtotalCents,
        shippingCents: fulfilment.shippingCents,
        carrier: fulfilment.carrier,
        trackingNumber: fulfilment.trackingNumber,
      })),
    };
  });
}

export async function orderFor(db: Db, id: number, buyerId: number): Promise<PrintOrderDto> {
  const [order] = await db
    .select()
    .from(printOrders)
    .where(and(eq(printOrders.id, id), eq(printOrders.buyerId, buyerId)));
  if (!order) throw new ApiError('NOT_FOUND', 'No such order');
  const [dto] = await toDtos(db, [order]);
  if (!dto) throw new ApiError('NOT_FOUND', 'No such order');
  return dto;
}

// The buyer's paid orders, newest first.
export async function ordersOf(db: Db, buyerId: number): Promise<PrintOrderDto[]> {
  const orders = await db
    .select()
    .from(printOrders)
    .where(and(eq(printOrders.buyerId, buyerId), eq(printOrders.status, 'paid')))
    .orderBy(desc(printOrders.paidAt))
    .limit(50);
  return toDtos(db, orders);
}
