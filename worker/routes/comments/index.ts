import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { validate } from '../../middleware/validate';
import { deleteComment, editComment } from '../../services/challenges/engagement';
import { idParam } from '../../contract/common';
import { commentInputSchema } from '../../contract/submissions';

// Your own comments: edit and delete (posting is under /api/submissions/{id}/comments).
export const commentRoutes = new Hono<AppEnv>()
  .patch('/:id', caller('owner'), validate('param', idParam), validate('json', commentInputSchema), async (c) => {
    await editComment(c.var.db, c.req.valid('param').id, c.var.user!.id, c.req.valid('json').body, new Date());
    return c.json({ id: c.req.valid('param').id });
  })
  .delete('/:id', caller('owner'), validate('param', idParam), async (c) => {
    await deleteComment(c.var.db, c.req.valid('param').id, c.var.user!.id);
    return c.json({ message: 'Comment deleted' });
  });
