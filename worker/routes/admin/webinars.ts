import { idParam } from '../../contract/common';
import { webinarInputSchema, webinarSchema } from '../../contract/webinars';
import { caller } from '../../middleware/caller';
import { cancelWebinar, createWebinar, editWebinar } from '../../services/webinars/admin';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';
import { inviteSoon } from '../webinars/invite-soon';

const create = apiRoute({
  method: 'post',
  path: '/',
  summary: 'Create a webinar, hosted by an admin or by an approved mentor whose payouts are set up',
  middleware: [caller('admin', { limit: 'admin', audit: 'webinar.create' })],
  request: { body: jsonBody(webinarInputSchema) },
  responses: { 201: jsonAnswer(webinarSchema, 'The new webinar') },
});

const update = apiRoute({
  method: 'put',
  path: '/{id}',
  summary: 'Edit a webinar: never fewer seats than are held, nor a new price once anyone holds one',
  middleware: [caller('admin', { limit: 'admin', audit: 'webinar.update' })],
  request: { params: idParam, body: jsonBody(webinarInputSchema) },
  responses: { 200: jsonAnswer(webinarSchema, 'The webinar as saved') },
});

const cancel = apiRoute({
  method: 'post',
  path: '/{id}/cancel',
  summary: 'Cancel a webinar that has not ended; those holding seats are told',
  middleware: [caller('admin', { limit: 'admin', audit: 'webinar.cancel' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(webinarSchema, 'The cancelled webinar') },
});

export const adminWebinarRoutes = routes()
  .openapi(create, async (c) => c.json(await createWebinar(c.var.db, c.req.valid('json')), 201))
  .openapi(update, async (c) => {
    const webinar = await editWebinar(c.var.db, c.req.valid('param').id, c.req.valid('json'));
    inviteSoon(c);
    return c.json(webinar, 200);
  })
  .openapi(cancel, async (c) => {
    const webinar = await cancelWebinar(c.var.db, c.req.valid('param').id);
    inviteSoon(c);
    return c.json(webinar, 200);
  });
