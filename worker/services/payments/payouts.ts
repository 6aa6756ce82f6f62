import { and, desc, eq, gt, isNotNull, notExists, sql } from 'drizzle-orm';
import { ledgerEntries, mentorProfiles, payoutAccounts, payouts, users } from '../../../db/schema';
import type { Earnings } from '../../contract/payouts';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type Notice, noticeRows, notify } from '../notifications/notify';
import { runBatch, statement } from '../statements';
import type { Payments } from '.';
import { balanceOf, startPayout } from './ledger';

// Mentors' and sellers' money leaving the platform: a payout account at the provider
// (Connect Express in production, instant locally), a daily transfer of what is available,
// and transfer reversals when a refund or a lost dispute takes back money already paid out
// (docs/rules.md "Money").

const DAY_MS = 24 * 3600_000;
const HISTORY = 24;

// Where the payee stands: the balance, whether payouts can reach them, and recent payouts.
// An account still in onboarding is asked again here, so coming back from the provider's
// page shows it ready without waiting for the provider's event.
export async function earningsOf(db: Db, payments: Payments | null, userId: number, at: Date): Promise<Earnings> {
  let [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  if (account && !account.payoutsEnabled && payments) {
    const current = await payments.provider.retrievePayoutAccount(account.providerAccountId);
    if (current.payoutsEnabled) {
      await db.update(payoutAccounts).set({ payoutsEnabled: true }).where(eq(payoutAccounts.userId, userId));
      account = { ...account, payoutsEnabled: true };
    }
  }
  const history = await db
    .select()
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(HISTORY);
  return {
    balance: await balanceOf(db, userId, at),
    account: account ? (account.payoutsEnabled ? 'enabled' : 'onboarding') : 'none',
    payouts: history.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      reversedCents: p.reversedCents,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
  };
}

// The provider's onboarding page for the payee's account, made on first need. The key makes
// two concurrent first calls one account.
export async function payoutAccountLink(db: Db, payments: Payments, userId: number, returnUrl: string): Promise<string> {
  const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!member) throw new ApiError('NOT_FOUND', 'No such member');
  const [known] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  const link = await payments.provider.payoutAccountLink(
    { userId, email: member.email, accountId: known?.providerAccountId ?? null, returnUrl, refreshUrl: returnUrl },
    `payout-account:${userId}`,
  );
  await db.insert(payoutAccounts).values({ userId, providerAccountId: link.accountId }).onConflictDoNothing();
  return link.url;
}

// Whoever can be paid and had no payout in the last day gets one of their whole available
// balance (ledger.ts startPayout writes it and its ledger rows in one batch).
async function openPayouts(db: Db, at: Date): Promise<number> {
  const due = await db
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.payoutsEnabled, true),
        notExists(
          db
            .select({ id: payouts.id })
            .from(payouts)
            .where(and(eq(payouts.userId, payoutAccounts.userId), gt(payouts.createdAt, new Date(at.getTime() - DAY_MS)))),
        ),
      ),
    );
  let opened = 0;
  for (const { userId } of due) if (await startPayout(db, userId, at)) opened++;
  return opened;
}

// Its payee hears of a payout once it is sent, leading to the dashboard with their earnings
// (a mentor's, else the print seller's).
async function payoutNotice(db: Db, payout: { id: number; userId: number; amountCents: number }): Promise<Notice> {
  const [mentor] = await db
    .select({ userId: mentorProfiles.userId })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, payout.userId));
  return {
    userId: payout.userId,
    kind: 'payout_sent',
    key: `payout_sent:${payout.id}`,
    data: { title: '', amountCents: payout.amountCents },
    link: mentor ? '/mentor-dashboard' : '/print-dashboard',
  };
}

// Each pending payout becomes a transfer, under a key of its own: a run that dies after the
// provider's answer sends nothing twice when the next run tries again.
async function sendPending(db: Db, payments: Payments, at: Date): Promise<{ paid: number; failed: number }> {
  const pending = await db
    .select({
      id: payouts.id,
      userId: payouts.userId,
      amountCents: payouts.amountCents,
      accountId: payoutAccounts.providerAccountId,
    })
    .from(payouts)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, payouts.userId))
    .where(and(eq(payouts.status, 'pending'), eq(payoutAccounts.payoutsEnabled, true)));
  let paid = 0;
  let failed = 0;
  for (const payout of pending) {
    try {
      const transfer = await payments.provider.transfer(
        { accountId: payout.accountId, amountCents: payout.amountCents, transferGroup: `payout:${payout.id}` },
        `payout:${payout.id}`,
      );
      const told = noticeRows([await payoutNotice(db, payout)], at);
      await runBatch(db, [
        statement(
          db,
          db
            .update(payouts)
            .set({ status: 'paid', providerTransferId: transfer.id, paidAt: at })
            .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'pending'))),
        ),
        statement(db, notify(db, told)),
      ]);
      paid++;
    } catch (error) {
      // Left pending: the next run asks again under the same key.
      failed++;
      console.error(JSON.stringify({ event: 'payout_failed', payout: payout.id, error: String(error) }));
    }
  }
  return { paid, failed };
}

// A payee owes when a refund or a lost dispute took back money already paid out. The owed
// amount is taken back from their latest transfers (transfer reversals); what the provider
// refuses stays owed and is netted against their next earnings.
async function recoverOwed(db: Db, payments: Payments, at: Date): Promise<number> {
  const now = at.getTime();
  const owing = await db
    .select({ userId: ledgerEntries.userId, available: sql<number>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.account} = 'payee' AND ${ledgerEntries.availableAt} <= ${now}`)
    .groupBy(ledgerEntries.userId)
    .having(sql`sum(${ledgerEntries.amountCents}) < 0`);
  let recovered = 0;
  for (const { userId, available } of owing) {
    if (userId === null) continue;
    let owed = -available;
    const sent = await db
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.userId, userId),
          eq(payouts.status, 'paid'),
          isNotNull(payouts.providerTransferId),
          sql`${payouts.amountCents} > ${payouts.reversedCents}`,
        ),
      )
      .orderBy(desc(payouts.paidAt), desc(payouts.id));
    for (const payout of sent) {
      if (owed <= 0) break;
      const cents = Math.min(owed, payout.amountCents - payout.reversedCents);
      const txn = `payout-reversal:${payout.id}:${payout.reversedCents}`;
      try {
        await payments.provider.reverseTransfer(payout.providerTransferId ?? '', cents, txn);
      } catch (error) {
        console.error(JSON.stringify({ event: 'payout_reversal_failed', payout: payout.id, error: String(error) }));
        break;
      }
      // Kind 'payout' with the opposite sign: the money comes back from the paid-out account.
      await runBatch(db, [
        statement(
          db,
          db
            .update(payouts)
            .set({ reversedCents: payout.reversedCents + cents })
            .where(and(eq(payouts.id, payout.id), eq(payouts.reversedCents, payout.reversedCents))),
        ),
        statement(
          db,
          db
            .insert(ledgerEntries)
            .values([
              { txn, line: 0, account: 'payee', userId, kind: 'payout', amountCents: cents, availableAt: at },
              { txn, line: 1, account: 'paid_out', userId, kind: 'payout', amountCents: -cents, availableAt: at },
            ])
            .onConflictDoNothing(),
        ),
      ]);
      owed -= cents;
      recovered += cents;
    }
  }
  return recovered;
}

// The cron's payouts run (under a lease: one run at a time).
export async function runPayouts(db: Db, payments: Payments, at: Date) {
  const opened = await openPayouts(db, at);
  const sent = await sendPending(db, payments, at);
  const recoveredCents = await recoverOwed(db, payments, at);
  return { opened, ...sent, recoveredCents };
}
