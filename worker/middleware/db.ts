import { drizzle } from 'drizzle-orm/d1';
import { createMiddleware } from 'hono/factory';
import * as schema from '../../db/schema';
import type { AppEnv, Db } from '../env';

export function createDb(d1: D1Database): Db {
  return drizzle(d1, { schema });
}

export const attachDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', createDb(c.env.DB));
  return next();
});
