import { z } from 'zod';
import { idParam, messageSchema } from '../../contract/common';
import {
  askFormSchema,
  creditsSchema,
  critiqueInputSchema,
  critiqueReportSchema,
  givenListSchema,
  helpfulnessSchema,
  ownPhotosSchema,
  requestListQuery,
  requestListSchema,
  requestPageSchema,
  revisionFormSchema,
} from '../../contract/critiques';
import { PHOTO_MESSAGES } from '../../contract/files';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { creditsOf } from '../../services/critiques/credits';
import { giveCritique, givenCritiques, rateCritique, thankCritic } from '../../services/critiques/critiques';
import { reportCritique } from '../../services/critiques/moderation';
import {
  askForCritique,
  closeRequest,
  listRequests,
  ownPhotos,
  requestPage,
  reviseRequest,
} from '../../services/critiques/requests';
import { pushNotificationsChanged } from '../../services/notifications/push';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../env';

// Photo critique (docs/rules.md, "Photo critique"): members ask about a photo for a credit and
// critique others' photos; visitors read the public requests.

const viewerOf = (c: Context<AppEnv>) =>
  c.var.user ? { id: c.var.user.id, isAdmin: c.var.user.isAdmin || c.var.user.isSuperAdmin } : null;

const formOf = (c: { req: { formData(): Promise<FormData> } }) =>
  c.req.formData().catch(() => {
    throw new ApiError('BAD_REQUEST', PHOTO_MESSAGES.missing);
  });

const multipart = (schema: object) => ({ required: true, content: { 'multipart/form-data': { schema } } });

const list = apiRoute({
  method: 'get',
  path: '/requests',
  summary:
    "Critique requests: everyone's public ones (latest first), the viewer's queue (those needing eyes most first) or their own",
  middleware: [caller('visitor')],
  request: { query: requestListQuery },
  responses: { 200: jsonAnswer(requestListSchema, 'A page of requests') },
});

const ask = apiRoute({
  method: 'post',
  path: '/requests',
  summary: 'Ask for a critique of one of your entries or of a new photo (multipart); costs a credit',
  middleware: [caller('verified', { unverified: 'Verify your email address to ask for critiques', limit: 'critique' })],
  request: { body: multipart(askFormSchema) },
  responses: { 201: jsonAnswer(requestPageSchema, 'The request') },
});

const one = apiRoute({
  method: 'get',
  path: '/requests/{id}',
  summary: 'One request with its critiques, oldest first',
  middleware: [caller('visitor')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(requestPageSchema, 'The request') },
});

const critique = apiRoute({
  method: 'post',
  path: '/requests/{id}/critiques',
  summary:
    'Critique a request: per aspect asked about a rating and notes, and pins on the photo (at least 150 characters, one thing to improve)',
  middleware: [caller('verified', { unverified: 'Verify your email address to critique photos', limit: 'critique' })],
  request: { params: idParam, body: jsonBody(critiqueInputSchema) },
  responses: { 201: jsonAnswer(requestPageSchema, 'The request, with the critique') },
});

const close = apiRoute({
  method: 'post',
  path: '/requests/{id}/close',
  summary: 'Close your request: it takes no more critiques',
  middleware: [caller('owner', { limit: 'critique' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(requestPageSchema, 'The request, closed') },
});

const revise = apiRoute({
  method: 'put',
  path: '/requests/{id}/revision',
  summary: 'Upload a revised version of your photo in reply (multipart: photo); replaces an earlier revision',
  // The owner's only: another member is told it is not found, before the upload is read.
  middleware: [caller('member', { limit: 'critique' })],
  request: { params: idParam, body: multipart(revisionFormSchema) },
  responses: { 200: jsonAnswer(requestPageSchema, 'The request, with the revision') },
});

const rate = apiRoute({
  method: 'post',
  path: '/{id}/helpfulness',
  summary: 'Rate how helpful a critique of your photo was, once (4 or 5 earns its writer a credit)',
  middleware: [caller('member', { limit: 'critique' })],
  request: { params: idParam, body: jsonBody(helpfulnessSchema) },
  responses: { 200: jsonAnswer(requestPageSchema, 'The request') },
});

const thank = apiRoute({
  method: 'post',
  path: '/{id}/thanks',
  summary: 'Thank the writer of a critique of your photo, once',
  middleware: [caller('member', { limit: 'critique' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(requestPageSchema, 'The request') },
});

const report = apiRoute({
  method: 'post',
  path: '/{id}/report',
  summary: 'Report a critique to the admins',
  middleware: [caller('member', { limit: 'report' })],
  request: { params: idParam, body: jsonBody(critiqueReportSchema) },
  responses: { 201: jsonAnswer(messageSchema, 'The report is with the admins') },
});

const givenQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'That page of the list does not exist')
    .optional(),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});

const given = apiRoute({
  method: 'get',
  path: '/given',
  summary: 'The critiques you wrote, latest first',
  middleware: [caller('member')],
  request: { query: givenQuery },
  responses: { 200: jsonAnswer(givenListSchema, 'A page of critiques') },
});

const photos = apiRoute({
  method: 'get',
  path: '/photos',
  summary: 'Your own entries with their camera records, to pick one to ask about or to coach (latest first)',
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(ownPhotosSchema, 'Your entries') },
});

const credits = apiRoute({
  method: 'get',
  path: '/credits',
  summary: 'Your critique credits: the balance and the latest changes',
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(creditsSchema, 'Your credits') },
});

export const critiqueRoutes = routes()
  .openapi(list, async (c) => c.json(await listRequests(c.var.db, viewerOf(c), c.req.valid('query')), 200))
  .openapi(ask, async (c) => c.json(await askForCritique(c.env, c.var.db, c.var.user.id, await formOf(c)), 201))
  .openapi(one, async (c) => c.json(await requestPage(c.var.db, c.req.valid('param').id, viewerOf(c)), 200))
  .openapi(critique, async (c) => {
    const { page, notified } = await giveCritique(c.var.db, c.req.valid('param').id, c.var.user.id, c.req.valid('json'));
    c.executionCtx.waitUntil(pushNotificationsChanged(c.env, notified));
    return c.json(page, 201);
  })
  .openapi(close, async (c) => c.json(await closeRequest(c.var.db, c.req.valid('param').id, c.var.user.id), 200))
  .openapi(revise, async (c) =>
    c.json(await reviseRequest(c.env, c.var.db, c.req.valid('param').id, c.var.user.id, () => formOf(c)), 200),
  )
  .openapi(rate, async (c) => {
    const { page, notified } = await rateCritique(
      c.var.db,
      c.req.valid('param').id,
      c.var.user.id,
      c.req.valid('json').helpfulness,
    );
    c.executionCtx.waitUntil(pushNotificationsChanged(c.env, notified));
    return c.json(page, 200);
  })
  .openapi(thank, async (c) => c.json(await thankCritic(c.var.db, c.req.valid('param').id, c.var.user.id), 200))
  .openapi(report, async (c) => {
    await reportCritique(c.var.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ message: 'Thanks: the admins will look at this critique' }, 201);
  })
  .openapi(given, async (c) => {
    const { cursor, limit } = c.req.valid('query');
    return c.json(await givenCritiques(c.var.db, c.var.user.id, cursor === undefined ? undefined : Number(cursor), limit), 200);
  })
  .openapi(photos, async (c) => c.json(await ownPhotos(c.var.db, c.var.user.id), 200))
  .openapi(credits, async (c) => c.json(await creditsOf(c.var.db, c.var.user.id), 200));
