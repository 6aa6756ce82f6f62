import { idParam } from '../../contract/common';
import { z } from 'zod';
import { webinarReportSchema } from '../../contract/webinar-report';
import { registrantsSchema, webinarHostsSchema, webinarInputSchema, webinarSchema } from '../../contract/webinars';
import { auditOf, caller } from '../../middleware/caller';
import { cancelWebinar, createWebinar, editWebinar, registrantsOf, webinarHosts } from '../../services/webinars/admin';
import { allWebinars } from '../../services/webinars/catalog';
import { webinarReport } from '../../services/webinars/report';
import { webinarRoomOf } from '../../services/webinars/room-access';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';
import { inviteSoon } from '../webinars/invite-soon';
import { refundSoon } from '../webinars/refund-soon';

// The admin's list: the latest webinars, cancelled ones too.
const LISTED = 200;

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: `Every webinar (the latest ${LISTED}), cancelled ones too, latest start first`,
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(z.array(webinarSchema), 'The webinars') },
});

const hosts = apiRoute({
  method: 'get',
  path: '/hosts',
  summary: 'Who may host a webinar: admins, and approved mentors whose payouts are set up',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(webinarHostsSchema, 'The possible hosts, by name') },
});

const registrants = apiRoute({
  method: 'get',
  path: '/{id}/registrants',
  summary: "A webinar's registrants in the order they registered, seats given back included",
  middleware: [caller('admin')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(registrantsSchema, 'The registrants') },
});

const report = apiRoute({
  method: 'get',
  path: '/{id}/report',
  summary:
    "A webinar's report: attendance (minutes present, the peak), the Q&A and polls as the room kept them, and the feedback",
  middleware: [caller('admin')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(webinarReportSchema, 'The report') },
});

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
  summary: 'Cancel a webinar that has not ended; those holding seats are told, and paid seats refunded in full',
  middleware: [caller('admin', { limit: 'admin', audit: 'webinar.cancel' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(webinarSchema, 'The cancelled webinar') },
});

export const adminWebinarRoutes = routes()
  .openapi(list, async (c) => c.json(await allWebinars(c.var.db, LISTED), 200))
  .openapi(hosts, async (c) => c.json(await webinarHosts(c.var.db), 200))
  .openapi(registrants, async (c) => c.json(await registrantsOf(c.var.db, c.req.valid('param').id), 200))
  .openapi(report, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await webinarReport(c.var.db, () => webinarRoomOf(c.env, id).report(), id), 200);
  })
  .openapi(create, async (c) => c.json(await createWebinar(c.var.db, c.req.valid('json'), auditOf(c)), 201))
  .openapi(update, async (c) => {
    const webinar = await editWebinar(c.var.db, c.req.valid('param').id, c.req.valid('json'), auditOf(c));
    inviteSoon(c);
    return c.json(webinar, 200);
  })
  .openapi(cancel, async (c) => {
    const { id } = c.req.valid('param');
    const webinar = await cancelWebinar(c.var.db, id, auditOf(c));
    refundSoon(c, id);
    inviteSoon(c);
    return c.json(webinar, 200);
  });
