import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { submissions } from '../../../db/schema';
import { makeCommunityChallenge, verified } from '../../test/community-helpers';
import { db, makeChallenge, makeEntry, makeUser } from '../../test/helpers';
import { canSee, challengeOfEntry, newChallengeKey, parseChallengeRef } from './access';

const viewerOf = ({ user }: { user: { id: number; isAdmin: boolean; isSuperAdmin: boolean } }) => user;
const NO_KEYS = new Set<string>();

describe('who may see a challenge', () => {
  it('lets everyone see a public challenge, and nobody but admins a removed one', async () => {
    const open = await makeChallenge('active');
    const removed = await makeChallenge('active', { removedAt: new Date() });
    const member = viewerOf(await verified());
    const admin = viewerOf(await makeUser({ isAdmin: true }));
    expect(await canSee(db(), open, null, NO_KEYS)).toBe(true);
    expect(await canSee(db(), removed, null, NO_KEYS)).toBe(false);
    expect(await canSee(db(), removed, member, NO_KEYS)).toBe(false);
    expect(await canSee(db(), removed, admin, NO_KEYS)).toBe(true);
  });

  for (const privacy of ['unlisted', 'invite'] as const) {
    it(`lets only the key holder, creator, an entrant and admins see an ${privacy} challenge`, async () => {
      const { challenge, key, creator, entrant } = await makeCommunityChallenge(privacy);
      const stranger = viewerOf(await verified());
      const admin = viewerOf(await makeUser({ isSuperAdmin: true }));
      expect(await canSee(db(), challenge, null, NO_KEYS)).toBe(false);
      expect(await canSee(db(), challenge, stranger, NO_KEYS)).toBe(false);
      expect(await canSee(db(), challenge, stranger, new Set([newChallengeKey()]))).toBe(false);
      expect(await canSee(db(), challenge, null, new Set([key]))).toBe(true);
      expect(await canSee(db(), challenge, viewerOf(creator), NO_KEYS)).toBe(true);
      expect(await canSee(db(), challenge, viewerOf(entrant), NO_KEYS)).toBe(true);
      expect(await canSee(db(), challenge, admin, NO_KEYS)).toBe(true);
    });
  }

  it("doesn't count a removed entry as entering, nor a key once the challenge is removed", async () => {
    const { challenge, key, entrant, entry } = await makeCommunityChallenge('unlisted');
    await db().update(submissions).set({ status: 'removed' }).where(eq(submissions.id, entry.id));
    expect(await canSee(db(), challenge, viewerOf(entrant), NO_KEYS)).toBe(false);
    expect(await canSee(db(), { ...challenge, removedAt: new Date() }, null, new Set([key]))).toBe(false);
    expect(await challengeOfEntry(db(), entry.id)).toBeUndefined();
  });

  it('finds the challenge of an active entry', async () => {
    const challenge = await makeChallenge('active');
    const { user } = await makeUser();
    const entry = await makeEntry(challenge.id, user.id);
    expect((await challengeOfEntry(db(), entry.id))?.id).toBe(challenge.id);
  });
});

describe('challenge keys', () => {
  it('are 128 random bits in 32 hex digits, never the same twice', () => {
    const keys = new Set(Array.from({ length: 100 }, newChallengeKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('tell themselves apart from ids in one path segment', () => {
    const key = newChallengeKey();
    expect(parseChallengeRef('42')).toEqual({ id: 42 });
    expect(parseChallengeRef(key)).toEqual({ key });
    expect(parseChallengeRef('0')).toBeNull();
    expect(parseChallengeRef('abc')).toBeNull();
    expect(parseChallengeRef('99999999999999999')).toBeNull();
  });
});
