import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { validate } from '../../middleware/validate';
import { listFlags, saveFlag } from '../../services/feature-flags';
import { flagNameParam, flagUpdateSchema } from '../../contract/feature-flags';

export const adminFeatureFlagRoutes = new Hono<AppEnv>()
  .get('/', caller('admin'), async (c) => c.json(await listFlags(c.var.db)))
  .put('/:flagName', caller('admin', { audit: 'flag.change' }), validate('param', flagNameParam), validate('json', flagUpdateSchema), async (c) =>
    c.json(await saveFlag(c.var.db, c.req.valid('param').flagName, c.req.valid('json'))),
  );
