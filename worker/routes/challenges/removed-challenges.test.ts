import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges } from '../../../db/schema';
import { recomputeStatsStatement } from '../../services/challenges/leaderboard';
import { newYorkDate } from '../../domain/new-york-time';
import { expectAnswered, expectHidden, statuses } from '../../test/challenge-probes';
import { makeCommunityChallenge, edgeState, place, provenChallenge, verified } from '../../test/community-helpers';
import { db, makeChallenge, makeEntry, makeUser, request, setFlag } from '../../test/helpers';

const remove = (id: number) => db().update(challenges).set({ removedAt: new Date() }).where(eq(challenges.id, id));

// An official challenge with results whose entry won, as the showcases would show it.
async function officialWinner(fields: Parameters<typeof makeChallenge>[1] = {}) {
  const challenge = await makeChallenge('completed', { resultsAt: new Date(), ...fields });
  const entrant = await verified();
  const entry = await makeEntry(challenge.id, entrant.user.id, 'Official winner');
  await place(entry.id, 1);
  return { challenge, entrant, entry };
}

// A member's requests skip the edge cache, so each list is read fresh.
async function listed(path: string, cookie: string): Promise<number[]> {
  const body = (await (await request(path, { cookie })).json()) as { id: number }[] | { photos: { id: number }[] };
  return ('photos' in body ? body.photos : body).map((item) => item.id);
}

describe('a removed challenge', () => {
  it('is not found, nor are its entries, by anyone but an admin', async () => {
    const p = await makeCommunityChallenge('public');
    const official = await officialWinner();
    await remove(p.challenge.id);
    await remove(official.challenge.id);
    const admin = await makeUser({ isAdmin: true, emailVerifiedAt: new Date() });
    expectHidden(await statuses(p, undefined), { signedIn: false });
    for (const who of [await verified(), p.creator, p.entrant]) expectHidden(await statuses(p, who.cookie), { signedIn: true });
    expectAnswered(await statuses(p, admin.cookie), { signedIn: true });
    expectHidden(await statuses(official, official.entrant.cookie), { signedIn: true });
    expectAnswered(await statuses(official, admin.cookie), { signedIn: true });
  });

  it('leaves every list: challenges, active, community, gallery, winners, featured, carousel and profiles', async () => {
    const { cookie } = await verified();
    const active = await makeChallenge('active');
    await remove(active.id);
    const official = await officialWinner();
    await remove(official.challenge.id);
    const community = await provenChallenge('public');
    await remove(community.challenge.id);

    for (const path of ['/api/challenges?limit=100', '/api/challenges?status=active&limit=100', '/api/challenges/active']) {
      expect(await listed(path, cookie)).not.toContain(active.id);
    }
    expect(await listed('/api/challenges?status=completed&limit=100', cookie)).not.toContain(official.challenge.id);
    expect(await listed('/api/user-challenges?limit=100', cookie)).not.toContain(community.challenge.id);
    expect(await listed('/api/gallery?limit=60', cookie)).not.toContain(official.entry.id);
    expect(await listed('/api/gallery?limit=60', cookie)).not.toContain(community.entry.id);

    for (const flag of [true, false]) {
      await setFlag('traditional_challenges_enabled', flag);
      for (const path of ['/api/submissions/winners?limit=100', '/api/submissions/featured?limit=100']) {
        expect(await listed(path, cookie)).not.toContain(official.entry.id);
        expect(await listed(path, cookie)).not.toContain(community.entry.id);
      }
      const carousel = (await (await request('/api/carousel-images', { cookie })).json()) as { name: string }[];
      for (const { entrant, entry } of [official, community])
        expect(carousel.map((c) => c.name)).not.toContain(`${entry.title} by ${entrant.user.username}`);
      const home = edgeState(await (await request('/', { cookie })).text()).page;
      expect(home.activeChallenges.map((c: { id: number }) => c.id)).not.toContain(active.id);
      for (const { entry } of [official, community]) {
        expect(home.winners.map((w: { id: number }) => w.id)).not.toContain(entry.id);
        expect(home.featured.map((w: { id: number }) => w.id)).not.toContain(entry.id);
      }
    }

    for (const { entrant } of [official, community]) {
      for (const as of [cookie, entrant.cookie]) {
        const profile = (await (await request(`/api/users/${entrant.user.id}/photos`, { cookie: as })).json()) as {
          photos: unknown[];
        };
        expect(profile.photos).toEqual([]);
      }
    }
  });

  it("stays off the home page's daily challenges", async () => {
    const daily = await makeChallenge('active', { category: 'portrait', dailyDate: newYorkDate(new Date()) });
    await remove(daily.id);
    const home = edgeState(await (await request('/')).text()).page;
    expect(home.todaysDaily.portrait).toBeNull();
  });

  it("doesn't count on the leaderboard", async () => {
    const kept = await officialWinner();
    const gone = await makeChallenge('completed', { resultsAt: new Date() });
    const second = await makeEntry(gone.id, kept.entrant.user.id, 'Removed win');
    await place(second.id, 1);
    await remove(gone.id);
    await recomputeStatsStatement(db(), [kept.entrant.user.id], new Date());
    const board = (await (await request('/api/leaderboard?limit=100', { cookie: (await verified()).cookie })).json()) as {
      id: number;
      challenges_won: number;
      total_score: number;
    }[];
    expect(board.find((row) => row.id === kept.entrant.user.id)).toMatchObject({ challenges_won: 1, total_score: 101 });
  });

  it('stays in the admin list, marked removed', async () => {
    const p = await makeCommunityChallenge('unlisted');
    await remove(p.challenge.id);
    const admin = await makeUser({ isAdmin: true });
    const { challenges: list } = (await (await request('/api/admin/user-challenges', { cookie: admin.cookie })).json()) as {
      challenges: { id: number; removedAt: string | null; key: string }[];
    };
    expect(list.find((c) => c.id === p.challenge.id)).toMatchObject({ removedAt: expect.any(String), key: p.key });
  });
});
