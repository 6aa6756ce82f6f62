import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { validate } from '../../middleware/validate';
import { createChallenge, listThemes, openReports, saveTheme, updateChallenge } from '../../services/challenges/admin';
import { deleteEmptyChallenge, removeChallenge, removeEntry, resolveReport } from '../../services/challenges/moderation';
import { challengeInputSchema } from '../../contract/challenges';
import { idParam } from '../../contract/common';
import { evergreenSchema, reportResolutionSchema } from '../../contract/admin';

export const adminChallengeRoutes = new Hono<AppEnv>()
  .post('/challenges', caller('admin', { audit: 'challenge.create' }), validate('json', challengeInputSchema), async (c) =>
    c.json(await createChallenge(c.var.db, c.req.valid('json'), new Date()), 201),
  )
  .put('/challenges/:id', caller('admin', { audit: 'challenge.update' }), validate('param', idParam), validate('json', challengeInputSchema), async (c) =>
    c.json(await updateChallenge(c.var.db, c.req.valid('param').id, c.req.valid('json'), new Date())),
  )
  .delete('/challenges/:id', caller('admin', { audit: 'challenge.delete' }), validate('param', idParam), async (c) => {
    await deleteEmptyChallenge(c.var.db, c.req.valid('param').id, 'official', new Date());
    return c.json({ message: 'Challenge deleted' });
  })
  // Official or community: hidden everywhere, every row kept.
  .post('/challenges/:id/remove', caller('admin', { audit: 'challenge.remove' }), validate('param', idParam), async (c) => {
    await removeChallenge(c.var.db, c.req.valid('param').id, new Date());
    return c.json({ message: 'Challenge removed' });
  })
  .post('/submissions/:id/remove', caller('admin', { audit: 'submission.remove' }), validate('param', idParam), async (c) => {
    await removeEntry(c.env, c.var.db, c.req.valid('param').id, c.var.user!.id, new Date());
    return c.json({ message: 'Photo removed' });
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
    await resolveReport(c.env, c.var.db, c.req.valid('param').id, c.var.user!.id, c.req.valid('json').resolution, new Date());
    return c.json({ message: 'Report resolved' });
  });
