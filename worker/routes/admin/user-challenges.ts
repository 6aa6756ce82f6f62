import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { validate } from '../../middleware/validate';
import { deleteEmptyChallenge } from '../../services/challenges/moderation';
import { allCommunityChallenges } from '../../services/challenges/queries';
import { idParam } from '../../contract/common';

export const adminUserChallengeRoutes = new Hono<AppEnv>()
  .get('/', caller('admin'), async (c) => c.json(await allCommunityChallenges(c.var.db, new Date())))
  .delete('/:id', caller('admin', { audit: 'community-challenge.delete' }), validate('param', idParam), async (c) => {
    await deleteEmptyChallenge(c.var.db, c.req.valid('param').id, 'community', new Date());
    return c.json({ message: 'Challenge deleted' });
  });
