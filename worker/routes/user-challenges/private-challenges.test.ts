import { describe, expect, it } from 'vitest';
import { expectAnswered, expectHidden, statuses } from '../../test/challenge-probes';
import { makeCommunityChallenge, edgeState, keysCookie, provenChallenge, verified, withKeys } from '../../test/community-helpers';
import { makeUser, present, request, setFlag } from '../../test/helpers';

describe.each(['unlisted', 'invite'] as const)('an %s community challenge', (privacy) => {
  it('is not found, nor are its entries, by a visitor or a member without its key', async () => {
    const p = await makeCommunityChallenge(privacy);
    expectHidden(await statuses(p, undefined), { signedIn: false });
    expectHidden(await statuses(p, (await verified()).cookie), { signedIn: true });
  });

  it('answers whoever carries its key, in the cookie or the query', async () => {
    const p = await makeCommunityChallenge(privacy);
    expectAnswered(await statuses(p, keysCookie(p.key)), { signedIn: false });
    expectAnswered(await statuses(p, withKeys((await verified()).cookie, p.key)), { signedIn: true });
    for (const path of [`/api/user-submissions/${p.entry.id}?key=${p.key}`, `/photo/${p.entry.id}?type=user&key=${p.key}`]) {
      expect((await request(path)).status, path).toBe(200);
    }
  });

  it('answers its creator, an entrant and an admin', async () => {
    const p = await makeCommunityChallenge(privacy);
    const admin = await makeUser({ isAdmin: true, emailVerifiedAt: new Date() });
    for (const who of [p.creator, p.entrant, admin]) expectAnswered(await statuses(p, who.cookie), { signedIn: true });
  });

  it('is reached by the key in its address, which the browser then remembers', async () => {
    const p = await makeCommunityChallenge(privacy);
    const api = await request(`/api/user-challenges/${p.key}`);
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ id: p.challenge.id, key: p.key, privacyType: privacy });
    expect(api.headers.get('Set-Cookie')).toContain(keysCookie(p.key));
    const page = await request(`/user-challenges/${p.key}`);
    expect(page.status).toBe(200);
    const cookie = page.headers.get('Set-Cookie') ?? '';
    expect(cookie).toContain(keysCookie(p.key));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
    // What the page's islands then ask by numeric id works with that cookie alone.
    const remembered = present(cookie.split(';')[0], 'the keys cookie');
    expect((await request(`/api/user-challenges/${p.challenge.id}/submissions`, { cookie: remembered })).status).toBe(200);
    expect((await request(`/api/user-submissions/${p.entry.id}`, { cookie: remembered })).status).toBe(200);
    expect((await request(`/user-challenges/${p.key}x`)).status).toBe(404);
  });

  it('is answered as private, never cached, and never served to the next visitor', async () => {
    const p = await makeCommunityChallenge(privacy);
    for (const path of [`/api/challenges/${p.challenge.id}`, `/api/challenges/${p.challenge.id}/submissions`]) {
      expect((await request(path)).status).toBe(404);
      const keyed = await request(path, { cookie: keysCookie(p.key) });
      expect(keyed.status).toBe(200);
      expect(keyed.headers.get('Cache-Control')).toBe('private, no-store');
      const byQuery = await request(`${path}?key=${p.key}`);
      expect(byQuery.headers.get('Cache-Control')).toBe('private, no-store');
      expect((await request(path)).status).toBe(404);
      expect((await request(`${path}?key=${p.key}`)).headers.get('Cache-Control')).toBe('private, no-store');
    }
  });
});

describe('the keys cookie', () => {
  it('keeps the last 20 keys opened, newest first', async () => {
    const opened = [];
    let cookie = '';
    for (let i = 0; i < 21; i++) {
      const p = await makeCommunityChallenge('unlisted');
      opened.push(p.key);
      const res = await request(`/user-challenges/${p.key}`, { cookie });
      cookie = present((res.headers.get('Set-Cookie') ?? '').split(';')[0], 'the keys cookie');
    }
    const kept = present(cookie.split('=')[1], 'the keys in the cookie').split('.');
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe(opened[20]);
    expect(kept).not.toContain(opened[0]);
  });
});

describe('a public community challenge', () => {
  it('is answered to everyone, with a public cache and no key', async () => {
    const p = await makeCommunityChallenge('public');
    const res = await request(`/api/challenges/${p.challenge.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=15');
    expect(await res.json()).toMatchObject({ key: null, removedAt: null });
    expect((await request(`/api/user-submissions/${p.entry.id}`)).status).toBe(200);
  });
});

describe("a private challenge's entries", () => {
  it('stay out of the gallery, winners, featured, carousel, home page, leaderboard and profiles seen by others', async () => {
    await setFlag('traditional_challenges_enabled', false);
    const shown = await provenChallenge('public');
    const hidden = [await provenChallenge('unlisted'), await provenChallenge('invite')];
    const hiddenIds = hidden.map((p) => p.entry.id);
    // A member's requests skip the edge cache, so each answer is read fresh.
    const { cookie } = await verified();
    const ids = async (path: string, pick: (body: never) => { id: number }[]) =>
      pick((await (await request(path, { cookie })).json()) as never).map((p) => p.id);

    const gallery = await ids('/api/gallery?limit=60', (b: { photos: { id: number }[] }) => b.photos);
    const winners = await ids('/api/submissions/winners?limit=100', (b: { id: number }[]) => b);
    const featured = await ids('/api/submissions/featured?limit=100', (b: { id: number }[]) => b);
    for (const list of [gallery, winners, featured]) {
      expect(list).toContain(shown.entry.id);
      for (const id of hiddenIds) expect(list).not.toContain(id);
    }
    const carousel = (await (await request('/api/carousel-images', { cookie })).json()) as { name: string }[];
    expect(carousel.map((c) => c.name)).toContain(`public entry by ${shown.entrant.user.username}`);
    for (const p of hidden)
      expect(carousel.map((c) => c.name)).not.toContain(`${p.challenge.privacyType} entry by ${p.entrant.user.username}`);

    const home = edgeState(await (await request('/', { cookie })).text()).page;
    for (const id of hiddenIds) {
      expect(home.winners.map((w: { id: number }) => w.id)).not.toContain(id);
      expect(home.featured.map((w: { id: number }) => w.id)).not.toContain(id);
    }
    const board = (await (await request('/api/leaderboard?limit=100', { cookie })).json()) as { id: number }[];
    for (const p of hidden) expect(board.map((row) => row.id)).not.toContain(p.entrant.user.id);

    for (const p of hidden) {
      const seenByOthers = (await (await request(`/api/users/${p.entrant.user.id}/photos`, { cookie })).json()) as {
        photos: { id: number }[];
      };
      expect(seenByOthers.photos).toEqual([]);
      const seenByThemself = (await (
        await request(`/api/users/${p.entrant.user.id}/photos`, { cookie: p.entrant.cookie })
      ).json()) as {
        photos: { id: number; challengeKey: string | null }[];
      };
      expect(seenByThemself.photos).toMatchObject([{ id: p.entry.id, challengeKey: p.key }]);
      const profilePage = edgeState(await (await request(`/profile/${p.entrant.user.id}`)).text()).page;
      expect(profilePage.photos).toEqual([]);
    }
  });
});
