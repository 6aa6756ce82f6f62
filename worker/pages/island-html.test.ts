import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_PAGE_SIZE } from '../contract/list-pages';
import { edgeState } from '../test/community-helpers';
import { webinarRecordings, webinarRegistrations, webinars } from '../../db/schema';
import { db, makeChallenge, makeEntry, makeUser, present, request, send, setFlag } from '../test/helpers';
import { makeMentor } from '../test/mentoring';

// What the Worker renders into an island's element: the first view, before any script.
function islandHtml(html: string): string {
  const found = /<astro-island[^>]*client="(?:load|idle)"[^>]*>([\s\S]*?)<!--astro:end--><\/astro-island>/.exec(html);
  return found?.[1] ?? '';
}

const pageHtml = async (path: string, cookie?: string) => islandHtml(await (await request(path, { cookie })).text());

describe('islands rendered at the edge', () => {
  beforeAll(() => setFlag('mentor_program_access', true));

  it('lays out the gallery in the HTML, its first photos fetched first and sized from their variants', async () => {
    const { user } = await makeUser();
    const done = await makeChallenge('completed', { resultsAt: new Date() });
    await makeEntry(done.id, user.id, 'Painted before scripts');
    const html = await pageHtml('/gallery');
    expect(html).toContain('Painted before scripts');
    const first = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(first).toContain('fetchPriority="high"');
    expect(first).toMatch(/srcSet="[^"]+ 480w, [^"]+ 1600w"/);
    expect(first).toContain('sizes="(max-width: 640px) 50vw');
    // Every tile's place for two, three and four columns is in its style: no measuring first.
    expect(html).toMatch(/<li style="--c2:\d+;--r2:\d+ \/ span \d+;--c3:/);
  });

  it("lists a full first page of challenges with 'Load more', not a spinner, so hydration changes nothing", async () => {
    for (let i = 0; i <= CHALLENGE_PAGE_SIZE; i++) await makeChallenge('active', { title: `Edge list ${i}` });
    const html = await pageHtml('/challenges');
    expect(html.match(/class="challenge-card"/g)).toHaveLength(CHALLENGE_PAGE_SIZE);
    expect(html).toContain('Load more');
    expect(html).not.toContain('Loading challenges...');
  });

  it("writes a member's first page of notifications into /notifications", async () => {
    const author = await makeUser();
    const entry = await makeEntry((await makeChallenge('active')).id, author.user.id, 'Rung at dawn');
    const fan = await makeUser();
    expect((await send('POST', '/api/likes', { submissionId: entry.id }, fan.cookie)).status).toBe(200);
    const html = await pageHtml('/notifications', author.cookie);
    expect(html).toContain(`${fan.user.username} liked your photo “Rung at dawn”`);
    expect(html).toContain('Mark all as read');
  });

  it('shows a challenge with its cover first and, once results are in, its podium', async () => {
    const { user } = await makeUser();
    const challenge = await makeChallenge('completed', {
      title: 'Edge-rendered dusk',
      coverImage: '/api/uploads/covers/dusk.jpg',
      resultsAt: new Date(),
    });
    const entry = await makeEntry(challenge.id, user.id, 'On the podium');
    await env.DB.prepare('UPDATE submissions SET final_rank = 1 WHERE id = ?').bind(entry.id).run();
    const html = await pageHtml(`/challenges/${challenge.id}`);
    expect(html).toContain('<h1>Edge-rendered dusk</h1>');
    expect(html).toMatch(/<img src="\/api\/uploads\/covers\/dusk.jpg"[^>]*fetchPriority="high"/);
    expect(html).toContain('On the podium');
  });

  it("names a photo's page's photo and an uploaded cover in the answer's headers, as its <img> chooses them", async () => {
    const { user } = await makeUser();
    const challenge = await makeChallenge('completed', {
      coverImage: '/api/uploads/photos/cover-dusk.jpg',
      resultsAt: new Date(),
    });
    const entry = await makeEntry(challenge.id, user.id, 'Linked first');
    for (const path of [`/photo/${entry.id}?type=standard`, `/challenges/${challenge.id}`]) {
      const res = await request(path);
      const img = /<img [^>]*fetchPriority="high"[^>]*>/.exec(await res.text())?.[0] ?? '';
      const srcset = /srcSet="([^"]+)"/.exec(img)?.[1];
      const sizes = /sizes="([^"]+)"/.exec(img)?.[1];
      expect(srcset, path).toBeTruthy();
      const link = res.headers.get('Link') ?? '';
      expect(link, path).toContain('rel=preload; as=image');
      expect(link, path).toContain(`imagesrcset="${srcset}"; imagesizes="${sizes}"; fetchpriority=high`);
    }
    expect((await request(`/challenge/${challenge.id}/entries`)).headers.get('Link')).toBeNull();
  });

  it('renders each request from its own viewer, however many arrive at once', async () => {
    const mentor = await makeMentor({ headline: 'Light on location' });
    const { cookie } = await makeUser();
    const path = `/mentors/${mentor.user.id}`;
    const pages = await Promise.all(Array.from({ length: 12 }, (_, i) => pageHtml(path, i % 2 ? cookie : undefined)));
    pages.forEach((html, i) => {
      expect(html).toContain('Light on location');
      const signIn = html.includes('href="/auth?tab=login&amp;next=');
      expect(signIn, `request ${i}`).toBe(i % 2 === 0);
    });
  });

  it('sends text fields read-only until their island is hydrated, so nothing typed early is lost', async () => {
    const search = /<input id="mentor-search"[^>]*>/.exec(await pageHtml('/mentor-discovery'))?.[0] ?? '';
    expect(search).toContain('readOnly=""');
    const { user, cookie } = await makeUser();
    const challenge = await makeChallenge('completed', { resultsAt: new Date() });
    const entry = await makeEntry(challenge.id, user.id, 'Open to comments');
    const comment =
      /<textarea[^>]*comment-form__input[^>]*>/.exec(await pageHtml(`/photo/${entry.id}?type=standard`, cookie))?.[0] ?? '';
    expect(comment).toContain('readOnly=""');
  });

  it("shows a server render's local times in the viewer's first language", async () => {
    const { user } = await makeUser();
    const challenge = await makeChallenge('active');
    const entry = await makeEntry(challenge.id, user.id, 'Commented on');
    await env.DB.prepare('INSERT INTO comments (submission_id, user_id, body, created_at) VALUES (?, ?, ?, ?)')
      .bind(entry.id, user.id, 'Lovely light', Date.now())
      .run();
    const path = `/photo/${entry.id}?type=standard`;
    const asked = async (language: string) => request(path, { headers: { 'Accept-Language': language } });
    const german = await (await asked('de-DE,de;q=0.9,en;q=0.8')).text();
    expect(edgeState(german).locale).toBe('de-DE');
    expect(german).toMatch(/<time dateTime="[^"]+">\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}<\/time>/);
    for (const nonsense of ['*', 'not a language!'])
      expect(edgeState(await (await asked(nonsense)).text()).locale).toBeUndefined();
  });

  it('serves the speed floor, its island rendered too, on a local machine only', async () => {
    const local = await exports.default.fetch(new Request('http://127.0.0.1/dev/floor'));
    expect(local.status).toBe(200);
    expect(islandHtml(await local.text()).replace(/<!-- -->/g, '')).toContain('Pressed 0 times');
    expect((await request('/dev/floor')).status).toBe(404);
  });

  it("puts the home page's first hero photo in the HTML, fetched first", async () => {
    await setFlag('traditional_challenges_enabled', true);
    const { user } = await makeUser();
    const done = await makeChallenge('completed', { resultsAt: new Date() });
    const entry = await makeEntry(done.id, user.id, 'Hero of the day');
    await env.DB.prepare('UPDATE submissions SET final_rank = 1 WHERE id = ?').bind(entry.id).run();
    const res = await request('/');
    const html = await res.text();
    const [first] = edgeState(html).page.carousel;
    const hero = /<img [^>]*data-fill-photo="hero"[^>]*>/.exec(html)?.[0] ?? '';
    expect(hero).toContain(`src="${first.imageUrl}"`);
    expect(hero).toContain(`srcset="${first.mobileImageUrl} 480w, ${first.imageUrl} 1600w"`);
    expect(hero).toContain('fetchpriority="high"');
    expect(res.headers.get('Link')).toContain(
      `imagesrcset="${first.mobileImageUrl} 480w, ${first.imageUrl} 1600w"; imagesizes="100vw"`,
    );
  });

  it("renders the sign-in card of the URL's tab, its button waiting for the script", async () => {
    const register = await pageHtml('/auth?tab=register&next=/profile');
    expect(register).toContain('Join Aperture Circle');
    expect(register).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Create Account<\/button>/);
    const login = await pageHtml('/auth');
    expect(login).toContain('Welcome back');
    expect(login).toContain('Email or Username');
  });
  it("lists the webinars in /webinars and shows one with the viewer's way in, for visitors and members", async () => {
    const { user: host, cookie: hostCookie } = await makeUser({ isAdmin: true });
    const [row] = await db()
      .insert(webinars)
      .values({
        title: 'Edge-rendered light',
        description: 'Window light, explained.',
        hostId: host.id,
        startsAt: new Date(Date.now() + 30 * 86_400_000),
        durationMinutes: 60,
        capacity: 5,
      })
      .returning();
    const id = present(row).id;
    const list = await pageHtml('/webinars');
    expect(list).toContain('Edge-rendered light');
    expect(list).toContain('5 seats left');
    expect(list).not.toContain('Loading webinars...');
    expect(await pageHtml(`/webinar/${id}`)).toContain('Sign in to register');
    const member = await makeUser({ emailVerifiedAt: new Date() });
    expect(await pageHtml(`/webinar/${id}`, member.cookie)).toContain('Register for free');
    expect(await pageHtml(`/webinar/${id}/register`, member.cookie)).toContain('Register for free');
    expect((await send('POST', `/api/webinars/${id}/registration`, undefined, member.cookie)).status).toBe(200);
    const seated = await pageHtml(`/webinar/${id}`, member.cookie);
    expect(seated).toContain('You&#x27;re registered.');
    expect(seated).toContain('Give my seat back');
    const hosting = await pageHtml(`/webinar/${id}`, hostCookie);
    expect(hosting).toContain('You are hosting this webinar.');
    // A month ahead: the doors are not open yet.
    expect(hosting).not.toContain('Start webinar');
    expect((await request('/webinar/987654321')).status).toBe(404);
  });

  it("renders a paid webinar's payment page and, once the seat is the member's, its success page", async () => {
    const { user: host } = await makeUser({ isAdmin: true });
    const [row] = await db()
      .insert(webinars)
      .values({
        title: 'Paid light',
        hostId: host.id,
        startsAt: new Date(Date.now() + 30 * 86_400_000),
        durationMinutes: 60,
        capacity: 5,
        priceCents: 2500,
      })
      .returning();
    const id = present(row).id;
    const member = await makeUser({ emailVerifiedAt: new Date() });
    expect(await pageHtml(`/webinar/${id}`, member.cookie)).toContain(`href="/webinar/${id}/payment"`);
    const payment = await pageHtml(`/webinar/${id}/payment`, member.cookie);
    expect(payment).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Pay \$25<\/button>/);
    expect(payment).toContain('Give your seat back up to 24 hours before the start for a full refund.');
    const whole = await (await request(`/webinar/${id}/payment`, { cookie: member.cookie })).text();
    expect(whole).toContain('<title>Webinar Payment: Paid light');
    expect((await request(`/webinar/${id}/payment`, { redirect: 'manual' })).status).toBe(302);
    await db().insert(webinarRegistrations).values({ webinarId: id, userId: member.user.id, status: 'registered' });
    const success = await pageHtml(`/webinar/${id}/success?checkout=cs_test`, member.cookie);
    expect(success).toContain('You&#x27;re registered. Your invite and receipt are on their way to your email.');
    expect(success).toContain('Go to the Webinar');
  });

  it("renders a webinar's replay page: the player for a registrant, where it stands for anyone else", async () => {
    const { user: host } = await makeUser({ isAdmin: true });
    const [row] = await db()
      .insert(webinars)
      .values({
        title: 'Replayed light',
        hostId: host.id,
        startsAt: new Date(Date.now() - 3 * 3_600_000),
        durationMinutes: 60,
        capacity: 5,
        endedAt: new Date(Date.now() - 2 * 3_600_000),
      })
      .returning();
    const id = present(row).id;
    expect(await pageHtml(`/webinar/${id}/recording`)).toContain('This webinar was not recorded.');
    await db()
      .insert(webinarRecordings)
      .values({ webinarId: id, status: 'ready', objectKey: `recordings/${id}/replay.webm`, bytes: 10, durationMs: 125_000 });
    const member = await makeUser();
    await db().insert(webinarRegistrations).values({ webinarId: id, userId: member.user.id, status: 'registered' });
    const player = await pageHtml(`/webinar/${id}/recording`, member.cookie);
    expect(player).toContain(`src="/api/webinars/${id}/recording/file"`);
    expect(player).toContain(' · 2 min');
    expect(await pageHtml(`/webinar/${id}/recording`)).toContain('Sign in to watch');
    expect(await pageHtml(`/webinar/${id}`, member.cookie)).toContain('Watch the Replay');
  });
});
