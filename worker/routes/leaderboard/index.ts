import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { edgeCache } from '../../middleware/edge-cache';
import { validate } from '../../middleware/validate';
import { leaderboard } from '../../services/challenges/leaderboard';

export const leaderboardRoutes = new Hono<AppEnv>().get(
  '/',
  caller('visitor'),
  edgeCache(60),
  validate('query', z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) })),
  async (c) => c.json(await leaderboard(c.var.db, c.req.valid('query').limit)),
);
