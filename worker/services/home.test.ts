import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { submissions } from '../../db/schema';
import { db, makeChallenge, makeEntry, makeUser, request } from '../test/helpers';

function edgeState(html: string) {
  return JSON.parse(/<script type="application\/json" id="edge-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
}

describe('the home page data', () => {
  it('arrives in the page: active challenges, winners, leaderboard and the carousel', async () => {
    const active = await makeChallenge('active', { title: 'Open now' });
    const done = await makeChallenge('completed', { resultsAt: new Date() });
    const { user } = await makeUser();
    const winner = await makeEntry(done.id, user.id, 'Winner');
    await db().update(submissions).set({ finalRank: 1 }).where(eq(submissions.id, winner.id));
    const html = await (await request('/')).text();
    expect(html).toContain('<title>');
    const { page } = edgeState(html);
    expect(page.activeChallenges.map((c: { id: number }) => c.id)).toContain(active.id);
    expect(page.winners.map((w: { id: number }) => w.id)).toEqual([winner.id]);
    expect(page.carousel[0]).toMatchObject({ imageUrl: expect.stringContaining('/api/optimized/display/'), name: `Winner by ${user.username}` });
    expect(Object.keys(page.todaysDaily)).toEqual(['landscape', 'portrait', 'street']);
    const api = await (await request('/api/carousel-images')).json();
    expect(api).toEqual(page.carousel);
    expect(await (await request('/api/mentorship-images')).json()).toEqual(expect.any(Array));
  });
});
