import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challengeReminders } from '../../../db/schema';
import { db, makeChallenge, makeUser, send } from '../../test/helpers';

const remind = (id: number, cookie?: string) => send('POST', `/api/challenges/${id}/reminder`, undefined, cookie);
const asked = async (challengeId: number) =>
  (await db().select().from(challengeReminders).where(eq(challengeReminders.challengeId, challengeId))).length;

describe("'Remind me' on a challenge", () => {
  it('is kept once however often a member asks, while entries are open', async () => {
    const challenge = await makeChallenge('active');
    const { cookie } = await makeUser();
    for (let i = 0; i < 2; i++) {
      const res = await remind(challenge.id, cookie);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ message: "We'll remind you 3 hours before entries close" });
    }
    expect(await asked(challenge.id)).toBe(1);
  });

  it('is refused to a visitor, for closed entries and for a challenge the member may not see, keeping nothing', async () => {
    const { cookie } = await makeUser();
    const open = await makeChallenge('active');
    expect((await remind(open.id)).status).toBe(401);
    const voting = await makeChallenge('voting');
    const closed = await remind(voting.id, cookie);
    expect(closed.status).toBe(400);
    expect(await closed.json()).toMatchObject({ message: 'Entries for this challenge have closed' });
    const creator = await makeUser();
    const hidden = await makeChallenge('active', { creatorId: creator.user.id, privacyType: 'invite', key: 'k-remind' });
    expect((await remind(hidden.id, cookie)).status).toBe(404);
    for (const challenge of [open, voting, hidden]) expect(await asked(challenge.id)).toBe(0);
  });
});
