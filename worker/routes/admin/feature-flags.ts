import { z } from 'zod';
import { adminFlagSchema } from '../../contract/admin';
import { flagNameParam, flagUpdateSchema } from '../../contract/feature-flags';
import { auditOf, caller } from '../../middleware/caller';
import { listFlags, saveFlag } from '../../services/feature-flags';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Every flag with its rollout and allowlist',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(z.array(adminFlagSchema), 'The flags, by name') },
});

const save = apiRoute({
  method: 'put',
  path: '/{flagName}',
  summary: 'Switch a flag, roll it out or set its allowlist (a flag not known yet is created)',
  middleware: [caller('admin', { limit: 'admin', audit: 'flag.change' })],
  request: { params: flagNameParam, body: jsonBody(flagUpdateSchema) },
  responses: { 200: jsonAnswer(adminFlagSchema, 'The flag as saved') },
});

export const adminFeatureFlagRoutes = routes()
  .openapi(list, async (c) => c.json(await listFlags(c.var.db), 200))
  .openapi(save, async (c) =>
    c.json(await saveFlag(c.var.db, c.req.valid('param').flagName, c.req.valid('json'), auditOf(c)), 200),
  );
