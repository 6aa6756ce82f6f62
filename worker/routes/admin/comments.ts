import { idParam, messageSchema } from '../../contract/common';
import { auditOf, caller } from '../../middleware/caller';
import { removalSchema } from '../../contract/admin';
import { removeComment } from '../../services/challenges/moderation';
import { apiRoute, jsonAnswer, emptyJsonBody, optionalJsonBody, routes } from '../openapi';

const remove = apiRoute({
  method: 'delete',
  path: '/{id}',
  summary: "Delete anyone's comment; its author is told, with the reason if one is given",
  middleware: [caller('admin', { limit: 'admin', audit: 'comment.delete' }), emptyJsonBody],
  request: { params: idParam, body: optionalJsonBody(removalSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'The comment is gone') },
});

// Moderation: an admin deletes anyone's comment (members delete their own under /api/comments).
export const adminCommentRoutes = routes().openapi(remove, async (c) => {
  await removeComment(c.var.db, c.req.valid('param').id, auditOf(c), new Date(), c.req.valid('json').reason);
  return c.json({ message: 'Comment deleted' }, 200);
});
