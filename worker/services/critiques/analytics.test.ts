import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachReports, critiqueCredits, critiqueRequests, critiques } from '../../../db/schema';
import type { CritiqueAnalytics } from '../../contract/critique-analytics';
import type { AspectNote, CritiqueAspect } from '../../domain/critiques';
import { db, makeUser, present, request } from '../../test/helpers';
import { statement } from '../statements';
import { analyticsQueries, critiqueAnalytics, critiqueAnalyticsCsv, windowOf } from './analytics';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Whole seconds, so the HTTP calls' own "now" (a moment later) moves no row across a boundary.
const NOW = Math.floor(Date.now() / 1000) * 1000;
const ago = (ms: number) => new Date(NOW - ms);

const note = (aspect: CritiqueAspect, rating: number): AspectNote => ({
  aspect,
  rating,
  works: 'The light',
  improve: 'The horizon',
  next: 'Try dusk',
});

async function ask(userId: number, createdAt: Date, status: 'open' | 'removed' = 'open') {
  const [row] = await db()
    .insert(critiqueRequests)
    .values({ userId, imageUrl: '/p.jpg', title: 'Pier', intent: 'Calm water', aspects: ['general'], status, createdAt })
    .returning();
  return present(row, 'the request');
}

type Critique = { at: Date; notes: AspectNote[]; helpfulness?: number; earned?: boolean; removed?: boolean };

async function critique(requestId: number, criticId: number, c: Critique) {
  const [row] = await db()
    .insert(critiques)
    .values({
      requestId,
      criticId,
      notes: c.notes,
      pins: [],
      length: 200,
      helpfulness: c.helpfulness ?? null,
      ratedAt: c.helpfulness ? c.at : null,
      removedAt: c.removed ? c.at : null,
      createdAt: c.at,
    })
    .returning();
  const written = present(row, 'the critique');
  if (c.earned)
    await db().insert(critiqueCredits).values({ userId: criticId, delta: 1, reason: 'earned', critiqueId: written.id });
}

const coachReport = (userId: number, createdAt: Date) =>
  db().insert(coachReports).values({ userId, title: 'Pier', report: {}, createdAt });

let x: { id: number; username: string };
let y: { id: number; username: string };

// The world, 30-day period: five requests now (one answered only by a removed critique's
// rival, one too young for the 48 hours) and a removed one, two in the 30 days before, one
// older still.
beforeAll(async () => {
  const asker = (await makeUser()).user;
  x = (await makeUser({ firstName: 'Xena', lastName: 'Ray' })).user;
  y = (await makeUser({ firstName: null, lastName: null })).user;
  const z = (await makeUser()).user;

  const r1 = await ask(asker.id, ago(10 * DAY));
  // Removed: its hour-old critique would otherwise be r1's first.
  await critique(r1.id, z.id, { at: ago(10 * DAY - 1 * HOUR), notes: [note('general', 1)], helpfulness: 1, removed: true });
  await critique(r1.id, x.id, {
    at: ago(10 * DAY - 2 * HOUR),
    notes: [note('general', 4), note('composition', 5)],
    helpfulness: 5,
    earned: true,
  });
  await critique(r1.id, y.id, { at: ago(10 * DAY - 30 * HOUR), notes: [note('general', 2)], helpfulness: 3 });
  const r2 = await ask(asker.id, ago(5 * DAY));
  await critique(r2.id, x.id, { at: ago(5 * DAY - 72 * HOUR), notes: [note('colour', 3)], helpfulness: 4, earned: true });
  const r3 = await ask(asker.id, ago(20 * DAY));
  await critique(r3.id, y.id, { at: ago(20 * DAY - 10 * HOUR), notes: [note('general', 3), note('focus', 1)] });
  await ask(asker.id, ago(3 * DAY));
  await ask(asker.id, ago(1 * HOUR));
  const removed = await ask(asker.id, ago(8 * DAY), 'removed');
  await critique(removed.id, z.id, { at: ago(8 * DAY - HOUR), notes: [note('exposure', 5)], helpfulness: 5, earned: true });

  const p1 = await ask(asker.id, ago(40 * DAY));
  await critique(p1.id, x.id, { at: ago(40 * DAY - 5 * HOUR), notes: [note('general', 5)], helpfulness: 2 });
  // Written in this period on a request of the one before: counted by when it was written.
  await critique(p1.id, y.id, { at: ago(25 * DAY), notes: [note('composition', 3)] });
  await ask(asker.id, ago(50 * DAY));
  const old = await ask(asker.id, ago(70 * DAY));
  await critique(old.id, x.id, { at: ago(70 * DAY - HOUR), notes: [note('general', 1)], helpfulness: 1 });

  for (const days of [1, 2, 15, 45, 61]) await coachReport(asker.id, ago(days * DAY));
});

const analytics = (days: number) => critiqueAnalytics(db(), days, new Date(NOW));

describe('critique analytics', () => {
  it('counts requests, first critiques and the 48-hour share in each period', async () => {
    const { current, previous } = await analytics(30);
    expect(current).toEqual({
      from: ago(30 * DAY).toISOString(),
      to: ago(0).toISOString(),
      requests: 5,
      answered: 3,
      unanswered: 2,
      // Waits of 2, 10 and 72 hours.
      medianFirstCritiqueMs: 10 * HOUR,
      due48h: 4,
      within48h: 2,
      critiques: 5,
      rated: 3,
      averageHelpfulness: 4,
      coachReports: 3,
    });
    expect(previous).toEqual({
      from: ago(60 * DAY).toISOString(),
      to: ago(30 * DAY).toISOString(),
      requests: 2,
      answered: 1,
      unanswered: 1,
      medianFirstCritiqueMs: 5 * HOUR,
      due48h: 2,
      within48h: 1,
      critiques: 1,
      rated: 1,
      averageHelpfulness: 2,
      coachReports: 1,
    });
  });

  it('takes the median of an even count as the mean of the middle two', async () => {
    // Over 7 days only r2 (72 hours) is answered; over 14 days the previous week adds r1 (2 hours).
    const week = await analytics(7);
    expect(week.current).toMatchObject({ requests: 3, answered: 1, medianFirstCritiqueMs: 72 * HOUR, due48h: 2, within48h: 0 });
    expect(week.previous).toMatchObject({ requests: 1, answered: 1, medianFirstCritiqueMs: 2 * HOUR });
    const fortnight = await analytics(14);
    expect(fortnight.current).toMatchObject({ requests: 4, answered: 2, medianFirstCritiqueMs: 37 * HOUR });
  });

  it('buckets requests and coach reports by weeks counted back from now', async () => {
    const { weeks } = await analytics(30);
    expect(weeks).toEqual([
      { start: ago(30 * DAY).toISOString(), end: ago(28 * DAY).toISOString(), requests: 0, coachReports: 0 },
      { start: ago(28 * DAY).toISOString(), end: ago(21 * DAY).toISOString(), requests: 0, coachReports: 0 },
      { start: ago(21 * DAY).toISOString(), end: ago(14 * DAY).toISOString(), requests: 1, coachReports: 1 },
      { start: ago(14 * DAY).toISOString(), end: ago(7 * DAY).toISOString(), requests: 1, coachReports: 0 },
      { start: ago(7 * DAY).toISOString(), end: ago(0).toISOString(), requests: 3, coachReports: 2 },
    ]);
    expect((await analytics(7)).weeks).toHaveLength(1);
    expect((await analytics(365)).weeks).toHaveLength(53);
  });

  it('counts helpfulness, top critics and aspect ratings without removed critiques or requests', async () => {
    const a = await analytics(30);
    expect(a.helpfulness.map((h) => h.count)).toEqual([0, 0, 1, 1, 1]);
    expect(a.topCritics).toEqual([
      { userId: y.id, username: y.username, name: y.username, critiques: 3, rated: 1, averageHelpfulness: 3, earnedCredit: 0 },
      { userId: x.id, username: x.username, name: 'Xena Ray', critiques: 2, rated: 2, averageHelpfulness: 4.5, earnedCredit: 2 },
    ]);
    expect(a.aspects).toEqual([
      { aspect: 'general', ratings: 3, average: 3 },
      { aspect: 'composition', ratings: 2, average: 4 },
      { aspect: 'colour', ratings: 1, average: 3 },
      { aspect: 'subject', ratings: 0, average: null },
      { aspect: 'depth', ratings: 0, average: null },
      { aspect: 'focus', ratings: 1, average: 1 },
      { aspect: 'exposure', ratings: 0, average: null },
    ]);
  });

  it('writes the same figures as CSV', async () => {
    const lines = critiqueAnalyticsCsv(await analytics(30)).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Requests,5,2',
        'Median hours to first critique,10.0,5.0',
        'Critiqued within 48 hours (%),50.0,50.0',
        'Average helpfulness,4.00,2.00',
        `${ago(7 * DAY).toISOString()},${ago(0).toISOString()},3,2`,
        '5,1',
        `Xena Ray,${x.username},2,2,4.50,2`,
        'Subject,0,',
        'Composition and perspective,2,4.00',
      ]),
    );
  });

  it('reads every figure through a created_at index, never scanning a table', async () => {
    const expected: Record<keyof ReturnType<typeof analyticsQueries>, string[]> = {
      requests: ['critique_requests_created_idx', 'critiques_once_idx'],
      ratings: ['critiques_created_idx'],
      coachReports: ['coach_reports_created_idx'],
      weeks: ['critique_requests_created_idx', 'coach_reports_created_idx'],
      topCritics: ['critiques_created_idx', 'critique_credits_earned_idx'],
      aspects: ['critiques_created_idx'],
    };
    const queries = analyticsQueries(windowOf(30, new Date(NOW)));
    for (const [name, query] of Object.entries(queries)) {
      const { results } = await statement(db(), sql`EXPLAIN QUERY PLAN ${query}`).all<{ detail: string }>();
      const plan = results.map((row) => row.detail);
      // The tables under the names the queries give them; a SCAN of anything else reads what
      // the query built itself (its CTEs and subqueries) or a critique's notes (json_each).
      const scans = plan.filter((step) =>
        /^SCAN (critique_requests|critiques|critique_credits|coach_reports|users|r|c|k|u)\b/.test(step),
      );
      expect({ name, scans }).toEqual({ name, scans: [] });
      for (const index of expected[name as keyof typeof expected]) {
        expect(
          plan.some((step) => step.includes(`USING INDEX ${index}`) || step.includes(`USING COVERING INDEX ${index}`)),
          `${name} uses ${index}: ${plan.join('; ')}`,
        ).toBe(true);
      }
    }
  });
});

describe('/api/admin/critique-analytics', () => {
  it('is for admins only', async () => {
    expect((await request('/api/admin/critique-analytics')).status).toBe(401);
    const member = await makeUser();
    expect((await request('/api/admin/critique-analytics', { cookie: member.cookie })).status).toBe(403);
    expect((await request('/api/admin/critique-analytics.csv', { cookie: member.cookie })).status).toBe(403);
  });

  it('answers the figures for the period asked, 30 days when none is', async () => {
    const { cookie } = await makeUser({ isAdmin: true });
    const res = await request('/api/admin/critique-analytics', { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CritiqueAnalytics;
    expect(body).toMatchObject({ days: 30, current: { requests: 5, critiques: 5 }, previous: { requests: 2 } });
    const week = (await (await request('/api/admin/critique-analytics?days=7', { cookie })).json()) as CritiqueAnalytics;
    expect(week.current.requests).toBe(3);
  });

  it('refuses a period it does not offer', async () => {
    const { cookie } = await makeUser({ isAdmin: true });
    for (const days of ['8', 'abc', '-30', '']) {
      const res = await request(`/api/admin/critique-analytics?days=${days}`, { cookie });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^days: /);
    }
  });

  it('downloads the figures as a CSV file', async () => {
    const { cookie } = await makeUser({ isAdmin: true });
    const res = await request('/api/admin/critique-analytics.csv?days=90', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="aperture-circle-critiques-90-days-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(await res.text()).toContain('Critique analytics,Last 90 days,');
  });
});
