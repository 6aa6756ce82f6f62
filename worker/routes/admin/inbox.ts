import { z } from 'zod';
import { idParam } from '../../contract/common';
import {
  inboxAdminSchema,
  inboxAssignSchema,
  inboxListQuery,
  inboxPageSchema,
  inboxReplySchema,
  inboxThreadSchema,
} from '../../contract/inbox';
import { auditOf, caller } from '../../middleware/caller';
import {
  assignThread,
  inboxAdmins,
  inboxPage,
  inboxThread,
  markThreadRead,
  replyToThread,
  setThreadStatus,
} from '../../services/inbox/admin';
import { fullName } from '../../services/users';
import { siteOrigin } from '../../services/site-origin';
import { SITE_ADDRESS_ANSWER, apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';
import { sendMailSoon } from '../send-mail-soon';

// /admin/inbox: what people send the site ('Contact us'; account recovery later), read,
// given to an admin, answered by mail and closed. Every change is in the audit log.

const threadAnswer = { 200: jsonAnswer(inboxThreadSchema, 'The thread as it now stands') };

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: "Threads, latest activity first: open, the asking admin's, no one's, or closed; with the open counts",
  middleware: [caller('admin')],
  request: { query: inboxListQuery },
  responses: { 200: jsonAnswer(inboxPageSchema, 'A page of threads') },
});

const admins = apiRoute({
  method: 'get',
  path: '/admins',
  summary: 'The admins a thread can be given to',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(z.array(inboxAdminSchema), 'Admins by name') },
});

const thread = apiRoute({
  method: 'get',
  path: '/{id}',
  summary: 'A thread with every message, oldest first',
  middleware: [caller('admin')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(inboxThreadSchema, 'The thread') },
});

const read = apiRoute({
  method: 'post',
  path: '/{id}/read',
  summary: 'Mark a thread read (its screen does on opening an unread one)',
  middleware: [caller('admin', { limit: 'admin', audit: 'inbox.read' })],
  request: { params: idParam },
  responses: threadAnswer,
});

const assign = apiRoute({
  method: 'post',
  path: '/{id}/assign',
  summary: 'Give a thread to an admin, or back to no one',
  middleware: [caller('admin', { limit: 'admin', audit: 'inbox.assign' })],
  request: { params: idParam, body: jsonBody(inboxAssignSchema) },
  responses: threadAnswer,
});

const reply = apiRoute({
  method: 'post',
  path: '/{id}/reply',
  summary:
    "Answer an open thread: the reply is mailed to the sender and kept in the thread (and it becomes the replier's if no one had it)",
  middleware: [caller('admin', { limit: 'admin', audit: 'inbox.reply' })],
  request: { params: idParam, body: jsonBody(inboxReplySchema) },
  responses: { ...threadAnswer, ...SITE_ADDRESS_ANSWER },
});

const close = apiRoute({
  method: 'post',
  path: '/{id}/close',
  summary: 'Close an open thread',
  middleware: [caller('admin', { limit: 'admin', audit: 'inbox.close' })],
  request: { params: idParam },
  responses: threadAnswer,
});

const reopen = apiRoute({
  method: 'post',
  path: '/{id}/reopen',
  summary: 'Open a closed thread again',
  middleware: [caller('admin', { limit: 'admin', audit: 'inbox.reopen' })],
  request: { params: idParam },
  responses: threadAnswer,
});

export const adminInboxRoutes = routes()
  .openapi(list, async (c) => c.json(await inboxPage(c.var.db, c.var.user.id, c.req.valid('query')), 200))
  .openapi(admins, async (c) => c.json(await inboxAdmins(c.var.db, c.env.FOUNDER_USERNAME), 200))
  .openapi(thread, async (c) => c.json(await inboxThread(c.var.db, c.req.valid('param').id), 200))
  .openapi(read, async (c) => c.json(await markThreadRead(c.var.db, c.req.valid('param').id, auditOf(c)), 200))
  .openapi(assign, async (c) => {
    const { assigneeId } = c.req.valid('json');
    return c.json(await assignThread(c.var.db, c.req.valid('param').id, assigneeId, c.env.FOUNDER_USERNAME, auditOf(c)), 200);
  })
  .openapi(reply, async (c) => {
    const { id } = c.req.valid('param');
    const { body } = c.req.valid('json');
    const admin = { id: c.var.user.id, name: fullName(c.var.user) };
    // The reply is in the thread itself: the log keeps who answered, not the words again.
    const answered = await replyToThread(c.var.db, id, admin, body, siteOrigin(c.env), auditOf(c, { detail: null }));
    sendMailSoon(c);
    return c.json(answered, 200);
  })
  .openapi(close, async (c) => c.json(await setThreadStatus(c.var.db, c.req.valid('param').id, 'closed', auditOf(c)), 200))
  .openapi(reopen, async (c) => c.json(await setThreadStatus(c.var.db, c.req.valid('param').id, 'open', auditOf(c)), 200));
