import { flagCheckQuery, flagNameParam, flagStatusSchema } from '../../contract/feature-flags';
import { caller } from '../../middleware/caller';
import { isFlagEnabled } from '../../services/feature-flags';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const check = apiRoute({
  method: 'get',
  path: '/{flagName}',
  summary: "Whether a flag is on for the session's user (visitors see only flags on for everyone; an unknown flag is off)",
  middleware: [caller('visitor')],
  request: { params: flagNameParam, query: flagCheckQuery },
  responses: { 200: jsonAnswer(flagStatusSchema, 'The answer') },
});

export const featureFlagRoutes = routes().openapi(check, async (c) => {
  const enabled = await isFlagEnabled(c.var.db, c.req.valid('param').flagName, c.var.user?.id ?? null);
  return c.json({ enabled }, 200);
});
