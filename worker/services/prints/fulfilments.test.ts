import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ledgerEntries, payments, printFulfilments, printOrders } from '../../../db/schema';
import type { PrintOrderDto } from '../../contract/prints';
import { bellOf, db, makeUser, present, request, send, subscribe } from '../../test/helpers';
import { LOCAL, localPayments } from '../../test/local-sale';
import { makeListing, payeeCents, payPrintOrder, SHIPPING_ADDRESS } from '../../test/prints';
import { startPrintCheckout } from './checkout';
import { moveFulfilment, sendDuePrintRefunds } from './fulfilments';

// A paid order of one 8x10 from each of two sellers.
async function paidOrder() {
  const a = await makeListing({ '8x10': 2000 });
  const b = await makeListing({ '8x10': 3000 });
  const buyer = await makeUser({ emailVerifiedAt: new Date() });
  await subscribe(buyer.user.id, 'print_user');
  const at = new Date();
  const { orderId } = await startPrintCheckout(
    db(),
    localPayments(at),
    buyer.user.id,
    {
      lines: [
        { submissionId: a.entry.id, size: '8x10', quantity: 1 },
        { submissionId: b.entry.id, size: '8x10', quantity: 1 },
      ],
      country: 'US',
    },
    LOCAL,
    at,
  );
  await payPrintOrder(orderId, at);
  const parts = await db().select().from(printFulfilments).where(eq(printFulfilments.orderId, orderId));
  const partOf = (sellerId: number) => present(parts.find((p) => p.sellerId === sellerId));
  return { a, b, buyer, orderId, ofA: partOf(a.seller.user.id), ofB: partOf(b.seller.user.id) };
}

type Status = Parameters<typeof moveFulfilment>[4]['status'];
const move = (id: number, userId: number, status: Status, extra = {}) =>
  moveFulfilment(db(), localPayments().provider, id, { userId, isAdmin: false }, { status, ...extra });

describe('fulfilling a print order', () => {
  it('moves along by its seller, shipped with a tracking number the buyer sees', async () => {
    const { a, buyer, orderId, ofA } = await paidOrder();
    const seller = a.seller.user.id;
    await expect(move(ofA.id, seller, 'shipped', { carrier: 'USPS', trackingNumber: '9400' })).rejects.toMatchObject({
      status: 409,
    });
    await move(ofA.id, seller, 'in_production');
    await expect(move(ofA.id, seller, 'shipped')).rejects.toMatchObject({ message: 'Enter the carrier and the tracking number' });
    await move(ofA.id, seller, 'shipped', { carrier: 'USPS', trackingNumber: '9400 1000 0000 0000 0000 00' });
    const order = (await (await request(`/api/prints/orders/${orderId}`, { cookie: buyer.cookie })).json()) as PrintOrderDto;
    expect(order.fulfilments.find((f) => f.id === ofA.id)).toMatchObject({
      status: 'shipped',
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000 0000 0000 00',
    });
    // The order shows its least advanced part: the other seller's is still only paid.
    expect(order.progress).toBe('paid');
    await move(ofA.id, seller, 'delivered');

    // It arrives damaged: the buyer can't send it back to production, its seller prints it again.
    await expect(move(ofA.id, buyer.user.id, 'in_production')).rejects.toMatchObject({ status: 403 });
    await move(ofA.id, seller, 'in_production');
    const reprint = present(await db().query.printFulfilments.findFirst({ where: eq(printFulfilments.id, ofA.id) }));
    expect(reprint).toMatchObject({ status: 'in_production', carrier: null, trackingNumber: null, refundDue: false });
    await move(ofA.id, seller, 'shipped', { carrier: 'UPS', trackingNumber: '1Z999' });
    await move(ofA.id, seller, 'delivered');
    // Its seller heard of the sale once; its buyer of each parcel sent.
    expect(await bellOf(seller)).toEqual([
      { kind: 'print_sold', text: `${buyer.user.username} bought a print of “${a.entry.title}”`, link: '/print-dashboard' },
    ]);
    const shipped = {
      kind: 'order_shipped',
      text: `Your print order #${orderId} has shipped`,
      link: `/order-confirmation?order=${orderId}`,
    };
    expect(await bellOf(buyer.user.id)).toEqual([shipped, shipped]);
    const stranger = await makeUser();
    await expect(move(ofA.id, stranger.user.id, 'refunded')).rejects.toMatchObject({ status: 404 });
    await expect(move(ofA.id, buyer.user.id, 'refunded')).rejects.toMatchObject({ status: 403 });
  });

  it('is cancelled by its buyer before production, refunded in full, and the seller’s part goes back', async () => {
    const { a, b, buyer, ofA, ofB } = await paidOrder();
    expect(await payeeCents(a.seller.user.id)).toBe(2000 - 300 + 599);
    await move(ofA.id, buyer.user.id, 'cancelled');
    const cancelled = present(await db().query.printFulfilments.findFirst({ where: eq(printFulfilments.id, ofA.id) }));
    expect(cancelled).toMatchObject({ status: 'cancelled', refundDue: true });
    expect(cancelled.refundedAt).not.toBeNull();
    const order = present(await db().query.printOrders.findFirst({ where: eq(printOrders.id, ofA.orderId) }));
    const payment = present(await db().query.payments.findFirst({ where: eq(payments.id, present(order.paymentId)) }));
    expect(payment.refundedCents).toBe(2000 + 599);
    expect(await payeeCents(a.seller.user.id)).toBe(0);
    expect(await payeeCents(b.seller.user.id)).toBe(3000 - 450 + 599);
    // Every transaction of the ledger still sums to zero.
    const unbalanced = await db()
      .select({ txn: ledgerEntries.txn })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, payment.id))
      .groupBy(ledgerEntries.txn)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
    expect(unbalanced).toEqual([]);
    // In production it can no longer be cancelled; the seller refunds a damaged print instead.
    await move(ofB.id, b.seller.user.id, 'in_production');
    await expect(move(ofB.id, buyer.user.id, 'cancelled')).rejects.toMatchObject({ status: 409 });
    await move(ofB.id, b.seller.user.id, 'refunded');
    expect(await payeeCents(b.seller.user.id)).toBe(0);
    const refunded = present(await db().query.payments.findFirst({ where: eq(payments.id, payment.id) }));
    expect(refunded.refundedCents).toBe(payment.amountCents);
  });

  it('cancels even when the provider fails the refund, leaving it due for the cron', async () => {
    const { buyer, ofA } = await paidOrder();
    const { provider } = localPayments();
    const failing = { ...provider, refund: () => Promise.reject(new Error('provider down')) };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await moveFulfilment(db(), failing, ofA.id, { userId: buyer.user.id, isAdmin: false }, { status: 'cancelled' });
    const partA = async () => present(await db().query.printFulfilments.findFirst({ where: eq(printFulfilments.id, ofA.id) }));
    const left = await partA();
    expect(left).toMatchObject({ status: 'cancelled', refundDue: true, refundedAt: null, refundFailures: 1 });
    const failedAt = present(left.refundRetryAt).getTime() - 5 * 60_000;
    // Tried again once its wait is over, and each failure waits twice as long as the last.
    const minutesAfter = (minutes: number) => new Date(failedAt + minutes * 60_000);
    await sendDuePrintRefunds(db(), provider, minutesAfter(4));
    expect((await partA()).refundedAt).toBeNull();
    await sendDuePrintRefunds(db(), failing, minutesAfter(6));
    expect(await partA()).toMatchObject({ refundFailures: 2, refundRetryAt: minutesAfter(16) });
    quiet.mockRestore();
    expect(await sendDuePrintRefunds(db(), provider, minutesAfter(16))).toBeGreaterThanOrEqual(1);
    expect((await partA()).refundedAt).not.toBeNull();
  });

  it('refunds no more than is left on the charge after a dispute, and still takes back the share', async () => {
    const { a, orderId, ofA } = await paidOrder();
    const order = present(await db().query.printOrders.findFirst({ where: eq(printOrders.id, orderId) }));
    const paymentId = present(order.paymentId);
    const whole = present(await db().query.payments.findFirst({ where: eq(payments.id, paymentId) }));
    // A dispute took all but $10.00 of the payment.
    await db()
      .update(payments)
      .set({ disputedCents: whole.amountCents - 1000 })
      .where(eq(payments.id, paymentId));
    await move(ofA.id, a.seller.user.id, 'refunded');
    const done = present(await db().query.printFulfilments.findFirst({ where: eq(printFulfilments.id, ofA.id) }));
    expect(done.refundedAt).not.toBeNull();
    const after = present(await db().query.payments.findFirst({ where: eq(payments.id, paymentId) }));
    expect(after.refundedCents).toBe(1000);
    expect(await payeeCents(a.seller.user.id)).toBe(0);
  });

  it('moves once when asked twice at once', async () => {
    const { a, ofA } = await paidOrder();
    const results = await Promise.allSettled([1, 2, 3].map(() => move(ofA.id, a.seller.user.id, 'in_production')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([
      409, 409,
    ]);
  });

  it('lists a seller’s orders with the address and what they earn, over the API', async () => {
    const { a, ofA } = await paidOrder();
    const res = await request('/api/prints/fulfilments', { cookie: a.seller.cookie });
    const [first] = (await res.json()) as { id: number; sellerCents: number; shippingAddress: unknown }[];
    expect(first).toMatchObject({ id: ofA.id, sellerCents: 2000 - 300 + 599, shippingAddress: SHIPPING_ADDRESS });
    const refused = await send('POST', `/api/prints/fulfilments/${ofA.id}/move`, { status: 'launched' }, a.seller.cookie);
    expect(refused.status).toBe(400);
  });
});
