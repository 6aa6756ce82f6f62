import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quarantinedObjects, storedObjects, submissions } from '../../../db/schema';
import { createDb } from '../../db';
import { JPEG } from '../../test/images';
import { failingLeaderboard } from '../../test/failing-d1';
import { db, makeChallenge, makeUser } from '../../test/helpers';
import { submitPhoto } from './submit-photo';

function entryForm() {
  const form = new FormData();
  form.append('photo', new Blob([JPEG], { type: 'image/jpeg' }), 'shot.jpg');
  form.append('title', 'Harbour at dawn');
  form.append('altText', 'Boats moored in a misty harbour');
  return form;
}

describe('adding an entry', () => {
  it('writes the entry and the leaderboard together: when the second fails, no entry and no photo stay', async () => {
    const challenge = await makeChallenge('active');
    const { user } = await makeUser({ emailVerifiedAt: new Date() });
    const broken = createDb(failingLeaderboard(env.DB));
    await expect(submitPhoto(env, broken, challenge, user.id, entryForm(), new Date())).rejects.toThrow();
    expect(await db().select().from(submissions).where(eq(submissions.userId, user.id))).toHaveLength(0);
    expect((await env.PHOTOS.list({ prefix: 'photos/' })).objects).toHaveLength(0);
    // Deleted outright, not quarantined: no row ever pointed at the files.
    expect(await db().select().from(storedObjects).where(eq(storedObjects.userId, user.id))).toEqual([]);
    expect(await db().select().from(quarantinedObjects).where(eq(quarantinedObjects.userId, user.id))).toEqual([]);
  });

  it('adds the entry and the entrant to the leaderboard when both writes succeed', async () => {
    const challenge = await makeChallenge('active');
    const { user } = await makeUser({ emailVerifiedAt: new Date() });
    const id = await submitPhoto(env, db(), challenge, user.id, entryForm(), new Date());
    const stats = await db().query.leaderboardStats.findFirst({ where: (s, { eq: is }) => is(s.userId, user.id) });
    expect(id).toBeGreaterThan(0);
    expect(stats).toMatchObject({ totalSubmissions: 1 });
  });
});
