import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { validate } from '../../middleware/validate';
import { activeChallenges, challengeDto, findChallenge, listChallenges } from '../../services/challenges/queries';
import { challengeSubmissions } from '../../services/challenges/submissions';
import { challengeListQuery, idParam } from './schema';

export const challengeRoutes = new Hono<AppEnv>()
  .get('/', validate('query', challengeListQuery), async (c) =>
    c.json(await listChallenges(c.var.db, c.req.valid('query'), new Date())),
  )
  .get('/active', async (c) => c.json(await activeChallenges(c.var.db, new Date())))
  .get('/:id', validate('param', idParam), async (c) => {
    const found = await challengeDto(c.var.db, c.req.valid('param').id, new Date());
    if (!found) throw new ApiError('NOT_FOUND', 'Challenge not found');
    return c.json(found);
  })
  .get('/:id/submissions', validate('param', idParam), async (c) => {
    const challenge = await findChallenge(c.var.db, c.req.valid('param').id);
    if (!challenge) throw new ApiError('NOT_FOUND', 'Challenge not found');
    return c.json(await challengeSubmissions(c.var.db, challenge, c.var.user?.id ?? null));
  });
