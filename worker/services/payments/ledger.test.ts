import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, paymentEvents, payments, payouts } from '../../../db/schema';
import { reversedShare, splitGross } from '../../domain/money';
import { db, makeUser } from '../../test/helpers';
import { runBatch, type Statement, statement } from '../statements';
import { balanceOf, recordPayment, recordReversal, startPayout } from './ledger';

const DAY = 24 * 3600_000;
const START = Date.UTC(2026, 10, 1);

// What can happen to money, in any order: payments to either payee (or to the platform
// alone), partial refunds, disputes opened and won, payouts, time passing, and a replay of
// the last event's delivery.
const op = fc.oneof(
  fc.record({
    type: fc.constant('pay' as const),
    gross: fc.integer({ min: 50, max: 500_000 }),
    feePerMille: fc.integer({ min: 0, max: 60 }),
    payee: fc.constantFrom(0, 1, null),
  }),
  fc.record({
    type: fc.constantFrom('refund' as const, 'dispute' as const),
    pick: fc.nat(),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ type: fc.constant('win' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('payout' as const), payee: fc.constantFrom(0, 1) }),
  fc.record({ type: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ type: fc.constant('replay' as const) }),
);

type Paid = { id: string; gross: number; refunded: number; disputed: number };

async function clear() {
  await db().batch([db().delete(ledgerEntries), db().delete(payments), db().delete(payouts), db().delete(paymentEvents)]);
}

// What the webhook does with an event: its row first, then its effects, in one batch. A
// second delivery fails on the event's key and changes nothing.
async function deliver(eventId: string, statements: Statement[]) {
  try {
    await runBatch(db(), [statement(db(), db().insert(paymentEvents).values({ id: eventId, type: 'test' })), ...statements]);
    return true;
  } catch (error) {
    if (String(error).includes('UNIQUE')) return false;
    throw error;
  }
}

const snapshot = () =>
  db()
    .select({ rows: sql<number>`count(*)`, total: sql<number>`coalesce(sum(abs(${ledgerEntries.amountCents})), 0)` })
    .from(ledgerEntries);

describe('the ledger', () => {
  let payees: number[] = [];
  beforeAll(async () => {
    payees = [(await makeUser()).user.id, (await makeUser()).user.id];
  });

  it('records a payment as a balanced split: 15% to the platform, 85% to the payee, the fee out of the platform part', async () => {
    await clear();
    const serviceAt = new Date(START);
    await deliver(
      'evt_split',
      recordPayment(db(), {
        id: 'pi_split',
        checkoutId: null,
        userId: null,
        payeeId: payees[0] ?? null,
        purpose: 'mentor_session',
        reference: 'session:1',
        amountCents: 10_001,
        processorFeeCents: 320,
        currency: 'usd',
        serviceAt,
      }),
    );
    const rows = await db().select().from(ledgerEntries).orderBy(ledgerEntries.line);
    expect(rows.map((r) => [r.account, r.kind, r.amountCents])).toEqual([
      ['customer', 'payment', -10_001],
      ['processor', 'processor_fee', 320],
      ['platform', 'processor_fee', -320],
      ['platform', 'platform_fee', 1_500],
      ['payee', 'share', 8_501],
    ]);
    const payee = payees[0] ?? 0;
    expect(await balanceOf(db(), payee, new Date(START + 6 * DAY))).toEqual({
      pendingCents: 8_501,
      availableCents: 0,
      owedCents: 0,
      paidOutCents: 0,
    });
    expect((await balanceOf(db(), payee, new Date(START + 7 * DAY))).availableCents).toBe(8_501);
  });

  it('stays balanced under any sequence of payments, refunds, disputes, payouts and replays', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        await clear();
        const paid: Paid[] = [];
        let now = START;
        let event = 0;
        let last: { id: string; statements: Statement[] } | null = null;
        const paidOut = new Set<number>();
        for (const step of ops) {
          const at = new Date(now);
          const eventId = `evt_${++event}`;
          if (step.type === 'pay') {
            const id = `pi_${event}`;
            const payeeId = step.payee === null ? null : (payees[step.payee] ?? null);
            const statements = recordPayment(db(), {
              id,
              checkoutId: null,
              userId: null,
              payeeId,
              purpose: 'mentor_session',
              reference: id,
              amountCents: step.gross,
              processorFeeCents: Math.floor((step.gross * step.feePerMille) / 1000),
              currency: 'usd',
              serviceAt: at,
            });
            await deliver(eventId, statements);
            paid.push({ id, gross: step.gross, refunded: 0, disputed: 0 });
            last = { id: eventId, statements };
          } else if (step.type === 'refund' || step.type === 'dispute' || step.type === 'win') {
            const payment = paid[step.pick % Math.max(paid.length, 1)];
            if (!payment) continue;
            const column = step.type === 'refund' ? 'refunded' : 'disputed';
            const room = payment.gross - payment.refunded - payment.disputed;
            const cents = step.type === 'win' ? 0 : payment[column] + Math.round(room * step.share);
            const statements = recordReversal(db(), { eventId, paymentId: payment.id, column, cents, at });
            await deliver(eventId, statements);
            payment[column] = cents;
            last = { id: eventId, statements };
          } else if (step.type === 'payout') {
            const payee = payees[step.payee] ?? 0;
            if (await startPayout(db(), payee, at)) paidOut.add(payee);
          } else if (step.type === 'wait') {
            now += step.days * DAY;
          } else if (last) {
            const before = await snapshot();
            expect(await deliver(last.id, last.statements)).toBe(false);
            // The statements alone are idempotent too, should an event ever be applied twice.
            await runBatch(db(), last.statements);
            expect(await snapshot()).toEqual(before);
          }
        }

        const fractional = await db()
          .select({ txn: ledgerEntries.txn, amount: ledgerEntries.amountCents })
          .from(ledgerEntries)
          .where(sql`typeof(${ledgerEntries.amountCents}) <> 'integer'`);
        expect(fractional).toEqual([]);

        const unbalanced = await db()
          .select({ txn: ledgerEntries.txn, sum: sql<number>`sum(${ledgerEntries.amountCents})` })
          .from(ledgerEntries)
          .groupBy(ledgerEntries.txn)
          .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
        expect(unbalanced).toEqual([]);

        const rows = await db().select().from(payments);
        for (const payment of paid) {
          const row = rows.find((r) => r.id === payment.id);
          expect(row, payment.id).toMatchObject({ refundedCents: payment.refunded, disputedCents: payment.disputed });
          const entries = await db()
            .select({ account: ledgerEntries.account, sum: sql<number>`sum(${ledgerEntries.amountCents})` })
            .from(ledgerEntries)
            .where(sql`${ledgerEntries.paymentId} = ${payment.id}`)
            .groupBy(ledgerEntries.account);
          const of = (account: string) => entries.find((e) => e.account === account)?.sum ?? 0;
          const reversed = payment.refunded + payment.disputed;
          expect(of('customer')).toBe(reversed - payment.gross);
          if (row?.payeeId !== null) {
            const { shareCents } = splitGross(payment.gross);
            expect(of('payee')).toBe(shareCents - reversedShare(shareCents, reversed, payment.gross));
          }
        }

        for (const payee of payees) {
          const balance = await balanceOf(db(), payee, new Date(now));
          if (balance.owedCents > 0) expect(paidOut.has(payee), `payee ${payee} owes without a payout`).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
