import { idParam, messageSchema } from '../../contract/common';
import { caller } from '../../middleware/caller';
import { deleteComment } from '../../services/challenges/engagement';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const remove = apiRoute({
  method: 'delete',
  path: '/{id}',
  summary: "Delete anyone's comment",
  middleware: [caller('admin', { limit: 'admin', audit: 'comment.delete' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(messageSchema, 'The comment is gone') },
});

// Moderation: an admin deletes anyone's comment (members delete their own under /api/comments).
export const adminCommentRoutes = routes().openapi(remove, async (c) => {
  await deleteComment(c.var.db, c.req.valid('param').id, null);
  return c.json({ message: 'Comment deleted' }, 200);
});
