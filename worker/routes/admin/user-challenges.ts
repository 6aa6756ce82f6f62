import { z } from 'zod';
import { challengeSchema } from '../../contract/challenges';
import { idParam, messageSchema } from '../../contract/common';
import { caller } from '../../middleware/caller';
import { deleteEmptyChallenge } from '../../services/challenges/moderation';
import { allCommunityChallenges } from '../../services/challenges/queries';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'The latest 200 community challenges, newest first, private and removed ones included',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(z.array(challengeSchema), 'Community challenges') },
});

const remove = apiRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Delete a community challenge nobody has entered',
  middleware: [caller('admin', { limit: 'admin', audit: 'community-challenge.delete' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(messageSchema, 'The challenge is gone') },
});

export const adminUserChallengeRoutes = routes()
  .openapi(list, async (c) => c.json(await allCommunityChallenges(c.var.db, new Date()), 200))
  .openapi(remove, async (c) => {
    await deleteEmptyChallenge(c.var.db, c.req.valid('param').id, 'community', new Date());
    return c.json({ message: 'Challenge deleted' }, 200);
  });
