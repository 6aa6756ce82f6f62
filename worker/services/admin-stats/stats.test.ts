import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  comments,
  critiqueRequests,
  ledgerEntries,
  mentorSessions,
  payments,
  submissions,
  users,
  votes,
} from '../../../db/schema';
import type { AdminStats } from '../../contract/admin-stats';
import { db, makeChallenge, makeUser, present, request } from '../../test/helpers';
import { statement } from '../statements';
import {
  ACTIVE_MEMBERS,
  adminStats,
  adminStatsCsv,
  freshSeconds,
  perStretch,
  recentAdminStats,
  STAT_COUNTS,
  statsWindow,
} from './stats';

const HOUR = 3_600_000;
// Noon in New York on Wednesday 20 March 2024, ten days after the clocks went forward: long
// before the rows the other tests make now, so only this file's back-dated rows count.
const NOW = new Date('2024-03-20T16:00:00Z');
const at = (iso: string) => new Date(iso);

let n = 0;
const signUp = async (createdAt: Date) => {
  n++;
  const [row] = await db()
    .insert(users)
    .values({ username: `stats_${n}`, email: `stats_${n}@example.com`, createdAt })
    .returning();
  return present(row, 'the member');
};

async function enter(challengeId: number, userId: number, createdAt: Date) {
  n++;
  const [row] = await db()
    .insert(submissions)
    .values({ challengeId, userId, title: 'Pier', filename: `s${n}.jpg`, imageUrl: '/p.jpg', createdAt })
    .returning();
  return present(row, 'the entry');
}

const pay = (purpose: (typeof payments.$inferInsert)['purpose'], createdAt: Date) => {
  n++;
  return db()
    .insert(payments)
    .values({
      id: `pay_stats_${n}`,
      purpose,
      reference: String(n),
      amountCents: 5000,
      platformFeeCents: 500,
      processorFeeCents: 175,
      serviceAt: createdAt,
      createdAt,
    });
};

const ledger = (kind: 'payment' | 'refund', amountCents: number, createdAt: Date) => {
  n++;
  return db()
    .insert(ledgerEntries)
    .values({ txn: `stats_${n}`, line: 0, account: 'customer', kind, amountCents, createdAt });
};

// The 7-day world (New York days 14 to 20 March, today until noon; before them 7 to 13 March
// until noon): a = today's sign-up, b = the period's first hour's, c = the previous period's
// last evening's (after noon: in neither), d = the previous period's.
beforeAll(async () => {
  const a = await signUp(at('2024-03-20T15:00:00Z'));
  const b = await signUp(at('2024-03-14T04:30:00Z'));
  await signUp(at('2024-03-14T03:30:00Z'));
  const d = await signUp(at('2024-03-13T15:00:00Z'));
  const official = await makeChallenge('completed', { createdAt: at('2024-03-20T12:00:00Z') });
  await makeChallenge('completed', { creatorId: a.id, createdAt: at('2024-03-19T12:00:00Z') });
  const entry = await enter(official.id, a.id, at('2024-03-20T13:00:00Z'));
  await enter(official.id, b.id, at('2024-03-20T14:00:00Z'));
  await enter(official.id, d.id, at('2024-03-10T14:00:00Z'));
  await db()
    .insert(votes)
    .values({ submissionId: entry.id, voterId: b.id, challengeId: official.id, score: 8, updatedAt: at('2024-03-20T15:00:00Z') });
  await db()
    .insert(comments)
    .values({ submissionId: entry.id, userId: d.id, body: 'Lovely', createdAt: at('2024-03-15T15:00:00Z') });
  await pay('mentor_session', at('2024-03-20T13:00:00Z'));
  await pay('quick_session', at('2024-03-19T13:00:00Z'));
  await pay('subscription', at('2024-03-19T13:00:00Z'));
  await pay('print_order', at('2024-03-08T13:00:00Z'));
  const session = (status: 'completed' | 'confirmed', startsAt: Date) =>
    db()
      .insert(mentorSessions)
      .values({
        mentorId: a.id,
        studentId: b.id,
        sessionType: 'one_on_one',
        durationMinutes: 30,
        priceCents: 5000,
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR / 2),
        status,
      });
  await session('completed', at('2024-03-18T15:00:00Z'));
  await session('confirmed', at('2024-03-18T16:00:00Z'));
  const ask = (status: 'open' | 'removed') =>
    db()
      .insert(critiqueRequests)
      .values({
        userId: b.id,
        imageUrl: '/p.jpg',
        title: 'Pier',
        intent: 'Calm',
        aspects: ['general'],
        status,
        createdAt: at('2024-03-16T15:00:00Z'),
      });
  await ask('open');
  await ask('removed');
  await ledger('payment', -5000, at('2024-03-20T13:00:00Z'));
  await ledger('payment', -2500, at('2024-03-12T13:00:00Z'));
  await ledger('refund', 5000, at('2024-03-20T14:00:00Z'));
});

describe('statsWindow', () => {
  it('takes the New York days to today, and the same days before cut at the same time of day', () => {
    const { current, previous, stretches } = statsWindow(7, NOW);
    expect(current).toEqual({
      firstDay: '2024-03-14',
      lastDay: '2024-03-20',
      from: at('2024-03-14T04:00:00Z').getTime(),
      until: NOW.getTime(),
    });
    // Before the clocks went forward on the 10th, New York's midnight was at 05:00 UTC.
    expect(previous).toEqual({
      firstDay: '2024-03-07',
      lastDay: '2024-03-13',
      from: at('2024-03-07T05:00:00Z').getTime(),
      until: at('2024-03-13T16:00:00Z').getTime(),
    });
    const days = stretches(1, 1);
    expect(days).toHaveLength(7);
    // The day the clocks changed is 23 hours long.
    expect(days.find((d) => d.firstDay === '2024-03-10')?.span).toEqual([
      at('2024-03-10T05:00:00Z').getTime(),
      at('2024-03-11T04:00:00Z').getTime(),
    ]);
  });

  it('counts weeks back from the last day, the oldest shorter', () => {
    const weeks = statsWindow(30, NOW).stretches(0, 7);
    expect(weeks.map((w) => [w.firstDay, w.lastDay])).toEqual([
      ['2024-02-20', '2024-02-21'],
      ['2024-02-22', '2024-02-28'],
      ['2024-02-29', '2024-03-06'],
      ['2024-03-07', '2024-03-13'],
      ['2024-03-14', '2024-03-20'],
    ]);
    expect(weeks.at(-1)?.span[1]).toBe(NOW.getTime());
  });
});

describe('adminStats', () => {
  it('counts each figure in its period, per day', async () => {
    const stats = await adminStats(db(), 7, NOW);
    expect(stats.unit).toBe('day');
    expect(stats.current).toMatchObject({ from: '2024-03-14T04:00:00.000Z', to: NOW.toISOString(), firstDay: '2024-03-14' });
    expect(stats.current.totals).toEqual({
      signups: 2,
      entries: 2,
      votes: 1,
      comments: 1,
      communityChallenges: 1,
      sessionsBooked: 2,
      sessionsCompleted: 1,
      printOrders: 0,
      critiqueRequests: 1,
      revenueCents: 5000,
      // a and b today, d on the 15th: 3 member-days over 7 days; 3 members in the week.
      activeDaily: 0.4,
      activeWeekly: 3,
    });
    expect(stats.previous.totals).toEqual({
      signups: 1,
      entries: 1,
      votes: 0,
      comments: 0,
      communityChallenges: 0,
      sessionsBooked: 0,
      sessionsCompleted: 0,
      printOrders: 1,
      critiqueRequests: 0,
      revenueCents: 2500,
      activeDaily: 0.1,
      activeWeekly: 1,
    });
    expect(stats.buckets.map((b) => [b.firstDay, b.previousFirstDay])).toEqual(
      [14, 15, 16, 17, 18, 19, 20].map((d) => [`2024-03-${d}`, `2024-03-${String(d - 7).padStart(2, '0')}`]),
    );
    const today = present(stats.buckets.at(-1), "today's bar");
    expect(today.current).toMatchObject({ signups: 1, entries: 2, votes: 1, active: 2, sessionsBooked: 1, revenueCents: 5000 });
    expect(present(stats.buckets[0]).current.signups).toBe(1);
    expect(present(stats.buckets.at(-1)).previous.signups).toBe(1);
  });

  it('draws weeks in the longer periods, adding up to the totals', async () => {
    const stats = await adminStats(db(), 90, NOW);
    expect(stats.unit).toBe('week');
    // 90 days: twelve weeks and six days.
    expect(stats.buckets).toHaveLength(13);
    expect(stats.buckets[0]).toMatchObject({ firstDay: '2023-12-22', lastDay: '2023-12-27' });
    expect(stats.buckets.at(-1)).toMatchObject({ firstDay: '2024-03-14', lastDay: '2024-03-20' });
    const summed = (key: 'signups' | 'entries' | 'revenueCents') => stats.buckets.reduce((sum, b) => sum + b.current[key], 0);
    expect(stats.current.totals).toMatchObject({ signups: summed('signups'), entries: summed('entries'), revenueCents: 7500 });
    expect(stats.current.totals.signups).toBe(4);
    // Weekly active members in the week bars: a, b, d this week; d alone the week of the 10th.
    expect(stats.buckets.at(-1)?.current.active).toBe(3);
    expect(stats.buckets.at(-2)?.current.active).toBe(1);
  });

  it('keeps the figures for a minute', async () => {
    const first = await recentAdminStats(db(), 30, NOW);
    expect(freshSeconds(first, NOW)).toBe(60);
    await signUp(at('2024-03-20T15:30:00Z'));
    const soon = new Date(NOW.getTime() + 59_500);
    expect(await recentAdminStats(db(), 30, soon)).toBe(first);
    expect(freshSeconds(first, soon)).toBe(0);
    const later = await recentAdminStats(db(), 30, new Date(NOW.getTime() + 60_000));
    expect(later.stats.current.totals.signups).toBe(first.stats.current.totals.signups + 1);
    await db()
      .delete(users)
      .where(eq(users.username, `stats_${n}`));
  });

  it('writes the totals and the bars as CSV', async () => {
    const csv = adminStatsCsv(await adminStats(db(), 7, NOW)).split('\r\n');
    expect(csv[0]).toBe(
      'Statistics,Last 7 days,2024-03-14T04:00:00.000Z to 2024-03-20T16:00:00.000Z,previous: 2024-03-07T05:00:00.000Z to 2024-03-13T16:00:00.000Z',
    );
    expect(csv).toContain('Sign-ups,2,1,100.0');
    expect(csv).toContain('Revenue (USD),50.00,25.00,100.0');
    expect(csv).toContain('Daily active members (average),0.4,0.1,300.0');
    expect(csv).toContain('Print orders,0,1,-100.0');
    expect(csv).toContain('Critique requests,1,0,');
    expect(
      csv.find((line) => line.startsWith('Day,Previous day,Sign-ups,"Sign-ups, previous",Daily active members')),
    ).toBeDefined();
    expect(csv).toContain('2024-03-20,2024-03-13,1,1,2,0,2,0,1,0,0,0,0,0,1,0,0,0,0,0,0,0,50.00,0.00');
  });
});

// The tables that grow with the community: none may be read whole.
const BIG =
  /^SCAN (users|submissions|votes|comments|ledger_entries|payments|sessions|challenges|mentor_sessions|critique_requests)\b/;

describe('the queries', () => {
  it('read each stretch from a time index, never a whole table', async () => {
    const expected: Record<keyof typeof STAT_COUNTS | 'active', string[]> = {
      signups: ['users_created_at_idx'],
      entries: ['submissions_created_idx'],
      votes: ['votes_updated_idx'],
      comments: ['comments_created_idx'],
      communityChallenges: ['challenges_creator_idx'],
      sessionsBooked: ['payments_created_idx'],
      sessionsCompleted: ['mentor_sessions_status_idx'],
      printOrders: ['payments_created_idx'],
      critiqueRequests: ['critique_requests_created_idx'],
      revenueCents: ['ledger_created_idx'],
      active: ['submissions_created_idx', 'votes_updated_idx', 'comments_created_idx'],
    };
    const stretches = statsWindow(365, NOW).stretches(0, 1);
    const figures = { ...STAT_COUNTS, active: ACTIVE_MEMBERS };
    for (const [name, figure] of Object.entries(figures)) {
      const query = perStretch(stretches, figure);
      const { results } = await statement(db(), sql`EXPLAIN QUERY PLAN ${query}`).all<{ detail: string }>();
      const plan = results.map((row) => row.detail);
      expect({ name, scans: plan.filter((step) => BIG.test(step)) }).toEqual({ name, scans: [] });
      for (const index of expected[name as keyof typeof expected]) {
        expect(
          plan.some((step) => new RegExp(`^SEARCH \\w+ USING (COVERING )?INDEX ${index} `).test(step)),
          `${name} searches ${index}: ${plan.join('; ')}`,
        ).toBe(true);
      }
    }
  });
});

describe('/api/admin/stats', () => {
  it('is for admins only', async () => {
    expect((await request('/api/admin/stats')).status).toBe(401);
    const member = await makeUser();
    expect((await request('/api/admin/stats', { cookie: member.cookie })).status).toBe(403);
    expect((await request('/api/admin/stats.csv', { cookie: member.cookie })).status).toBe(403);
  });

  it('builds the answer once a minute, and still checks who asks', async () => {
    const { cookie } = await makeUser({ isAdmin: true });
    const first = await request('/api/admin/stats?days=7', { cookie });
    expect(first.headers.get('Cache-Control')).toMatch(/^private, max-age=([1-5]?\d|60)$/);
    const figures = await first.json();
    const again = await request('/api/admin/stats?days=7', { cookie, headers: { 'Accept-Encoding': 'gzip' } });
    expect(again.headers.get('Content-Encoding')).toBe('gzip');
    expect(await again.json()).toEqual(figures);
    const member = await makeUser();
    expect((await request('/api/admin/stats?days=7', { cookie: member.cookie })).status).toBe(403);
  });

  it('answers the period asked, 30 days when none is', async () => {
    const { cookie } = await makeUser({ isAdmin: true });
    const month = (await (await request('/api/admin/stats', { cookie })).json()) as AdminStats;
    expect(month).toMatchObject({ days: 30, unit: 'day' });
    expect(month.buckets).toHaveLength(30);
    const year = (await (await request('/api/admin/stats?days=365', { cookie })).json()) as AdminStats;
    expect(year).toMatchObject({ days: 365, unit: 'week' });
    expect(year.buckets).toHaveLength(53);
  });

  it('refuses a period it does not offer', async () => {
    const { cookie } = await makeUser({ isAdmin: true });
    for (const days of ['8', 'abc', '-30', '']) {
      const res = await request(`/api/admin/stats?days=${days}`, { cookie });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^days: /);
    }
  });

  it('downloads the figures as a CSV file', async () => {
    const { cookie } = await makeUser({ isAdmin: true });
    const res = await request('/api/admin/stats.csv?days=90', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="aperture-circle-statistics-90-days-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toMatch(/^Statistics,Last 90 days,/);
    expect(lines.some((line) => line.startsWith('Week from,Week to,Previous week from,Previous week to,Sign-ups,'))).toBe(true);
  });
});
