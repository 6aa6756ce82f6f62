import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { validate } from '../../middleware/validate';
import {
  createChallenge,
  deleteUpcomingChallenge,
  listThemes,
  openReports,
  resolveReport,
  saveTheme,
  updateChallenge,
} from '../../services/challenges/admin';
import { challengeInputSchema, idParam } from '../challenges/schema';
import { evergreenSchema, reportResolutionSchema } from './challenge-schema';

export const adminChallengeRoutes = new Hono<AppEnv>()
  .post('/challenges', caller('admin', { audit: 'challenge.create' }), validate('json', challengeInputSchema), async (c) =>
    c.json(await createChallenge(c.var.db, c.req.valid('json'), new Date()), 201),
  )
  .put('/challenges/:id', caller('admin', { audit: 'challenge.update' }), validate('param', idParam), validate('json', challengeInputSchema), async (c) =>
    c.json(await updateChallenge(c.var.db, c.req.valid('param').id, c.req.valid('json'), new Date())),
  )
  .delete('/challenges/:id', caller('admin', { audit: 'challenge.delete' }), validate('param', idParam), async (c) => {
    await deleteUpcomingChallenge(c.var.db, c.req.valid('param').id, new Date());
    return c.json({ message: 'Challenge deleted' });
  })
  .get('/evergreen-themes', caller('admin'), async (c) => c.json(await listThemes(c.var.db)))
  .post('/evergreen-themes', caller('admin', { audit: 'evergreen.create' }), validate('json', evergreenSchema), async (c) =>
    c.json(await saveTheme(c.var.db, null, c.req.valid('json')), 201),
  )
  .put('/evergreen-themes/:id', caller('admin', { audit: 'evergreen.update' }), validate('param', idParam), validate('json', evergreenSchema), async (c) =>
    c.json(await saveTheme(c.var.db, c.req.valid('param').id, c.req.valid('json'))),
  )
  .get('/reports', caller('admin'), async (c) => c.json(await openReports(c.var.db)))
  .post('/reports/:id/resolve', caller('admin', { audit: 'report.resolve' }), validate('param', idParam), validate('json', reportResolutionSchema), async (c) => {
    await resolveReport(c.var.db, c.req.valid('param').id, c.var.user!.id, c.req.valid('json').resolution, new Date());
    return c.json({ message: 'Report resolved' });
  });
