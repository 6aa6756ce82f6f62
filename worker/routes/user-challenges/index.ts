import { Hono } from 'hono';
import type { ApiContext, AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { admittedCommunityChallenge } from '../../middleware/challenge-access';
import { ApiError } from '../../errors';
import { validate } from '../../middleware/validate';
import { communityChallenge, createCommunityChallenge } from '../../services/challenges/community';
import { listChallenges } from '../../services/challenges/queries';
import { challengeSubmissions } from '../../services/challenges/submissions';
import { challengeListQuery, communityChallengeSchema } from '../../contract/challenges';

// `:id` is the challenge's id or its key: a private challenge's link names its key, and a
// key opens it (and is remembered, see middleware/challenge-access.ts).
async function communityRow(c: ApiContext) {
  const challenge = await admittedCommunityChallenge(c, c.req.param('id') ?? '');
  if (!challenge) throw new ApiError('NOT_FOUND', 'Challenge not found');
  return challenge;
}

// Community challenges. Entries are submitted like any challenge's
// (POST /api/challenges/{id}/submissions, with `inviteCode` for invite-only ones), and
// their photos are read, liked, scored and discussed under /api/user-submissions.
export const userChallengeRoutes = new Hono<AppEnv>()
  .get('/', caller('visitor'), validate('query', challengeListQuery), async (c) =>
    c.json(await listChallenges(c.var.db, { ...c.req.valid('query'), kind: 'community' }, new Date())),
  )
  .post('/', caller('verified', { unverified: 'Verify your email address to create a challenge', limit: 'challenge' }), validate('json', communityChallengeSchema), async (c) =>
    c.json(await createCommunityChallenge(c.var.db, c.var.user!, c.req.valid('json'), new Date()), 201),
  )
  .get('/:id', caller('visitor'), async (c) => {
    const challenge = await communityRow(c);
    return c.json(await communityChallenge(c.var.db, challenge, c.var.user?.id ?? null, new Date()));
  })
  .get('/:id/submissions', caller('visitor'), async (c) => {
    const challenge = await communityRow(c);
    return c.json(await challengeSubmissions(c.var.db, challenge, c.var.user?.id ?? null));
  });
