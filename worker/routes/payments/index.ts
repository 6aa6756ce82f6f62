import { checkoutIdParamsSchema, checkoutStateSchema, rawEventSchema, webhookAnswerSchema } from '../../contract/payments';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { rawBodyLimit } from '../../middleware/json-body-limit';
import { purposeHandlers } from '../../services/payment-purposes';
import { PAYMENTS_UNAVAILABLE, requirePayments } from '../../services/payments';
import { siteOrigin } from '../../services/site-origin';
import { checkoutState } from '../../services/payments/checkout-state';
import { pushNotificationsChanged } from '../../services/notifications/push';
import { BadSignature, verifiedEvent, applyEvent } from '../../services/payments/webhook';
import { apiRoute, errorAnswer, jsonAnswer, routes } from '../openapi';
import { sendMailSoon } from '../send-mail-soon';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const webhook = apiRoute({
  method: 'post',
  path: '/webhook',
  summary: "The payment provider's signed events: the only way a payment, refund or plan becomes real",
  description:
    'Verified against the Stripe-Signature header on the raw body (up to 1 MB); each event applies once. Exempt from the same-origin check: the provider sends no Origin.',
  middleware: [caller('signature'), rawBodyLimit(WEBHOOK_BODY_LIMIT)],
  request: { body: { required: true, content: { 'text/plain': { schema: rawEventSchema } } } },
  responses: {
    200: jsonAnswer(webhookAnswerSchema, 'Applied, or already applied before'),
    503: errorAnswer(PAYMENTS_UNAVAILABLE),
  },
});

const checkoutReturn = apiRoute({
  method: 'get',
  path: '/checkouts/{id}',
  summary: 'Where a checkout the member came back from stands: paid (its webhook has landed), still processing, or expired',
  middleware: [caller('member')],
  request: { params: checkoutIdParamsSchema },
  responses: { 200: jsonAnswer(checkoutStateSchema, 'The checkout state'), 503: errorAnswer(PAYMENTS_UNAVAILABLE) },
});

export const paymentRoutes = routes()
  .openapi(checkoutReturn, async (c) => {
    const payments = () => requirePayments(c.env, c.var.db, c.req.url, purposeHandlers);
    return c.json(await checkoutState(c.var.db, payments, c.var.user.id, c.req.valid('param').id), 200);
  })
  .openapi(webhook, async (c) => {
    const secret = c.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError('UNAVAILABLE', PAYMENTS_UNAVAILABLE);
    const secrets = [secret, c.env.STRIPE_CONNECT_WEBHOOK_SECRET].filter((s): s is string => Boolean(s));
    const rawBody = await c.req.text();
    const event = await verifiedEvent(rawBody, c.req.header('Stripe-Signature'), secrets).catch((error: unknown) => {
      if (error instanceof BadSignature) throw new ApiError('BAD_REQUEST', error.message);
      throw error;
    });
    const payments = requirePayments(c.env, c.var.db, c.req.url, purposeHandlers);
    const outcome = await applyEvent(c.var.db, payments.provider, event, {
      origin: siteOrigin(c.env),
      mailFrom: c.env.MAIL_FROM,
      purposes: purposeHandlers,
      tell: (userIds) => c.executionCtx.waitUntil(pushNotificationsChanged(c.env, userIds)),
    });
    // Receipts, session confirmations and seat invites go out now, not at the next cron tick.
    sendMailSoon(c);
    return c.json({ message: outcome === 'applied' ? ('Processed' as const) : ('Already processed' as const) }, 200);
  });
