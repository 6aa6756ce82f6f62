import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { subscriptionStatus } from '../../services/subscription';

export const subscriptionRoutes = new Hono<AppEnv>().get('/status', caller('member'), async (c) =>
  c.json(await subscriptionStatus(c.var.db, c.var.user!.id)),
);
