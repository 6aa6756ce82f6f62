import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../worker/cron';
import { featuredMentors, listMentors } from '../../worker/services/mentors/discovery';
import { sessionsOf } from '../../worker/services/mentors/session-records';
import { offerFor } from '../../worker/services/prints/catalog';
import { fulfilmentsOf } from '../../worker/services/prints/fulfilments';
import { ordersOf } from '../../worker/services/prints/orders';
import { listWebinars } from '../../worker/services/webinars/catalog';
import { feedbackPage } from '../../worker/services/webinars/feedback';
import { creditsOf } from '../../worker/services/critiques/credits';
import { requestPage } from '../../worker/services/critiques/requests';
import { history } from '../../worker/services/coach/reports';
import { coachReportBodySchema } from '../../worker/contract/coach';
import { db } from '../../worker/test/helpers';
import { coachReports, ledgerEntries, users } from '../schema';
import { demoSeedSql } from './demo';

// The demo data loads into the real schema, and gives every mentoring and print page something to show.
describe('the demo data', () => {
  it('loads, with six listed mentors, the home page’s three, and ansel’s three kinds of session', async () => {
    const seed = await demoSeedSql();
    const statements = seed.split(/;\s*\n\n/).filter((text) => text.trim());
    await env.DB.batch(statements.map((text) => env.DB.prepare(text)));
    const mentors = await listMentors(db(), { sort: 'recommended', limit: 48, offset: 0 });
    expect(mentors.map((m) => m.slug)).toEqual(
      expect.arrayContaining(['maya-chen', 'james-okafor', 'sofia-alvarez', 'vivian-maier', 'kenji-watanabe', 'amara-obi']),
    );
    expect(mentors.every((m) => m.reviewCount > 0 && m.nextAvailableAt !== null)).toBe(true);
    expect((await featuredMentors(db())).map((m) => m.slug)).toEqual(['maya-chen', 'james-okafor', 'sofia-alvarez']);
    const [ansel] = await db().select().from(users).where(eq(users.username, 'ansel'));
    const upcoming = await sessionsOf(db(), ansel?.id ?? 0, 'student', 'upcoming');
    expect(upcoming.map((s) => s.status).sort()).toEqual(['confirmed', 'pending_payment']);
    const past = await sessionsOf(db(), ansel?.id ?? 0, 'student', 'past');
    expect(past.map((s) => [s.status, s.review?.rating])).toEqual([['completed', 5]]);

    // Print sales: imogen's and henri's listings, henri's orders from imogen, her orders to fulfil.
    const [imogen, henri] = await Promise.all(
      ['imogen', 'henri'].map(async (name) => (await db().select().from(users).where(eq(users.username, name)))[0]?.id ?? 0),
    );
    const henrisOrders = await ordersOf(db(), henri ?? 0);
    expect(henrisOrders.map((o) => o.progress)).toEqual(['in_production', 'delivered']);
    const toFulfil = await fulfilmentsOf(db(), imogen ?? 0);
    expect(toFulfil.map((f) => f.status)).toEqual(['in_production', 'delivered']);
    const entry = henrisOrders[0]?.lines[0]?.submissionId ?? 0;
    // Its prints go on sale once the first cron tick names the challenge's results.
    expect(await offerFor(db(), entry)).toBeNull();
    await runScheduledJobs(env, '*/5 * * * *', Date.now());
    expect((await offerFor(db(), entry))?.sizes.map((s) => s.size)).toEqual(['8x10', '11x14', '16x20']);
    const unbalanced = await db()
      .select({ txn: ledgerEntries.txn })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.txn)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
    expect(unbalanced).toEqual([]);

    // Webinars: two upcoming (both with seats taken, the paid one's paid for), one past.
    const webinars = await listWebinars(db());
    expect(webinars.upcoming.map((w) => [w.title, w.priceCents, w.capacity - w.seatsLeft])).toEqual([
      ['Reading light on location', 0, 2],
      ['Portrait retouching, start to finish', 2500, 2],
    ]);
    expect(webinars.past.map((w) => w.title)).toEqual(['Street photography at dusk']);
    const said = await feedbackPage(db(), 3, { id: 1, isAdmin: true });
    expect([said.summary?.count, said.summary?.webinarAverage]).toEqual([2, 4.5]);

    // Critique: four requests waiting or answered, the credits adding up to what each did.
    const answered = await requestPage(db(), 1, null);
    expect(answered.critiques.map((c) => [c.critic.username, c.helpfulness, c.pins.length])).toEqual([
      ['dorothea', 5, 2],
      ['vivian', 3, 0],
    ]);
    expect(answered.request.revision).not.toBeNull();
    expect((await requestPage(db(), 2, null)).critiques.map((c) => c.byMentor)).toEqual([true]);
    const balances = await Promise.all(
      ['ansel', 'imogen', 'dorothea', 'henri'].map(async (name) => {
        const [member] = await db().select().from(users).where(eq(users.username, name));
        return (await creditsOf(db(), member?.id ?? 0)).balance;
      }),
    );
    expect(balances).toEqual([1, 1, 2, 6]);
    const [ansel2] = await db().select().from(users).where(eq(users.username, 'ansel'));
    const coach = await history(db(), ansel2?.id ?? 0, undefined, 10);
    expect(coach.reports.map((r) => [r.fixes, r.notes])).toEqual([[3, 5]]);
    // The saved report is one the API would take today.
    const [report] = await db().select().from(coachReports);
    expect(coachReportBodySchema.safeParse(report?.report).success).toBe(true);
  });
});
