import { describe, expect, it } from 'vitest';
import { db, makeChallenge, makeUser, request } from '../test/helpers';
import { challenges } from '../../db/schema';
import { eq } from 'drizzle-orm';

describe('the edge cache for public lists', () => {
  it("answers a visitor from the cache but a signed-in person from the database", async () => {
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
});
