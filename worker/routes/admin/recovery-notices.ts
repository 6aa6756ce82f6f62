import { idParam } from '../../contract/common';
import { adminNoticesSchema, recoveryNoticeInputSchema, recoveryNoticeSchema } from '../../contract/recovery-notice';
import { auditOf, caller } from '../../middleware/caller';
import { adminNotices, closeNotice, createNotice, editNotice } from '../../services/recovery/notices';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

// The incident notice that /recovery-notification shows and every page's banner links to,
// written from /admin/data-recovery.

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'The open incident notice, if any, and the latest closed ones',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(adminNoticesSchema, 'The notices') },
});

const create = apiRoute({
  method: 'post',
  path: '/',
  summary: 'Open an incident notice: it shows on /recovery-notification and as a banner on every page (409 while one is open)',
  middleware: [caller('admin', { limit: 'admin', audit: 'recovery_notice.create' })],
  request: { body: jsonBody(recoveryNoticeInputSchema) },
  responses: { 201: jsonAnswer(recoveryNoticeSchema, 'The notice, open') },
});

const edit = apiRoute({
  method: 'put',
  path: '/{id}',
  summary: 'Rewrite the open notice (a closed one is history: 409)',
  middleware: [caller('admin', { limit: 'admin', audit: 'recovery_notice.update' })],
  request: { params: idParam, body: jsonBody(recoveryNoticeInputSchema) },
  responses: { 200: jsonAnswer(recoveryNoticeSchema, 'The notice as saved') },
});

const close = apiRoute({
  method: 'post',
  path: '/{id}/close',
  summary: 'Close the open notice: the banner leaves every page, and /recovery-notification says no recovery is in progress',
  middleware: [caller('admin', { limit: 'admin', audit: 'recovery_notice.close' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(recoveryNoticeSchema, 'The notice, closed') },
});

export const adminRecoveryNoticeRoutes = routes()
  .openapi(list, async (c) => c.json(await adminNotices(c.var.db), 200))
  .openapi(create, async (c) => c.json(await createNotice(c.var.db, c.req.valid('json'), auditOf(c)), 201))
  .openapi(edit, async (c) => c.json(await editNotice(c.var.db, c.req.valid('param').id, c.req.valid('json'), auditOf(c)), 200))
  .openapi(close, async (c) => c.json(await closeNotice(c.var.db, c.req.valid('param').id, auditOf(c)), 200));
