import { createdIdSchema, idParam, messageSchema } from '../../contract/common';
import { commentInputSchema } from '../../contract/submissions';
import { caller } from '../../middleware/caller';
import { deleteComment, editComment } from '../../services/challenges/engagement';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

const edit = apiRoute({
  method: 'patch',
  path: '/{id}',
  summary: 'Edit your own comment',
  middleware: [caller('owner', { limit: 'comment' })],
  request: { params: idParam, body: jsonBody(commentInputSchema) },
  responses: { 200: jsonAnswer(createdIdSchema, 'The edited comment') },
});

const remove = apiRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Delete your own comment',
  middleware: [caller('owner', { limit: 'comment' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(messageSchema, 'The comment is deleted') },
});

// Your own comments: edit and delete (posting is under /api/submissions/{id}/comments).
export const commentRoutes = routes()
  .openapi(edit, async (c) => {
    const { id } = c.req.valid('param');
    await editComment(c.var.db, id, c.var.user.id, c.req.valid('json').body, new Date());
    return c.json({ id }, 200);
  })
  .openapi(remove, async (c) => {
    await deleteComment(c.var.db, c.req.valid('param').id, c.var.user.id);
    return c.json({ message: 'Comment deleted' }, 200);
  });
