import { and, desc, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { ledgerEntries, payments, users } from '../../../db/schema';
import type { AdminPayment, FinancialMonth } from '../../contract/admin-financial';
import { csvText } from '../../domain/csv';
import { MONEY_COLUMNS } from '../../domain/financial-columns';
import type { Db } from '../../env';

// The admin's view of the money (/admin/financial): the ledger summed by UTC month, and the
// payments behind it. Every figure is a sum of ledger rows (docs/rules.md "Admin financial
// view"), so it reconciles with the ledger by construction.

const MONTH = sql<string>`strftime('%Y-%m', ${ledgerEntries.createdAt} / 1000, 'unixepoch')`;

const sumWhere = (condition: SQL) => sql<number>`coalesce(sum(CASE WHEN ${condition} THEN ${ledgerEntries.amountCents} END), 0)`;
const account = (name: string) => sql`${ledgerEntries.account} = ${name}`;
const kind = (name: string) => sql`${ledgerEntries.kind} = ${name}`;

const monthKey = (at: Date) => at.toISOString().slice(0, 7);

// The last `count` months to `now`'s, oldest first, months without money included as zeros.
export async function monthlyFigures(db: Db, count: number, now: Date): Promise<FinancialMonth[]> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1));
  const rows = await db
    .select({
      month: MONTH,
      revenueCents: sql<number>`-${sumWhere(sql`${account('customer')} AND ${kind('payment')}`)}`,
      processorFeesCents: sumWhere(account('processor')),
      // A print order's payment is the platform's in full; the sellers' parts then leave its
      // account as shares, so the fee is what is left.
      platformFeesCents: sumWhere(sql`${account('platform')} AND ${ledgerEntries.kind} IN ('platform_fee', 'share')`),
      refundsCents: sumWhere(sql`${account('customer')} AND ${kind('refund')}`),
      disputesCents: sumWhere(sql`${account('customer')} AND ${kind('dispute')}`),
      payoutsCents: sumWhere(account('paid_out')),
      netCents: sumWhere(account('platform')),
    })
    .from(ledgerEntries)
    .where(gte(ledgerEntries.createdAt, start))
    .groupBy(MONTH);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return Array.from({ length: count }, (_, i) => {
    const month = monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)));
    const row = byMonth.get(month);
    return {
      month,
      revenueCents: row?.revenueCents ?? 0,
      processorFeesCents: row?.processorFeesCents ?? 0,
      platformFeesCents: row?.platformFeesCents ?? 0,
      refundsCents: row?.refundsCents ?? 0,
      disputesCents: row?.disputesCents ?? 0,
      payoutsCents: row?.payoutsCents ?? 0,
      netCents: row?.netCents ?? 0,
    };
  });
}

const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

// The months as CSV, amounts in US dollars with two decimals.
export const monthsCsv = (months: FinancialMonth[]): string =>
  csvText([
    ['Month', ...MONEY_COLUMNS.map(([title]) => title)],
    ...months.map((month) => [month.month, ...MONEY_COLUMNS.map(([, key]) => dollars(month[key]))]),
  ]);

const payer = alias(users, 'payer');
const payee = alias(users, 'payee');

function paymentRows(db: Db) {
  return db
    .select({ payment: payments, payer: payer.username, payee: payee.username })
    .from(payments)
    .leftJoin(payer, eq(payer.id, payments.userId))
    .leftJoin(payee, eq(payee.id, payments.payeeId));
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentRows>['execute']>>[number];

const adminPaymentOf = ({ payment: p, payer, payee }: PaymentRow): AdminPayment => ({
  id: p.id,
  createdAt: p.createdAt.toISOString(),
  purpose: p.purpose,
  reference: p.reference,
  payer,
  payee,
  amountCents: p.amountCents,
  refundedCents: p.refundedCents,
  disputedCents: p.disputedCents,
  refundableCents: Math.max(0, p.amountCents - p.refundedCents - p.disputedCents),
});

// Newest first, a page at a time; `q` finds a payment by id or by its payer's or payee's name.
export async function paymentsPage(db: Db, query: { before?: string; q?: string; limit: number }) {
  const conditions: SQL[] = [];
  if (query.before) conditions.push(sql`${payments}.rowid < (SELECT rowid FROM payments WHERE id = ${query.before})`);
  if (query.q) {
    const pattern = `%${query.q.replace(/[%_\\]/g, '\\$&')}%`;
    const search = or(
      eq(payments.id, query.q),
      sql`${payer.username} LIKE ${pattern} ESCAPE '\\'`,
      sql`${payee.username} LIKE ${pattern} ESCAPE '\\'`,
    );
    if (search) conditions.push(search);
  }
  const rows = await paymentRows(db)
    .where(and(...conditions))
    .orderBy(desc(sql`${payments}.rowid`))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map(adminPaymentOf);
  return { payments: page, nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
}

export async function adminPayment(db: Db, id: string): Promise<AdminPayment | null> {
  const [row] = await paymentRows(db).where(eq(payments.id, id));
  return row ? adminPaymentOf(row) : null;
}
