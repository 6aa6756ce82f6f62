import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localPaymentObjects, payouts } from '../../../db/schema';
import { bellOf, db, makeUser, present, request } from '../../test/helpers';
import { LOCAL, localPayments, paidSale } from '../../test/local-sale';
import type { Payments } from '.';
import { earningsOf, runPayouts } from './payouts';

// The whole path a mentor's or seller's money takes, through the local provider: a one-off
// checkout paid, 7 days pending, paid out by the cron, then refunds and disputes after it.
const DAY = 24 * 3600_000;
const T0 = Date.UTC(2026, 5, 1, 12);

const at = (days: number) => new Date(T0 + days * DAY);
const paymentsAt = (days: number) => localPayments(at(days));

// A buyer pays a payee 120.00 for a session on day `day`: 102.00 is the payee's share.
const sale = async (payeeId: number, day = 0) => (await paidSale({ payeeId, at: at(day) })).paymentId;

// A payee whose payout account is connected (instant with the local provider).
async function connectedPayee() {
  const payee = await makeUser({ emailVerifiedAt: new Date() });
  const res = await request(`${LOCAL}/api/payouts/account-link`, {
    method: 'POST',
    cookie: payee.cookie,
    headers: { Origin: LOCAL, 'Content-Type': 'application/json' },
    body: JSON.stringify({ returnTo: '/print-dashboard' }),
  });
  expect(await res.json()).toEqual({ url: `${LOCAL}/print-dashboard` });
  // Back from onboarding, the page asks again: the account is ready.
  const back = await request(`${LOCAL}/api/payouts`, { cookie: payee.cookie });
  expect(await back.json()).toMatchObject({ account: 'enabled', payouts: [] });
  return payee;
}

const earnings = (userId: number, day: number, payments: Payments | null = paymentsAt(day)) =>
  earningsOf(db(), payments, userId, at(day));

const transfers = async () =>
  (await db().select().from(localPaymentObjects).where(eq(localPaymentObjects.kind, 'transfer'))).map((row) => row.data);

describe('payouts', () => {
  it('pays out a sale 7 days later, once, and takes a refund after it back by reversing the transfer', async () => {
    const { user } = await connectedPayee();
    const paymentId = await sale(user.id);
    expect(await earnings(user.id, 1)).toMatchObject({
      account: 'enabled',
      balance: { pendingCents: 10_200, availableCents: 0, owedCents: 0, paidOutCents: 0 },
      payouts: [],
    });
    // Still pending on day 6: nothing to pay out.
    expect((await runPayouts(db(), paymentsAt(6), at(6))).opened).toBe(0);

    // Two runs at once (the cron's lease aside) still make one payout and one transfer.
    const runs = await Promise.all([runPayouts(db(), paymentsAt(8), at(8)), runPayouts(db(), paymentsAt(8), at(8))]);
    expect(runs.map((run) => run.opened).sort()).toEqual([0, 1]);
    const paid = await earnings(user.id, 8);
    expect(paid.balance).toEqual({ pendingCents: 0, availableCents: 0, owedCents: 0, paidOutCents: 10_200 });
    expect(paid.payouts).toMatchObject([{ amountCents: 10_200, status: 'paid', reversedCents: 0 }]);
    expect(await bellOf(user.id)).toEqual([
      { kind: 'payout_sent', text: 'A payout of $102.00 is on its way to your account', link: '/print-dashboard' },
    ]);
    const [payout] = await db().select().from(payouts).where(eq(payouts.userId, user.id));
    expect((await transfers()).filter((t) => t.id === payout?.providerTransferId)).toHaveLength(1);

    // A quarter refunded after the payout: 25.50 of the share is owed...
    await paymentsAt(9).provider.refund(paymentId, 3_000, `refund:${paymentId}:1`);
    expect((await earnings(user.id, 9)).balance).toMatchObject({ availableCents: 0, owedCents: 2_550 });
    // ...until the next run takes it back from the transfer.
    expect(await runPayouts(db(), paymentsAt(9), at(9))).toMatchObject({ opened: 0, recoveredCents: 2_550 });
    const after = await earnings(user.id, 9);
    expect(after.balance).toEqual({ pendingCents: 0, availableCents: 0, owedCents: 0, paidOutCents: 7_650 });
    expect(after.payouts).toMatchObject([{ amountCents: 10_200, reversedCents: 2_550 }]);
    expect(await transfers()).toContainEqual(
      expect.objectContaining({ transferId: payout?.providerTransferId, amountCents: 2_550 }),
    );
    // Nothing more to do on the next run.
    expect(await runPayouts(db(), paymentsAt(10), at(10))).toMatchObject({ opened: 0, paid: 0, recoveredCents: 0 });
  });

  it('pays out only what a refund before the payout left of the share', async () => {
    const { user } = await connectedPayee();
    const paymentId = await sale(user.id);
    await paymentsAt(2).provider.refund(paymentId, 6_000, `refund:${paymentId}:half`);
    expect((await earnings(user.id, 2)).balance).toMatchObject({ pendingCents: 5_100, availableCents: 0 });
    expect(await runPayouts(db(), paymentsAt(8), at(8))).toMatchObject({ opened: 1, paid: 1 });
    expect((await earnings(user.id, 8)).payouts).toMatchObject([{ amountCents: 5_100, status: 'paid' }]);
  });

  it('keeps what a refused reversal leaves as owed, netted against the next earnings', async () => {
    const { user } = await connectedPayee();
    const paymentId = await sale(user.id);
    await runPayouts(db(), paymentsAt(8), at(8));
    await paymentsAt(9).provider.refund(paymentId, null, `refund:${paymentId}:all`);
    const refusing = paymentsAt(9);
    const payments: Payments = {
      ...refusing,
      provider: { ...refusing.provider, reverseTransfer: () => Promise.reject(new Error('insufficient funds')) },
    };
    expect(await runPayouts(db(), payments, at(9))).toMatchObject({ recoveredCents: 0 });
    expect((await earnings(user.id, 9)).balance).toMatchObject({ availableCents: 0, owedCents: 10_200 });

    // The next sale's 102.00 pays the debt: nothing to pay out once it is available.
    await sale(user.id, 10);
    expect((await earnings(user.id, 18)).balance).toMatchObject({ availableCents: 0, owedCents: 0 });
    expect(await runPayouts(db(), payments, at(18))).toMatchObject({ opened: 0 });
  });

  it('takes a disputed sale back from the pending share, and gives it back when the dispute is won', async () => {
    const { user } = await connectedPayee();
    const paymentId = await sale(user.id);
    const local = present(paymentsAt(2).local);
    await local.dispute(paymentId);
    expect((await earnings(user.id, 2)).balance).toMatchObject({ pendingCents: 0, availableCents: 0, owedCents: 0 });
    await present(paymentsAt(3).local).dispute(paymentId, 'won');
    expect((await earnings(user.id, 3)).balance).toMatchObject({ pendingCents: 10_200 });
    expect((await runPayouts(db(), paymentsAt(8), at(8))).opened).toBe(1);
  });

  it('pays nobody without a payout account, and shows the balance all the same', async () => {
    const { user } = await makeUser();
    await sale(user.id);
    expect(await runPayouts(db(), paymentsAt(8), at(8))).toMatchObject({ opened: 0 });
    expect(await earnings(user.id, 8, null)).toMatchObject({ account: 'none', balance: { availableCents: 10_200 } });
  });
});
