import { sql } from 'drizzle-orm';
import { ledgerEntries, payments } from '../../../db/schema';
import { EARNINGS_HOLD_DAYS, splitGross } from '../../domain/money';
import type { Db } from '../../env';
import { reusedStatement, runBatch, type Statement, statement } from '../statements';

// The ledger (db/schema/payments.ts ledgerEntries): every money movement is a set of rows with one
// `txn` whose amounts sum to zero. Writes come as batch statements for the webhook to run
// after its event row (services/payments/webhook.ts), so an event applies all of its rows
// or none. Each write is idempotent on its own too: a payment's rows are keyed by the
// payment, a reversal's by the event that caused it, and the amounts of a reversal are
// computed inside its INSERT from the payment row as it stands, never from an earlier read.

const HOLD_MS = EARNINGS_HOLD_DAYS * 24 * 3600_000;

export type CapturedPayment = {
  id: string;
  checkoutId: string | null;
  userId: number | null;
  // The mentor or seller who earns the share; null when the platform keeps the whole gross.
  payeeId: number | null;
  purpose: (typeof payments.$inferInsert)['purpose'];
  reference: string;
  amountCents: number;
  processorFeeCents: number;
  currency: string;
  serviceAt: Date;
};

const value = sql.placeholder;

const insertPayment = reusedStatement<CapturedPayment & { platformFeeCents: number }>((db) =>
  db
    .insert(payments)
    .values({
      id: value('id'),
      checkoutId: value('checkoutId'),
      userId: value('userId'),
      payeeId: value('payeeId'),
      purpose: value('purpose'),
      reference: value('reference'),
      amountCents: value('amountCents'),
      platformFeeCents: value('platformFeeCents'),
      processorFeeCents: value('processorFeeCents'),
      currency: value('currency'),
      serviceAt: value('serviceAt'),
    })
    .onConflictDoNothing(),
);

type SplitValues = {
  txn: string;
  paymentId: string;
  paid: number;
  processorFee: number;
  processorFeeBack: number;
  platformFee: number;
  serviceAt: Date;
  share?: number;
  payeeId?: number;
  shareAvailableAt?: Date;
};

// The split's rows: the customer's payment, the processor's fee out of the platform's part,
// the platform's fee and, when someone earns from the payment, their share.
const insertSplit = (withShare: boolean) =>
  reusedStatement<SplitValues>((db) => {
    const row = (line: number, account: Entry['account'], kind: Entry['kind'], amount: string) => ({
      txn: value('txn'),
      line,
      account,
      kind,
      amountCents: value(amount),
      userId: account === 'payee' ? value('payeeId') : null,
      paymentId: value('paymentId'),
      availableAt: account === 'payee' ? value('shareAvailableAt') : value('serviceAt'),
    });
    const rows = [
      row(0, 'customer', 'payment', 'paid'),
      row(1, 'processor', 'processor_fee', 'processorFee'),
      row(2, 'platform', 'processor_fee', 'processorFeeBack'),
      row(3, 'platform', 'platform_fee', 'platformFee'),
    ];
    if (withShare) rows.push(row(4, 'payee', 'share', 'share'));
    return db.insert(ledgerEntries).values(rows).onConflictDoNothing();
  });

const insertSplitWithShare = insertSplit(true);
const insertSplitWithoutShare = insertSplit(false);

// A captured payment and its split: the customer pays the gross, the processor keeps its
// fee out of the platform's part, the payee's share is pending until 7 days after the
// service or sale.
export function recordPayment(db: Db, p: CapturedPayment): Statement[] {
  const { platformFeeCents, shareCents } =
    p.payeeId === null ? { platformFeeCents: p.amountCents, shareCents: 0 } : splitGross(p.amountCents);
  const split: SplitValues = {
    txn: `payment:${p.id}`,
    paymentId: p.id,
    paid: -p.amountCents,
    processorFee: p.processorFeeCents,
    processorFeeBack: -p.processorFeeCents,
    platformFee: platformFeeCents,
    serviceAt: p.serviceAt,
  };
  return [
    insertPayment(db, { ...p, platformFeeCents }),
    p.payeeId === null
      ? insertSplitWithoutShare(db, split)
      : insertSplitWithShare(db, {
          ...split,
          share: shareCents,
          payeeId: p.payeeId,
          shareAvailableAt: new Date(p.serviceAt.getTime() + HOLD_MS),
        }),
  ];
}

type Entry = typeof ledgerEntries.$inferInsert;

// `column` of the payment becomes `cents` (the provider's running total of refunds, or of
// the amount lost in disputes; it may go down when a dispute is won). The difference is
// reversed in proportion: the customer gets it back, the payee's share and the platform's
// part go down by their cumulative parts (domain/money.ts reversedShare). A reversal of a
// share still pending is pending until the same day; of an available one, at once — so
// only a reversal after a payout can take a balance below zero.
export function recordReversal(
  db: Db,
  r: { eventId: string; paymentId: string; column: 'refunded' | 'disputed'; cents: number; at: Date },
): Statement[] {
  const kind = r.column === 'refunded' ? 'refund' : 'dispute';
  const current = r.column === 'refunded' ? sql.raw('refunded_cents') : sql.raw('disputed_cents');
  // D1 binds every JavaScript number as a REAL: cast, so the divisions below stay integer ones.
  const cents = sql`CAST(${r.cents} AS INTEGER)`;
  const at = sql`CAST(${r.at.getTime()} AS INTEGER)`;
  // rev(x) = share × x / gross, rounded half up (domain/money.ts mulDivRound).
  const share = sql`(p.amount_cents - p.platform_fee_cents)`;
  const rev = (x: ReturnType<typeof sql>) => sql`((2 * ${share} * ${x} + p.amount_cents) / (2 * p.amount_cents))`;
  return [
    statement(
      db,
      sql`
      WITH p AS (
        SELECT id, payee_id, amount_cents, platform_fee_cents, service_at,
               refunded_cents + disputed_cents AS before,
               refunded_cents + disputed_cents - ${current} + ${cents} AS after
        FROM payments
        WHERE id = ${r.paymentId} AND ${current} <> ${cents}
      ),
      d AS (
        SELECT p.*, after - before AS back, ${rev(sql`after`)} - ${rev(sql`before`)} AS share_back,
               max(service_at + ${HOLD_MS}, ${at}) AS payee_available
        FROM p WHERE after BETWEEN 0 AND amount_cents
      )
      INSERT INTO ledger_entries (txn, line, account, user_id, kind, amount_cents, payment_id, available_at)
      SELECT ${`${kind}:${r.eventId}`}, 0, 'customer', NULL, ${kind}, back, id, ${at} FROM d WHERE true
      UNION ALL
      SELECT ${`${kind}:${r.eventId}`}, 1, 'platform', NULL, ${kind}, -(back - share_back), id, ${at} FROM d WHERE true
      UNION ALL
      SELECT ${`${kind}:${r.eventId}`}, 2, 'payee', payee_id, ${kind}, -share_back, id, payee_available
      FROM d WHERE payee_id IS NOT NULL
      ON CONFLICT DO NOTHING
    `,
    ),
    statement(
      db,
      sql`
      UPDATE payments SET ${current} = ${cents}
      WHERE id = ${r.paymentId} AND ${current} <> ${cents}
        AND refunded_cents + disputed_cents - ${current} + ${cents} BETWEEN 0 AND amount_cents
    `,
    ),
  ];
}

// Everything available to a payee moves out as one payout (pending until the provider's
// transfer is made): the payouts row and its ledger rows in one batch, the amount summed
// inside the INSERT. Answers the payout, or null when nothing is available.
export async function startPayout(db: Db, userId: number, at: Date) {
  const now = at.getTime();
  const [inserted] = await runBatch(db, [
    statement(
      db,
      sql`
      INSERT INTO payouts (user_id, amount_cents, status, created_at)
      SELECT ${userId}, available, 'pending', ${now}
      FROM (SELECT coalesce(sum(amount_cents), 0) AS available FROM ledger_entries
            WHERE account = 'payee' AND user_id = ${userId} AND available_at <= ${now})
      WHERE available > 0
    `,
    ),
    statement(
      db,
      sql`
      INSERT INTO ledger_entries (txn, line, account, user_id, kind, amount_cents, payment_id, available_at)
      SELECT 'payout:' || po.id, 0, 'payee', po.user_id, 'payout', -po.amount_cents, NULL, ${now} FROM payouts po
      WHERE po.user_id = ${userId} AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.txn = 'payout:' || po.id)
      UNION ALL
      SELECT 'payout:' || po.id, 1, 'paid_out', po.user_id, 'payout', po.amount_cents, NULL, ${now} FROM payouts po
      WHERE po.user_id = ${userId} AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.txn = 'payout:' || po.id)
    `,
    ),
  ]);
  if (!inserted?.meta.changes) return null;
  const id = inserted.meta.last_row_id;
  return (await db.query.payouts.findFirst({ where: (t, { eq }) => eq(t.id, id) })) ?? null;
}

export type Balance = { pendingCents: number; availableCents: number; owedCents: number; paidOutCents: number };

// A payee's money: pending (not yet 7 days past its service), available to pay out, owed
// (a refund after a payout took the available balance below zero; future earnings net it
// off) and paid out so far.
export async function balanceOf(db: Db, userId: number, at: Date): Promise<Balance> {
  const now = at.getTime();
  const [row] = await db
    .select({
      pending: sql<number>`coalesce(sum(CASE WHEN ${ledgerEntries.availableAt} > ${now} THEN ${ledgerEntries.amountCents} END), 0)`,
      available: sql<number>`coalesce(sum(CASE WHEN ${ledgerEntries.availableAt} <= ${now} THEN ${ledgerEntries.amountCents} END), 0)`,
      paidOut: sql<number>`coalesce(-sum(CASE WHEN ${ledgerEntries.kind} = 'payout' THEN ${ledgerEntries.amountCents} END), 0)`,
    })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.account} = 'payee' AND ${ledgerEntries.userId} = ${userId}`);
  const available = row?.available ?? 0;
  return {
    pendingCents: row?.pending ?? 0,
    availableCents: Math.max(0, available),
    owedCents: Math.max(0, -available),
    paidOutCents: row?.paidOut ?? 0,
  };
}
