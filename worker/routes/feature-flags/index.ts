import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { validate } from '../../middleware/validate';
import { isFlagEnabled } from '../../services/feature-flags';
import { type FlagStatus, flagNameParam } from '../../contract/feature-flags';

// The optional userId is accepted for the spec's callers, but a flag is always evaluated
// for the session's own user, so nobody can read another person's rollout or allowlist.
const flagQuery = z.object({ userId: z.string().optional() });

export const featureFlagRoutes = new Hono<AppEnv>().get(
  '/:flagName',
  caller('visitor'),
  validate('param', flagNameParam),
  validate('query', flagQuery),
  async (c) => {
    const enabled = await isFlagEnabled(c.var.db, c.req.valid('param').flagName, c.var.user?.id ?? null);
    return c.json({ enabled } satisfies FlagStatus);
  },
);
