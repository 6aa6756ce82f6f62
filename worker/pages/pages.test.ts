import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ORIGIN, makeChallenge, makeEntry, makeUser, request, send, setFlag, subscribe } from '../test/helpers';

// The path exactly as a browser sends it: `request()` would read "//host" as a host.
function requestPath(path: string, cookie?: string) {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} }),
  );
}

// Where a browser goes when it follows the answer's Location.
const target = (res: Response, path: string) => new URL(res.headers.get('Location') ?? '', `${ORIGIN}${path}`);

function edgeState(html: string) {
  const json = /<script type="application\/json" id="edge-state">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('static and dynamic pages', () => {
  it('serves /about with the mission', async () => {
    const res = await request('/about');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(await res.text()).toMatch(/inspire creativity and technical excellence/i);
  });

  it('serves the not-found page with 404 for any unknown path', async () => {
    for (const path of ['/no-such-page', '/challenges/1/nope', '/shells/page', '/denied/admin']) {
      const res = await request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('Page Not Found');
    }
  });

  it('drops a trailing slash with a permanent redirect', async () => {
    const res = await request('/about/?x=1', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/about?x=1');
  });

  it('never redirects to another site, whatever slashes the path begins with', async () => {
    const paths = ['//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/', '///evil.example//', '/\\/evil.example/', '//'];
    for (const path of paths) {
      const res = await requestPath(path);
      expect(res.status, path).toBe(301);
      expect(target(res, path).origin, path).toBe(ORIGIN);
    }
    expect(target(await requestPath('//evil.example/?x=1'), '/').href).toBe(`${ORIGIN}/evil.example?x=1`);
    // Without the slash the path reads as a file (".example"), which is not there.
    expect((await requestPath('//evil.example')).headers.get('Location')).toBeNull();
  });

  it('answers 405 JSON to non-GET requests on page paths', async () => {
    const res = await send('POST', '/about', {});
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('fills a dynamic route from D1 at the edge: title and first data', async () => {
    const { user } = await makeUser({ username: 'ansel_a', profileImageUrl: '/api/uploads/avatars/a.png' });
    const res = await request(`/profile/${user.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>ansel_a | Aperture Circle</title>');
    expect(html).toMatch(/<img[^>]*src="\/api\/uploads\/avatars\/a\.png"[^>]*data-fill-src="profile-avatar"/);
    expect(edgeState(html).page.profile).toMatchObject({ id: user.id, username: 'ansel_a' });
    expect(html).not.toContain(user.email);
  });

  it('answers 404 for a profile that does not exist', async () => {
    expect((await request('/profile/987654321')).status).toBe(404);
    expect((await request('/profile/abc')).status).toBe(404);
  });

  it('never lets a shared cache keep a page', async () => {
    const res = await request('/');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('the navigation rendered at the edge', () => {
  it('shows Login and Sign up to visitors and no avatar menu', async () => {
    const html = await (await request('/about')).text();
    expect(html).toContain('Sign up');
    expect(html).toContain('/auth?tab=login');
    expect(html).not.toContain('Log out');
    expect(edgeState(html).user).toBeNull();
  });

  it('shows a signed-in user their own menu, without the signed-out links', async () => {
    const { user, cookie } = await makeUser({ username: 'dorothea' });
    const html = await (await request('/about', { cookie })).text();
    expect(html).toContain('dorothea');
    expect(html).toContain('Log out');
    expect(html).toContain('Start Selling');
    expect(html).not.toContain('/auth?tab=login');
    expect(html).not.toContain('Admin Dashboard');
    expect(edgeState(html).user).toMatchObject({ id: user.id, username: 'dorothea' });
  });

  it('adds Admin Dashboard for admins and Mentor Dashboard for approved mentors', async () => {
    const admin = await makeUser({ isAdmin: true });
    expect(await (await request('/about', { cookie: admin.cookie })).text()).toContain('Admin Dashboard');
    const mentor = await makeUser({ mentor: 'approved' });
    expect(await (await request('/about', { cookie: mentor.cookie })).text()).toContain('Mentor Dashboard');
    const pending = await makeUser({ mentor: 'pending' });
    expect(await (await request('/about', { cookie: pending.cookie })).text()).not.toContain('Mentor Dashboard');
  });

  it('shows the subscription badge for each kind of subscriber', async () => {
    await setFlag('subscriptions_enabled', true);
    const seller = await makeUser();
    await subscribe(seller.user.id, 'print_user');
    const sellerHtml = await (await request('/about', { cookie: seller.cookie })).text();
    expect(sellerHtml).toContain('Print Seller');
    expect(sellerHtml).toContain('Upgrade to Pro');
    expect(sellerHtml).not.toContain('Start Selling');

    const pro = await makeUser();
    await subscribe(pro.user.id, 'portfolio_pro');
    const proHtml = await (await request('/about', { cookie: pro.cookie })).text();
    expect(proHtml).toContain('Portfolio Pro');
    expect(proHtml).toContain('Manage Subscription');
  });

  it('shows the challenge links and cart only with their flags', async () => {
    await setFlag('traditional_challenges_enabled', false);
    await setFlag('print_sales_enabled', false);
    const off = await (await request('/about')).text();
    expect(off).not.toContain('href="/leaderboard"');
    expect(off).not.toContain('href="/cart"');

    await setFlag('traditional_challenges_enabled', true);
    await setFlag('print_sales_enabled', true);
    const on = await (await request('/about')).text();
    expect(on).toContain('href="/leaderboard"');
    expect(on).toContain('href="/cart"');
    expect(edgeState(on).flags).toMatchObject({ traditional_challenges_enabled: true, print_sales_enabled: true });
  });
});

describe('pages for one kind of visitor', () => {
  it('sends a visitor on /profile to sign in first, and back afterwards', async () => {
    const res = await request('/profile', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/auth?tab=login&next=/profile');
  });

  it('sends a signed-in person on /auth on to a page of this site only', async () => {
    const { cookie } = await makeUser();
    const home = await request('/auth?tab=login', { cookie, redirect: 'manual' });
    expect(home.headers.get('Location')).toBe('/');
    const next = await request('/auth?next=%2Fgallery', { cookie, redirect: 'manual' });
    expect(next.headers.get('Location')).toBe('/gallery');
    const away = await request('/auth?next=%2F%2Fevil.test', { cookie, redirect: 'manual' });
    expect(away.headers.get('Location')).toBe('/');
  });

  it('keeps a signed-in person on this site whatever `next` holds, with or without a trailing slash', async () => {
    const { cookie } = await makeUser();
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      '%2F%2Fevil.example',
      '%2F%5Cevil.example',
      'https://evil.example/',
    ]) {
      for (const path of [`/auth?next=${next}`, `/auth/?next=${next}`, `//auth/?next=${next}`]) {
        let res = await requestPath(path, cookie);
        if (res.status === 301) res = await requestPath(target(res, path).pathname + target(res, path).search, cookie);
        expect(res.status, path).toBe(302);
        expect(target(res, path).origin, path).toBe(ORIGIN);
      }
    }
  });
});

describe('a public profile', () => {
  it("carries the person's photos with results and their totals, read at the edge", async () => {
    const { user } = await makeUser();
    const done = await makeChallenge('completed', { resultsAt: new Date() });
    const running = await makeChallenge('active');
    const shown = await makeEntry(done.id, user.id, 'Shown');
    await makeEntry(running.id, user.id, 'Hidden until results');
    const state = edgeState(await (await request(`/profile/${user.id}`)).text());
    expect(state.page.photos.map((p: { id: number }) => p.id)).toEqual([shown.id]);
    expect(state.page.stats).toEqual({ photos: 0, wins: 0, points: 0 });
    const api = (await (await request(`/api/users/${user.id}/photos`)).json()) as { photos: { title: string }[] };
    expect(api.photos.map((p) => p.title)).toEqual(['Shown']);
  });
});

describe('list pages answered at the edge', () => {
  it("carries the gallery's first page, exactly what the API answers for that path", async () => {
    const { user } = await makeUser();
    const done = await makeChallenge('completed', { resultsAt: new Date() });
    const photo = await makeEntry(done.id, user.id, 'At the edge');
    const { api } = edgeState(await (await request('/gallery')).text());
    const apiAnswer = await (await request('/api/gallery?limit=24')).json();
    expect(api['/api/gallery?limit=24']).toEqual(apiAnswer);
    expect(api['/api/gallery?limit=24'].photos.map((p: { id: number }) => p.id)).toContain(photo.id);
  });

  it("builds the challenge list's path from the page's own filters", async () => {
    await makeChallenge('voting', { category: 'street', title: 'Voting street' });
    const { api } = edgeState(await (await request('/challenges?status=VOTING&category=Street&page=2')).text());
    const titles = api['/api/challenges?limit=13&offset=0&status=voting&category=street'].map((c: { title: string }) => c.title);
    expect(titles).toContain('Voting street');
    expect(Object.keys(api)).toHaveLength(1);
  });

  it('answers as the viewer: a signed-in person sees their own likes in the first page', async () => {
    const { user, cookie } = await makeUser();
    const done = await makeChallenge('completed', { resultsAt: new Date() });
    const photo = await makeEntry(done.id, user.id, 'Liked');
    expect((await send('POST', '/api/likes', { submissionId: photo.id }, cookie)).status).toBe(200);
    const { api } = edgeState(await (await request('/gallery', { cookie })).text());
    const first = api['/api/gallery?limit=24'].photos.find((p: { id: number }) => p.id === photo.id);
    expect(first).toMatchObject({ likesCount: 1, likedByMe: true });
  });

  it('carries the winners and the leaderboard', async () => {
    const winners = edgeState(await (await request('/winners')).text()).api;
    const leaders = edgeState(await (await request('/leaderboard')).text()).api;
    expect(Object.keys(winners)).toEqual(['/api/submissions/winners?limit=30']);
    expect(Object.keys(leaders)).toEqual(['/api/leaderboard?limit=50']);
  });
});

describe('Meet the Founder', () => {
  it("keeps only the founder's upload placeholder for the founder and only 'Video Coming Soon' for everyone else", async () => {
    const founder = await makeUser({ username: 'founder' });
    const member = await makeUser();
    const forFounder = await (await request('/', { cookie: founder.cookie })).text();
    expect(forFounder).toContain('MP4, MOV, AVI, max 100MB');
    expect(forFounder).not.toContain('Video Coming Soon');
    for (const cookie of [member.cookie, undefined]) {
      const html = await (await request('/', { cookie })).text();
      expect(html).toContain('Video Coming Soon');
      expect(html).not.toContain('MP4, MOV, AVI, max 100MB');
    }
  });
});
