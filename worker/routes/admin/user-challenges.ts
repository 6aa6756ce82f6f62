import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { validate } from '../../middleware/validate';
import { deleteCommunityChallenge } from '../../services/challenges/community';
import { allCommunityChallenges } from '../../services/challenges/queries';
import { idParam } from '../challenges/schema';

export const adminUserChallengeRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await allCommunityChallenges(c.var.db, new Date())))
  .delete('/:id', validate('param', idParam), async (c) => {
    await deleteCommunityChallenge(c.var.db, c.req.valid('param').id);
    return c.json({ message: 'Challenge deleted' });
  });
