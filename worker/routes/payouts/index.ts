import { earningsSchema, payoutAccountLinkRequestSchema, payoutAccountLinkSchema } from '../../contract/payouts';
import { caller } from '../../middleware/caller';
import { purposeHandlers } from '../../services/payment-purposes';
import { PAYMENTS_UNAVAILABLE, paymentsFor, requirePayments } from '../../services/payments';
import { siteOrigin } from '../../services/site-origin';
import { earningsOf, payoutAccountLink } from '../../services/payments/payouts';
import { apiRoute, errorAnswer, jsonAnswer, jsonBody, routes } from '../openapi';

const earnings = apiRoute({
  method: 'get',
  path: '/',
  summary: "The signed-in mentor's or seller's balance (pending, available, owed), payout account and payouts",
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(earningsSchema, 'Their earnings') },
});

const accountLink = apiRoute({
  method: 'post',
  path: '/account-link',
  summary: "The payment provider's onboarding page for the member's payout account (made on first need)",
  middleware: [caller('member', { limit: 'checkout' })],
  request: { body: jsonBody(payoutAccountLinkRequestSchema) },
  responses: {
    200: jsonAnswer(payoutAccountLinkSchema, 'Where to send the member'),
    503: errorAnswer(PAYMENTS_UNAVAILABLE),
  },
});

// Mentors' and sellers' earnings and payouts: the section their dashboards embed.
export const payoutRoutes = routes()
  .openapi(earnings, async (c) =>
    c.json(await earningsOf(c.var.db, paymentsFor(c.env, c.var.db, c.req.url, purposeHandlers), c.var.user.id, new Date()), 200),
  )
  .openapi(accountLink, async (c) => {
    const returnUrl = new URL(c.req.valid('json').returnTo, siteOrigin(c.env)).href;
    const url = await payoutAccountLink(
      c.var.db,
      requirePayments(c.env, c.var.db, c.req.url, purposeHandlers),
      c.var.user.id,
      returnUrl,
    );
    return c.json({ url }, 200);
  });
