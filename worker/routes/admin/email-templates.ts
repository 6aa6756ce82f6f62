import { z } from 'zod';
import {
  mailTemplateKeyParam,
  mailTemplateRestoreSchema,
  mailTemplateSchema,
  mailTemplateSummarySchema,
  mailTestAnswerSchema,
  mailWordingSaveSchema,
  mailWordingSchema,
} from '../../contract/mail-templates';
import { auditOf, caller } from '../../middleware/caller';
import { queueTestMail } from '../../services/mail/template-test-mail';
import { mailTemplateDetail, mailTemplateList, restoreMailDefault, saveMailWording } from '../../services/mail/template-versions';
import { siteOrigin } from '../../services/site-origin';
import { SITE_ADDRESS_ANSWER, apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';
import { sendMailSoon } from '../send-mail-soon';

// /admin/email/templates: every mail the site sends, its wording as the code keeps it or as an
// admin saved it, each save a version. The editor previews a wording itself
// (services/mail/template-render.ts), so nothing here answers a keystroke.

const templateAnswer = { 200: jsonAnswer(mailTemplateSchema, 'The template with its wording in use and its versions') };

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Every mail template, with whether an admin’s wording is in use',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(z.array(mailTemplateSummarySchema), 'The templates, grouped as the site sends them') },
});

const detail = apiRoute({
  method: 'get',
  path: '/{key}',
  summary: 'One template: its default and current wording, its values with samples, and its versions',
  middleware: [caller('admin')],
  request: { params: mailTemplateKeyParam },
  responses: { ...templateAnswer, ...SITE_ADDRESS_ANSWER },
});

const save = apiRoute({
  method: 'post',
  path: '/{key}/versions',
  summary: 'Save a new wording as the newest version, in use from the next mail sent',
  middleware: [caller('admin', { limit: 'admin', audit: 'mail_template.save' })],
  request: { params: mailTemplateKeyParam, body: jsonBody(mailWordingSaveSchema) },
  responses: { ...templateAnswer, ...SITE_ADDRESS_ANSWER },
});

const restore = apiRoute({
  method: 'post',
  path: '/{key}/restore',
  summary: 'Go back to the default wording the code keeps (a version of its own)',
  middleware: [caller('admin', { limit: 'admin', audit: 'mail_template.restore' })],
  request: { params: mailTemplateKeyParam, body: jsonBody(mailTemplateRestoreSchema) },
  responses: { ...templateAnswer, ...SITE_ADDRESS_ANSWER },
});

const test = apiRoute({
  method: 'post',
  path: '/{key}/test',
  summary: "Mail a wording (saved or not), written with the samples, to the admin's own address",
  middleware: [caller('admin', { limit: 'admin', audit: 'mail_template.test' })],
  request: { params: mailTemplateKeyParam, body: jsonBody(mailWordingSchema) },
  responses: { 200: jsonAnswer(mailTestAnswerSchema, 'The test mail is queued'), ...SITE_ADDRESS_ANSWER },
});

export const adminEmailTemplateRoutes = routes()
  .openapi(list, async (c) => c.json(await mailTemplateList(c.var.db), 200))
  .openapi(detail, async (c) => c.json(await mailTemplateDetail(c.var.db, c.req.valid('param').key, siteOrigin(c.env)), 200))
  .openapi(save, async (c) => {
    const { key } = c.req.valid('param');
    const input = c.req.valid('json');
    // The words themselves are the version's row; the log says which version.
    const audit = auditOf(c, { targetId: key, detail: { version: input.basedOn + 1 } });
    return c.json(await saveMailWording(c.var.db, key, input, siteOrigin(c.env), audit), 200);
  })
  .openapi(restore, async (c) => {
    const { key } = c.req.valid('param');
    const { basedOn } = c.req.valid('json');
    const audit = auditOf(c, { targetId: key, detail: { version: basedOn + 1 } });
    return c.json(await restoreMailDefault(c.var.db, key, basedOn, siteOrigin(c.env), audit), 200);
  })
  .openapi(test, async (c) => {
    const { key } = c.req.valid('param');
    const audit = auditOf(c, { targetId: key, detail: null });
    const queued = await queueTestMail(c.var.db, key, c.req.valid('json'), siteOrigin(c.env), audit);
    sendMailSoon(c);
    return c.json(queued, 200);
  });
