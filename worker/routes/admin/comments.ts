import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { validate } from '../../middleware/validate';
import { deleteComment } from '../../services/challenges/engagement';
import { idParam } from '../../contract/common';

// Moderation: an admin deletes anyone's comment (members delete their own under /api/comments).
export const adminCommentRoutes = new Hono<AppEnv>().delete(
  '/:id',
  caller('admin', { audit: 'comment.delete' }),
  validate('param', idParam),
  async (c) => {
    await deleteComment(c.var.db, c.req.valid('param').id, null);
    return c.json({ message: 'Comment deleted' });
  },
);
