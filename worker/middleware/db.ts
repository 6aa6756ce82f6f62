import { createMiddleware } from 'hono/factory';
import { createDb } from '../db';
import type { AppEnv } from '../env';

export const attachDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', createDb(c.env.DB));
  return next();
});
