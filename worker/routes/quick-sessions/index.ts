import { acceptAnswerSchema, acceptQuickSessionSchema } from '../../contract/quick-sessions';
import { sessionListSchema } from '../../contract/sessions';
import { caller } from '../../middleware/caller';
import { acceptQuickSession } from '../../services/mentors/quick-sessions';
import { quickSessionsOf } from '../../services/mentors/session-records';
import { purposeHandlers } from '../../services/payment-purposes';
import { PAYMENTS_UNAVAILABLE, requirePayments } from '../../services/payments';
import { siteOrigin } from '../../services/site-origin';
import { apiRoute, errorAnswer, jsonAnswer, jsonBody, routes } from '../openapi';

const MENTORING = { flag: 'mentor_program_access' } as const;

const accept = apiRoute({
  method: 'post',
  path: '/accept',
  summary: "Accept a mentor's quick session offer (its recipient only, within 48 hours): the session, awaiting payment",
  middleware: [caller('member', { ...MENTORING, limit: 'checkout' })],
  request: { body: jsonBody(acceptQuickSessionSchema) },
  responses: { 200: jsonAnswer(acceptAnswerSchema, 'The session to pay for'), 503: errorAnswer(PAYMENTS_UNAVAILABLE) },
});

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: "The signed-in member's quick sessions, as student or mentor, newest first",
  middleware: [caller('member', MENTORING)],
  responses: { 200: jsonAnswer(sessionListSchema, 'Their quick sessions') },
});

export const quickSessionRoutes = routes()
  .openapi(accept, async (c) => {
    const payments = requirePayments(c.env, c.var.db, c.req.url, purposeHandlers);
    const origin = siteOrigin(c.env);
    return c.json(await acceptQuickSession(c.var.db, payments, c.var.user.id, c.req.valid('json'), origin), 200);
  })
  .openapi(list, async (c) => c.json({ sessions: await quickSessionsOf(c.var.db, c.var.user.id) }, 200));
