import { challengeInputSchema, challengeSchema } from '../../contract/challenges';
import { removalSchema } from '../../contract/admin';
import { idParam, messageSchema } from '../../contract/common';
import { auditOf, caller } from '../../middleware/caller';
import { createChallenge, updateChallenge } from '../../services/challenges/admin';
import { deleteEmptyChallenge, removeChallenge, removeEntry } from '../../services/challenges/moderation';
import { apiRoute, jsonAnswer, jsonBody, emptyJsonBody, optionalJsonBody, routes } from '../openapi';

const create = apiRoute({
  method: 'post',
  path: '/challenges',
  summary: "Plan an official challenge (one starting at New York midnight in a daily category is that day's daily)",
  middleware: [caller('admin', { limit: 'admin', audit: 'challenge.create' })],
  request: { body: jsonBody(challengeInputSchema) },
  responses: { 201: jsonAnswer(challengeSchema, 'The new challenge') },
});

const update = apiRoute({
  method: 'put',
  path: '/challenges/{id}',
  summary: 'Edit an official challenge (its start is fixed once it has begun, all of it once results are named)',
  middleware: [caller('admin', { limit: 'admin', audit: 'challenge.update' })],
  request: { params: idParam, body: jsonBody(challengeInputSchema) },
  responses: { 200: jsonAnswer(challengeSchema, 'The challenge as saved') },
});

const remove = apiRoute({
  method: 'delete',
  path: '/challenges/{id}',
  summary: 'Delete an upcoming official challenge nobody has entered',
  middleware: [caller('admin', { limit: 'admin', audit: 'challenge.delete' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(messageSchema, 'The challenge is gone') },
});

const hide = apiRoute({
  method: 'post',
  path: '/challenges/{id}/remove',
  summary:
    "Remove an official or community challenge: hidden everywhere, every row kept; a community challenge's creator is told",
  middleware: [caller('admin', { limit: 'admin', audit: 'challenge.remove' }), emptyJsonBody],
  request: { params: idParam, body: optionalJsonBody(removalSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'The challenge is hidden') },
});

const hideEntry = apiRoute({
  method: 'post',
  path: '/submissions/{id}/remove',
  summary:
    'Remove an entry: it and its comments hidden, its open reports closed, any results named again without it, its files deleted',
  middleware: [caller('admin', { limit: 'admin', audit: 'submission.remove' }), emptyJsonBody],
  request: { params: idParam, body: optionalJsonBody(removalSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'The entry is removed') },
});

export const adminChallengeRoutes = routes()
  .openapi(create, async (c) => c.json(await createChallenge(c.var.db, c.req.valid('json'), auditOf(c), new Date()), 201))
  .openapi(update, async (c) =>
    c.json(await updateChallenge(c.var.db, c.req.valid('param').id, c.req.valid('json'), auditOf(c), new Date()), 200),
  )
  .openapi(remove, async (c) => {
    await deleteEmptyChallenge(c.var.db, c.req.valid('param').id, 'official', auditOf(c), new Date());
    return c.json({ message: 'Challenge deleted' }, 200);
  })
  .openapi(hide, async (c) => {
    await removeChallenge(c.var.db, c.req.valid('param').id, auditOf(c), new Date(), c.req.valid('json').reason);
    return c.json({ message: 'Challenge removed' }, 200);
  })
  .openapi(hideEntry, async (c) => {
    await removeEntry(c.env, c.var.db, c.req.valid('param').id, auditOf(c), new Date(), c.req.valid('json').reason);
    return c.json({ message: 'Photo removed' }, 200);
  });
