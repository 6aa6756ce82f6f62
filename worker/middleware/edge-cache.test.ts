import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { db, makeChallenge, makeUser, request } from '../test/helpers';
import { makeMentor } from '../test/mentoring';
import { challenges } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { edgeCache } from './edge-cache';

type Marks = (c: { header: (name: string, value: string) => void }) => void;

// A route behind the cache that counts how often it really ran.
function countingApp(answer: Marks) {
  let runs = 0;
  const app = new Hono<AppEnv>().get('/api/probe', edgeCache(60), (c) => {
    runs++;
    answer(c);
    return c.json({ runs });
  });
  const call = async (path: string) => {
    const ctx = createExecutionContext();
    const res = await app.request(`http://example.com${path}`, {}, env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
  return { call, runs: () => runs };
}

let probe = 0;
const uniquePath = () => `/api/probe?n=${Date.now()}-${probe++}`;

describe('the edge cache for public lists', () => {
  it('answers a visitor from the cache but a signed-in person from the database', async () => {
    const challenge = await makeChallenge('active', { title: 'Before' });
    const first = await request(`/api/challenges/${challenge.id}`);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=15');
    expect(await first.json()).toMatchObject({ title: 'Before' });
    await db().update(challenges).set({ title: 'After' }).where(eq(challenges.id, challenge.id));
    expect(await (await request(`/api/challenges/${challenge.id}`)).json()).toMatchObject({ title: 'Before' });
    const { cookie } = await makeUser();
    const personal = await request(`/api/challenges/${challenge.id}`, { cookie });
    expect(personal.headers.get('Cache-Control')).toBeNull();
    expect(await personal.json()).toMatchObject({ title: 'After' });
  });

  it('never caches an error', async () => {
    expect((await request('/api/challenges/987654')).headers.get('Cache-Control')).toBeNull();
  });

  it('never keeps an answer its route marked private, nor one that sets a cookie', async () => {
    const marks: Marks[] = [
      (c) => c.header('Cache-Control', 'private, no-store'),
      (c) => c.header('Set-Cookie', 'ac_challenge_keys=abc; Path=/'),
    ];
    for (const mark of marks) {
      const { call, runs } = countingApp(mark);
      const path = uniquePath();
      const first = await call(path);
      expect(first.headers.get('Cache-Control') ?? '').not.toMatch(/public/);
      await call(path);
      expect(runs()).toBe(2);
    }
  });

  it('reads once for visitors who ask at the same moment, and gives each the answer', async () => {
    const { call, runs } = countingApp(() => {});
    const path = uniquePath();
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(path)));
    expect(runs()).toBe(1);
    for (const res of answers) expect(await res.json()).toEqual({ runs: 1 });
  });

  it('lets each ask for its own when the answer at that moment may not be shared', async () => {
    const { call, runs } = countingApp((c) => c.header('Cache-Control', 'private'));
    const path = uniquePath();
    await Promise.all(Array.from({ length: 3 }, () => call(path)));
    expect(runs()).toBe(3);
  });

  it('sends a request with a challenge key in its query to the database', async () => {
    const { call, runs } = countingApp(() => undefined);
    const path = `${uniquePath()}&key=0123456789abcdef0123456789abcdef`;
    expect((await call(path)).headers.get('Cache-Control')).toBeNull();
    await call(path);
    expect(runs()).toBe(2);
    const shared = uniquePath();
    await call(shared);
    await call(shared);
    expect(runs()).toBe(3);
  });

  it('sends a long list gzipped to a browser that accepts it, each answer naming its own request', async () => {
    for (const n of [1, 2, 3]) await makeChallenge('active', { title: `Long list ${n}` });
    const path = '/api/challenges?limit=47';
    const plain = await request(path);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const browser = { 'Accept-Encoding': 'gzip, deflate, br' };
    const [first, second] = [await request(path, { headers: browser }), await request(path, { headers: browser })];
    for (const res of [first, second]) {
      expect(res.headers.get('Content-Encoding')).toBe('gzip');
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      // fetch takes the gzip off, once: an answer compressed twice would still be gzip here.
      expect(await res.text()).toBe(text);
    }
    expect(first.headers.get('X-Request-Id')).not.toBe(second.headers.get('X-Request-Id'));
    const refused = await request(path, { headers: { 'Accept-Encoding': 'gzip;q=0, br' } });
    expect(refused.headers.get('Content-Encoding')).toBeNull();
    expect(await refused.text()).toBe(text);
  });

  it("keeps mentor discovery and a mentor's page for visitors, never their free times", async () => {
    const mentor = await makeMentor();
    const from = new Date(Date.now() + 86_400_000).toISOString();
    for (const path of ['/api/mentors?sort=price', `/api/mentors/${mentor.user.id}`]) {
      const res = await request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe('public, max-age=15');
    }
    const slots = await request(`/api/mentors/${mentor.user.id}/slots?durationMinutes=60&from=${from}&days=7`);
    expect(slots.status).toBe(200);
    expect(slots.headers.get('Cache-Control')).toBeNull();
  });
});
