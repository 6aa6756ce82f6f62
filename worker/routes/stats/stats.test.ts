import { describe, expect, it } from 'vitest';
import {
  likes,
  photoDailyViews,
  printFulfilments,
  printListings,
  printOrderLines,
  printOrders,
  submissions,
  votes,
} from '../../../db/schema';
import { eq } from 'drizzle-orm';
import { type PhotographerStats, photographerStatsSchema } from '../../contract/stats';
import { addDays } from '../../domain/dates';
import { newYorkDate } from '../../domain/new-york-time';
import { db, makeChallenge, makeEntry, makeUser, present, request, setFlag } from '../../test/helpers';

const DAY = 86_400_000;
const today = () => newYorkDate(new Date());

async function statsOf(cookie: string, days?: string) {
  const res = await request(`/api/stats/photos${days ? `?days=${days}` : ''}`, { cookie });
  expect(res.status).toBe(200);
  return photographerStatsSchema.parse(await res.json()) satisfies PhotographerStats;
}

// A photographer with two entries: one in a challenge whose results are named (placed 2nd),
// one whose challenge is still being voted on.
async function photographer() {
  await setFlag('print_dashboard_enabled', true);
  const me = await makeUser();
  const done = await makeChallenge('completed', { title: 'Harbours', resultsAt: new Date() });
  const voting = await makeChallenge('voting', { title: 'Bridges' });
  const placed = await makeEntry(done.id, me.user.id, 'Harbour at dawn');
  await db().update(submissions).set({ finalRank: 2, finalScore: 7.5 }).where(eq(submissions.id, placed.id));
  const open = await makeEntry(voting.id, me.user.id, 'Bridge in fog');
  return { me, done, voting, placed, open };
}

describe('GET /api/stats/photos', () => {
  it("answers a photographer's own photos with their views, likes, votes, prints and placement per day and in total", async () => {
    const { me, done, voting, placed, open } = await photographer();
    const fans = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const now = Date.now();
    await db()
      .insert(photoDailyViews)
      .values([
        { submissionId: placed.id, day: today(), views: 5 },
        { submissionId: placed.id, day: addDays(today(), -2), views: 3 },
        { submissionId: placed.id, day: addDays(today(), -40), views: 100 },
        { submissionId: open.id, day: today(), views: 2 },
      ]);
    await db()
      .insert(likes)
      .values([
        { submissionId: placed.id, userId: fans[0].user.id, createdAt: new Date(now) },
        { submissionId: placed.id, userId: fans[1].user.id, createdAt: new Date(now - 2 * DAY) },
        { submissionId: open.id, userId: fans[2].user.id, createdAt: new Date(now - 60 * DAY) },
      ]);
    await db()
      .insert(votes)
      .values([
        ...fans.map(({ user }) => ({
          submissionId: placed.id,
          voterId: user.id,
          challengeId: done.id,
          score: 7,
          updatedAt: new Date(now),
        })),
        // Voting on the other is anonymous until its results: not counted yet.
        { submissionId: open.id, voterId: fans[0].user.id, challengeId: voting.id, score: 9, updatedAt: new Date(now) },
      ]);
    const [listing] = await db()
      .insert(printListings)
      .values({ submissionId: placed.id, sellerId: me.user.id, status: 'active' })
      .returning();
    const buyer = fans[0].user.id;
    const order = (status: 'paid' | 'awaiting_payment') => ({
      buyerId: buyer,
      status,
      zone: 'us',
      subtotalCents: 1599,
      shippingCents: 500,
      totalCents: 2099,
      paidAt: status === 'paid' ? new Date(now) : null,
    });
    const [paid, unpaid, takenBack] = await db()
      .insert(printOrders)
      .values([order('paid'), order('awaiting_payment'), order('paid')])
      .returning();
    // The third was paid, then its part cancelled: not sold after all.
    await db()
      .insert(printFulfilments)
      .values([
        { orderId: present(paid).id, sellerId: me.user.id, status: 'shipped', subtotalCents: 3198, shippingCents: 500 },
        { orderId: present(takenBack).id, sellerId: me.user.id, status: 'cancelled', subtotalCents: 1599, shippingCents: 500 },
      ]);
    const line = {
      listingId: present(listing).id,
      submissionId: placed.id,
      sellerId: me.user.id,
      size: '8x10',
      unitPriceCents: 1599,
    };
    await db()
      .insert(printOrderLines)
      .values([
        { ...line, orderId: present(paid).id, quantity: 2 },
        { ...line, orderId: present(unpaid).id, quantity: 5 },
        { ...line, orderId: present(takenBack).id, quantity: 4 },
      ]);

    const stats = await statsOf(me.cookie);
    expect(stats).toMatchObject({ days: 30, to: today(), from: addDays(today(), -29) });
    expect(stats.totals).toEqual({ views: 10, likes: 2, votes: 3, prints: 2, placements: 1 });
    expect(stats.photos.map((p) => p.id)).toEqual([open.id, placed.id]);
    const harbour = present(stats.photos.find((p) => p.id === placed.id));
    expect(harbour.totals).toEqual({ views: 8, likes: 2, votes: 3, prints: 2, placements: 1 });
    expect(harbour.placement).toEqual({ rank: 2, day: today(), challengeTitle: 'Harbours' });
    expect(harbour.daily).toEqual([
      { day: addDays(today(), -2), views: 3, likes: 1, votes: 0, prints: 0, placements: 0 },
      { day: today(), views: 5, likes: 1, votes: 3, prints: 2, placements: 1 },
    ]);
    expect(stats.daily.at(-1)).toEqual({ day: today(), views: 7, likes: 1, votes: 3, prints: 2, placements: 1 });
    const bridge = present(stats.photos.find((p) => p.id === open.id));
    expect(bridge).toMatchObject({ placement: null, totals: { views: 2, likes: 0, votes: 0, prints: 0, placements: 0 } });

    // A longer period reaches further back.
    const year = await statsOf(me.cookie, '365');
    expect(year.from).toBe(addDays(today(), -364));
    expect(year.totals).toMatchObject({ views: 110, likes: 3 });
  });

  it("never shows another member's photos", async () => {
    const { me } = await photographer();
    const other = await makeUser();
    const challenge = await makeChallenge('completed', { resultsAt: new Date() });
    const theirs = await makeEntry(challenge.id, other.user.id, 'Not mine');
    await db().insert(photoDailyViews).values({ submissionId: theirs.id, day: today(), views: 9 });
    const stats = await statsOf(me.cookie);
    expect(stats.photos.some((p) => p.id === theirs.id)).toBe(false);
    expect(stats.totals.views).toBe(0);
    expect((await statsOf(other.cookie)).photos.map((p) => p.id)).toEqual([theirs.id]);
  });

  it('answers an empty dashboard for a member with no photos', async () => {
    await setFlag('print_dashboard_enabled', true);
    const { cookie } = await makeUser();
    expect(await statsOf(cookie, '90')).toMatchObject({ days: 90, photos: [], daily: [], totals: { views: 0 } });
  });

  it('takes only 30, 90 or 365 days', async () => {
    const { me } = await photographer();
    for (const days of ['7', '0', '366', 'all']) {
      const res = await request(`/api/stats/photos?days=${days}`, { cookie: me.cookie });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('asks visitors to sign in and answers 403 while the dashboard flag is off', async () => {
    const { me } = await photographer();
    expect((await request('/api/stats/photos')).status).toBe(401);
    await setFlag('print_dashboard_enabled', false);
    const res = await request('/api/stats/photos', { cookie: me.cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Feature Not Available' });
  });
});
