import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { requireUser } from '../../middleware/session';
import { subscriptionStatus } from '../../services/subscription';

export const subscriptionRoutes = new Hono<AppEnv>().get('/status', requireUser, async (c) =>
  c.json(await subscriptionStatus(c.var.db, c.var.user!.id)),
);
