import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { edgeCache } from '../../middleware/edge-cache';
import { validate } from '../../middleware/validate';
import { galleryPage } from '../../services/challenges/submissions';

export const galleryQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});

// A visitor's page comes from the edge cache; a signed-in person's carries their own likes.
export const galleryRoutes = new Hono<AppEnv>().get('/', caller('visitor'), edgeCache(30), validate('query', galleryQuery), async (c) => {
  const { before, limit } = c.req.valid('query');
  return c.json(await galleryPage(c.var.db, before ?? null, limit, c.var.user?.id ?? null));
});
