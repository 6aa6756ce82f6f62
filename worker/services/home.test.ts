import { describe, expect, it } from 'vitest';
import { addVoters, makeCommunityChallenge, edgeState, place, provenChallenge, verified } from '../test/community-helpers';
import { makeChallenge, makeEntry, makeUser, request, setFlag } from '../test/helpers';

const FLAG = 'traditional_challenges_enabled';
const MINUTE = 60_000;
const ids = (items: { id: number }[]) => items.map((item) => item.id);

async function officialWinner() {
  const done = await makeChallenge('completed', { resultsAt: new Date() });
  const { user } = await makeUser();
  const winner = await makeEntry(done.id, user.id, 'Winner');
  await place(winner.id, 1);
  return { winner, user };
}

// What the home page and the APIs behind it show: the page's own data, and the winners,
// featured and carousel answers (a member's, read fresh; and a visitor's, on a path of its
// own so no earlier answer in the edge cache stands in).
async function showcases(cookie: string, visitorTag: string) {
  const page = edgeState(await (await request('/', { cookie })).text()).page;
  const api = async <T>(path: string, as?: string): Promise<T> =>
    (await request(path, as ? { cookie: as } : {})).json() as Promise<T>;
  return {
    page,
    winners: [
      ...ids(page.winners),
      ...ids(await api('/api/submissions/winners?limit=100', cookie)),
      ...ids(await api(`/api/submissions/winners?limit=100&${visitorTag}`)),
    ],
    featured: [
      ...ids(page.featured),
      ...ids(await api('/api/submissions/featured?limit=100', cookie)),
      ...ids(await api(`/api/submissions/featured?limit=100&${visitorTag}`)),
    ],
    carousel: [
      ...page.carousel,
      ...(await api<{ name: string }[]>('/api/carousel-images', cookie)),
      ...(await api<{ name: string }[]>(`/api/carousel-images?${visitorTag}`)),
    ].map((image: { name: string }) => image.name),
  };
}

describe('the home page data', () => {
  it('arrives in the page: active challenges, winners, leaderboard and the carousel', async () => {
    await setFlag(FLAG, true);
    const active = await makeChallenge('active', { title: 'Open now' });
    const { winner, user } = await officialWinner();
    const html = await (await request('/')).text();
    expect(html).toContain('<title>');
    const { page } = edgeState(html);
    expect(ids(page.activeChallenges)).toContain(active.id);
    expect(ids(page.winners)).toEqual([winner.id]);
    expect(page.carousel[0]).toMatchObject({
      imageUrl: expect.stringContaining('/api/optimized/display/'),
      name: `Winner by ${user.username}`,
    });
    expect(Object.keys(page.todaysDaily)).toEqual(['landscape', 'portrait', 'street']);
    const api = await (await request('/api/carousel-images')).json();
    expect(api).toEqual(page.carousel);
    expect(await (await request('/api/mentorship-images')).json()).toEqual(expect.any(Array));
  });

  it('shows only official challenges in the hero, side card, winners and featured with the challenges flag on', async () => {
    await setFlag(FLAG, true);
    const official = await officialWinner();
    const community = await provenChallenge('public');
    const seen = await showcases((await verified()).cookie, 'flag=on');
    expect(seen.winners).toContain(official.winner.id);
    expect(seen.featured).toContain(official.winner.id);
    expect(seen.carousel).toContain(`Winner by ${official.user.username}`);
    expect(seen.winners).not.toContain(community.entry.id);
    expect(seen.featured).not.toContain(community.entry.id);
    expect(seen.carousel).not.toContain(`public entry by ${community.entrant.user.username}`);
  });

  it('shows only community challenges that ran in full with five verified voters with the flag off', async () => {
    await setFlag(FLAG, false);
    const proven = await provenChallenge('public');
    const official = await officialWinner();
    // Entries for 40 seconds, voting for 40 more: the take-over of the home page we saw.
    const start = Date.now() - 10 * MINUTE;
    const quick = await provenChallenge('public', {
      startDate: new Date(start),
      endDate: new Date(start + 40_000),
      votingStartDate: new Date(start + 40_000),
      votingEndDate: new Date(start + 80_000),
    });
    const fourVoters = await makeCommunityChallenge('public', 'completed', { resultsAt: new Date() });
    await place(fourVoters.entry.id, 1);
    await addVoters(fourVoters.challenge.id, fourVoters.entry.id, 4);
    await addVoters(fourVoters.challenge.id, fourVoters.entry.id, 3, { verifiedVoters: false });
    const early = await provenChallenge('public', { votingEndDate: new Date(Date.now() + 60 * MINUTE), resultsAt: new Date() });

    const seen = await showcases((await verified()).cookie, 'flag=off');
    expect(seen.winners).toContain(proven.entry.id);
    expect(seen.featured).toContain(proven.entry.id);
    expect(seen.carousel).toContain(`public entry by ${proven.entrant.user.username}`);
    for (const { entry } of [quick, fourVoters, early, { entry: official.winner }]) {
      expect(seen.winners).not.toContain(entry.id);
      expect(seen.featured).not.toContain(entry.id);
    }
    for (const { entrant } of [quick, fourVoters, early])
      expect(seen.carousel).not.toContain(`public entry by ${entrant.user.username}`);
    expect(seen.carousel).not.toContain(`Winner by ${official.user.username}`);
  });
});
