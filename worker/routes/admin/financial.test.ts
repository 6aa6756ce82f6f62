import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, ledgerEntries, printFulfilments, printOrders } from '../../../db/schema';
import type { AdminPayment, FinancialMonth } from '../../contract/admin-financial';
import { monthsCsv } from '../../services/payments/financial';
import { startPrintCheckout } from '../../services/prints/checkout';
import { db, makeUser, request, subscribe } from '../../test/helpers';
import { LOCAL, localPayments, paidSale } from '../../test/local-sale';
import { makeListing, payeeCents, payPrintOrder } from '../../test/prints';

let ip = 0;
function call(method: string, path: string, cookie: string, body?: unknown) {
  return request(`${LOCAL}/api/admin/financial${path}`, {
    method,
    cookie,
    headers: { Origin: LOCAL, 'Content-Type': 'application/json', 'CF-Connecting-IP': `10.9.0.${++ip % 250}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const admin = async () => (await makeUser({ isAdmin: true })).cookie;

const thisMonth = () => new Date().toISOString().slice(0, 7);

async function month(cookie: string): Promise<FinancialMonth> {
  const { months } = (await (await call('GET', '/months?months=3', cookie)).json()) as { months: FinancialMonth[] };
  expect(months.map((m) => m.month).at(-1)).toBe(thisMonth());
  expect(months).toHaveLength(3);
  return months.at(-1) as FinancialMonth;
}

async function payment(cookie: string, id: string): Promise<AdminPayment | undefined> {
  const page = (await (await call('GET', `/payments?q=${id}`, cookie)).json()) as { payments: AdminPayment[] };
  return page.payments.find((p) => p.id === id);
}

const refund = (cookie: string, id: string, amountCents: number | null, idempotencyKey = crypto.randomUUID()) =>
  call('POST', `/payments/${id}/refund`, cookie, { amountCents, idempotencyKey });

describe('/api/admin/financial', () => {
  it('is for admins only', async () => {
    expect((await request(`${LOCAL}/api/admin/financial/months`)).status).toBe(401);
    const member = await makeUser();
    expect((await call('GET', '/months', member.cookie)).status).toBe(403);
    expect((await call('GET', '/months.csv', member.cookie)).status).toBe(403);
    const { paymentId } = await paidSale();
    expect((await refund(member.cookie, paymentId, null)).status).toBe(403);
  });

  it('sums the month from the ledger: revenue, fees, refunds and the net', async () => {
    const cookie = await admin();
    const before = await month(cookie);
    const payee = await makeUser();
    const { paymentId } = await paidSale({ cents: 10_000, payeeId: payee.user.id });
    expect((await refund(cookie, paymentId, 2_000)).status).toBe(200);
    const after = await month(cookie);
    // 100.00 paid (fee 2.9% + 30¢ = 3.20; platform 15% = 15.00), 20.00 refunded (of which
    // the platform gives back 3.00).
    expect({
      revenue: after.revenueCents - before.revenueCents,
      processorFees: after.processorFeesCents - before.processorFeesCents,
      platformFees: after.platformFeesCents - before.platformFeesCents,
      refunds: after.refundsCents - before.refundsCents,
      net: after.netCents - before.netCents,
    }).toEqual({ revenue: 10_000, processorFees: 320, platformFees: 1_500, refunds: 2_000, net: 1_500 - 320 - 300 });
  });

  it('counts as a print order’s platform fee only the 15% of its prints the sellers do not get', async () => {
    const cookie = await admin();
    const before = await month(cookie);
    const { entry } = await makeListing({ '8x10': 2000 });
    const buyer = await makeUser({ emailVerifiedAt: new Date() });
    await subscribe(buyer.user.id, 'print_user');
    const at = new Date();
    const lines = [{ submissionId: entry.id, size: '8x10', quantity: 1 }];
    const { orderId } = await startPrintCheckout(db(), localPayments(at), buyer.user.id, { lines, country: 'US' }, LOCAL, at);
    expect((await payPrintOrder(orderId, at)).outcome).toBe('paid');
    const after = await month(cookie);
    // 20.00 for the print and 5.99 shipping; the seller gets 17.00 and the shipping.
    expect({
      revenue: after.revenueCents - before.revenueCents,
      platformFees: after.platformFeesCents - before.platformFeesCents,
    }).toEqual({ revenue: 2_599, platformFees: 300 });
  });

  it('refunds a print order through its parts, taking back each seller’s share; never in part', async () => {
    const cookie = await admin();
    const a = await makeListing({ '8x10': 2000 });
    const b = await makeListing({ '8x10': 3000 });
    const buyer = await makeUser({ emailVerifiedAt: new Date() });
    await subscribe(buyer.user.id, 'print_user');
    const at = new Date();
    const lines = [a, b].map(({ entry }) => ({ submissionId: entry.id, size: '8x10', quantity: 1 }));
    const { orderId } = await startPrintCheckout(db(), localPayments(at), buyer.user.id, { lines, country: 'US' }, LOCAL, at);
    expect((await payPrintOrder(orderId, at)).outcome).toBe('paid');
    const [order] = await db().select().from(printOrders).where(eq(printOrders.id, orderId));
    const paymentId = String(order?.paymentId);
    expect(await payeeCents(a.seller.user.id)).toBe(2000 - 300 + 599);

    const part = await refund(cookie, paymentId, 500);
    expect(part.status).toBe(409);
    expect(await part.json()).toMatchObject({
      message: "A print order is refunded whole, each photographer's part with their share: refund all of the $61.98 left",
    });
    const whole = await refund(cookie, paymentId, null);
    expect(whole.status).toBe(200);
    expect(await whole.json()).toMatchObject({ refundedCents: 6198, payment: { refundableCents: 0 } });
    expect(await payeeCents(a.seller.user.id)).toBe(0);
    expect(await payeeCents(b.seller.user.id)).toBe(0);
    const parts = await db().select().from(printFulfilments).where(eq(printFulfilments.orderId, orderId));
    expect(parts.map((p) => p.status)).toEqual(['refunded', 'refunded']);
    expect((await refund(cookie, paymentId, null)).status).toBe(409);
  });

  it('refunds part, then the rest, and refuses more than is left without changing anything', async () => {
    const cookie = await admin();
    const { paymentId } = await paidSale({ cents: 4_500 });
    const partial = await refund(cookie, paymentId, 1_000);
    expect(await partial.json()).toMatchObject({
      refundedCents: 1_000,
      payment: { refundedCents: 1_000, refundableCents: 3_500 },
    });

    const tooMuch = await refund(cookie, paymentId, 3_501);
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({ message: 'You can refund at most $35.00' });
    expect((await payment(cookie, paymentId))?.refundedCents).toBe(1_000);

    const rest = await refund(cookie, paymentId, null);
    expect(await rest.json()).toMatchObject({ refundedCents: 3_500, payment: { refundableCents: 0 } });
    const none = await refund(cookie, paymentId, null);
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ message: 'Nothing is left to refund on this payment' });
    expect((await refund(cookie, 'pi_no_such_payment', null)).status).toBe(404);
    expect((await call('POST', `/payments/${paymentId}/refund`, cookie, { amountCents: -5, idempotencyKey: 'x' })).status).toBe(
      400,
    );
  });

  it('refunds once for one dialog, however often and however concurrently it is sent', async () => {
    const cookie = await admin();
    const { paymentId } = await paidSale({ cents: 4_500 });
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(cookie, paymentId, 1_500, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await refund(cookie, paymentId, 1_500, key)).status).toBe(200);
    expect((await payment(cookie, paymentId))?.refundedCents).toBe(1_500);
    const rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));
    expect(rows.filter((row) => row.kind === 'refund' && row.account === 'customer').map((r) => r.amountCents)).toEqual([1_500]);
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, paymentId));
    expect(audit[0]).toMatchObject({ action: 'payment.refund', targetType: 'payment' });
    expect(audit[0]?.detail).toMatchObject({ body: { amountCents: 1_500, idempotencyKey: key } });
  });

  it('finds payments by payer and pages through them newest first', async () => {
    const cookie = await admin();
    const first = await paidSale();
    const second = await paidSale();
    const byPayer = (await (await call('GET', `/payments?q=${first.buyer.username}`, cookie)).json()) as {
      payments: AdminPayment[];
    };
    expect(byPayer.payments.map((p) => p.id)).toEqual([first.paymentId]);
    const page = (await (await call('GET', '/payments?limit=1', cookie)).json()) as {
      payments: AdminPayment[];
      nextCursor: string;
    };
    expect(page.payments.map((p) => p.id)).toEqual([second.paymentId]);
    const next = (await (await call('GET', `/payments?limit=1&before=${page.nextCursor}`, cookie)).json()) as {
      payments: AdminPayment[];
    };
    expect(next.payments.map((p) => p.id)).toEqual([first.paymentId]);
  });

  it('exports the months as CSV', async () => {
    const cookie = await admin();
    const res = await call('GET', '/months.csv?months=2', cookie);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="aperture-circle-financial-/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Month,Revenue,Processor fees,Platform fees,Refunds,Disputes,Payouts,Net');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(new RegExp(`^${thisMonth()},\\d+\\.\\d{2},`));
  });
});

describe('monthsCsv', () => {
  it('writes dollars with two decimals, negatives included', () => {
    const months: FinancialMonth[] = [
      {
        month: '2026-11',
        revenueCents: 123_456,
        processorFeesCents: 5,
        platformFeesCents: 0,
        refundsCents: 100,
        disputesCents: -250,
        payoutsCents: 99,
        netCents: -1,
      },
    ];
    expect(monthsCsv(months)).toBe(
      'Month,Revenue,Processor fees,Platform fees,Refunds,Disputes,Payouts,Net\r\n2026-11,1234.56,0.05,0.00,1.00,-2.50,0.99,-0.01\r\n',
    );
  });
});
