import { desc, eq, sql } from 'drizzle-orm';
import { critiqueCredits } from '../../../db/schema';
import type { CreditsDto } from '../../contract/critiques';
import { MONTHLY_PRO_CREDITS, WELCOME_CREDITS, creditPeriod } from '../../domain/critiques';
import type { Db } from '../../env';
import { type Statement, statement } from '../statements';
import { planCounts } from '../subscription';

// A member's critique credits are a ledger (docs/rules.md, "Photo critique"): the balance is
// the sum of their rows. Grants are written when they are first spent — the welcome credits
// once, a Portfolio Pro member's monthly ones once a month — and their unique indexes make a
// grant written twice (two asks at once) one grant. Until then the balance counts them as due.

export const balanceOf = (userId: number) =>
  sql`(SELECT coalesce(sum(delta), 0) FROM critique_credits WHERE user_id = ${userId})`;

const proNow = (userId: number, now: Date) =>
  sql`EXISTS (SELECT 1 FROM subscriptions WHERE user_id = ${userId} AND type = 'portfolio_pro' AND ${planCounts(now)})`;

// Written in the batch that spends a credit, before the charge.
export function grantsDue(db: Db, userId: number, now: Date): Statement[] {
  return [
    statement(
      db,
      sql`INSERT INTO critique_credits (user_id, delta, reason, created_at)
        VALUES (${userId}, ${WELCOME_CREDITS}, 'welcome', ${now.getTime()}) ON CONFLICT DO NOTHING`,
    ),
    statement(
      db,
      sql`INSERT INTO critique_credits (user_id, delta, reason, period, created_at)
        SELECT ${userId}, ${MONTHLY_PRO_CREDITS}, 'monthly', ${creditPeriod(now)}, ${now.getTime()}
        WHERE ${proNow(userId, now)} ON CONFLICT DO NOTHING`,
    ),
  ];
}

// The grants due and not yet written, as the next ask will write them: reading the balance
// writes nothing.
const dueGrants = (userId: number, now: Date) => sql`
  SELECT 'welcome' AS reason, ${WELCOME_CREDITS} AS delta
    WHERE NOT EXISTS (SELECT 1 FROM critique_credits WHERE user_id = ${userId} AND reason = 'welcome')
  UNION ALL
  SELECT 'monthly', ${MONTHLY_PRO_CREDITS}
    WHERE ${proNow(userId, now)}
      AND NOT EXISTS (SELECT 1 FROM critique_credits WHERE user_id = ${userId} AND reason = 'monthly' AND period = ${creditPeriod(now)})`;

const LINES = 50;

export async function creditsOf(db: Db, userId: number, now = new Date()): Promise<CreditsDto> {
  const [due, [{ written } = { written: 0 }], lines] = await Promise.all([
    db.all<{ reason: 'welcome' | 'monthly'; delta: number }>(dueGrants(userId, now)),
    db.all<{ written: number }>(sql`SELECT ${balanceOf(userId)} AS written`),
    db
      .select()
      .from(critiqueCredits)
      .where(eq(critiqueCredits.userId, userId))
      .orderBy(desc(critiqueCredits.createdAt), desc(critiqueCredits.id))
      .limit(LINES),
  ]);
  return {
    balance: written + due.reduce((sum, grant) => sum + grant.delta, 0),
    lines: [
      ...due.map((grant) => ({ ...grant, requestId: null, createdAt: now.toISOString() })),
      ...lines.map((line) => ({
        delta: line.delta,
        reason: line.reason,
        requestId: line.requestId,
        createdAt: line.createdAt.toISOString(),
      })),
    ],
  };
}
