import { mailOverviewSchema, mailQueuePageSchema, mailQueueQuery, queuedMailSchema } from '../../contract/admin-mail';
import { idParam } from '../../contract/common';
import { auditOf, caller } from '../../middleware/caller';
import { cancelMail, queuePage, retryMail } from '../../services/mail/admin-queue';
import { mailOverview } from '../../services/mail/mail-stats';
import { apiRoute, jsonAnswer, routes } from '../openapi';
import { sendMailSoon } from '../send-mail-soon';

// /admin/email and /admin/email/queue: how mail is going, and the outbox with its retry and
// cancel. Bodies never leave the server.

const overview = apiRoute({
  method: 'get',
  path: '/',
  summary:
    "Mail sent, failed, bounced and complained about per day over the last 30 days, how mail leaves and its last error, the outbox's backlog, and the blocked addresses",
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(mailOverviewSchema, 'The figures') },
});

const queue = apiRoute({
  method: 'get',
  path: '/queue',
  summary: 'The outbox, newest first, 50 at a time: by state, template or the start of the recipient’s address (never a body)',
  middleware: [caller('admin')],
  request: { query: mailQueueQuery },
  responses: { 200: jsonAnswer(mailQueuePageSchema, 'A page of mail') },
});

const retry = apiRoute({
  method: 'post',
  path: '/queue/{id}/retry',
  summary: 'Queue a failed mail again, its attempts counted from zero (sent mail cannot be sent again)',
  middleware: [caller('admin', { limit: 'admin', audit: 'mail.retry' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(queuedMailSchema, 'The mail, waiting again') },
});

const cancel = apiRoute({
  method: 'post',
  path: '/queue/{id}/cancel',
  summary: 'Stop a waiting or failed mail for good, its body cleared (mail being sent cannot be stopped)',
  middleware: [caller('admin', { limit: 'admin', audit: 'mail.cancel' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(queuedMailSchema, 'The mail, cancelled') },
});

export const adminEmailRoutes = routes()
  .openapi(overview, async (c) => c.json(await mailOverview(c.var.db, c.env, new Date()), 200))
  .openapi(queue, async (c) => c.json(await queuePage(c.var.db, c.req.valid('query'), new Date()), 200))
  .openapi(retry, async (c) => {
    const mail = await retryMail(c.var.db, c.req.valid('param').id, auditOf(c), new Date());
    sendMailSoon(c);
    return c.json(mail, 200);
  })
  .openapi(cancel, async (c) => c.json(await cancelMail(c.var.db, c.req.valid('param').id, auditOf(c), new Date()), 200));
