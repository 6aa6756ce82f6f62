import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { validate } from '../../middleware/validate';
import { findPublicUser } from '../../services/users';
import { userIdParam } from './schema';

export const userRoutes = new Hono<AppEnv>().get('/:id', validate('param', userIdParam), async (c) => {
  const user = await findPublicUser(c.var.db, c.req.valid('param').id);
  if (!user) throw new ApiError('NOT_FOUND', 'User not found');
  return c.json(user);
});
