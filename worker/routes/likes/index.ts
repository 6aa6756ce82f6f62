import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { requireEntry } from '../../middleware/challenge-access';
import { validate } from '../../middleware/validate';
import { hasLiked, likeCount, toggleLike } from '../../services/challenges/engagement';

// `standard` entries and community (`user`) entries share one table of likes.
const likeParams = z.object({
  type: z.enum(['standard', 'user'], { error: 'Unknown photo type' }),
  id: z.coerce.number().int().positive('Ids are positive whole numbers').max(Number.MAX_SAFE_INTEGER, 'No such id'),
});
const likeBody = z
  .union([
    z.object({ submissionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    z.object({ userSubmissionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  ], { error: 'submissionId or userSubmissionId is required' })
  .transform((body) => ('submissionId' in body ? body.submissionId : body.userSubmissionId));

// Likes are about one entry, so they follow its challenge's access rule (requireEntry):
// an entry the viewer may not see has no likes to count, read or give.
export const likeRoutes = new Hono<AppEnv>()
  // The spec's client reads likesCount as a string.
  .get('/:type/:id', caller('visitor'), validate('param', likeParams), async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    return c.json({ likesCount: String(await likeCount(c.var.db, id)) });
  })
  .get('/:type/:id/status', caller('member'), validate('param', likeParams), async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    return c.json({ userLiked: await hasLiked(c.var.db, id, c.var.user!.id) });
  })
  .post('/', caller('member', { limit: 'like' }), validate('json', likeBody), async (c) => {
    const id = c.req.valid('json');
    await requireEntry(c, id);
    return c.json({ liked: await toggleLike(c.var.db, id, c.var.user!.id) });
  });
