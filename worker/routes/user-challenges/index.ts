import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { ApiError } from '../../errors';
import { validate } from '../../middleware/validate';
import { communityChallenge, createCommunityChallenge } from '../../services/challenges/community';
import { findChallenge, listChallenges } from '../../services/challenges/queries';
import { challengeSubmissions } from '../../services/challenges/submissions';
import { challengeListQuery, communityChallengeSchema, idParam } from '../challenges/schema';

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
  .get('/:id', caller('visitor'), validate('param', idParam), async (c) => {
    const found = await communityChallenge(c.var.db, c.req.valid('param').id, c.var.user?.id ?? null, new Date());
    if (!found) throw new ApiError('NOT_FOUND', 'Challenge not found');
    return c.json(found);
  })
  .get('/:id/submissions', caller('visitor'), validate('param', idParam), async (c) => {
    const challenge = await findChallenge(c.var.db, c.req.valid('param').id);
    if (!challenge?.creatorId) throw new ApiError('NOT_FOUND', 'Challenge not found');
    return c.json(await challengeSubmissions(c.var.db, challenge, c.var.user?.id ?? null));
  });
