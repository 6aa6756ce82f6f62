import {
  checkoutUrlSchema,
  mySubscriptionSchema,
  planChoiceSchema,
  subscriptionStatusSchema,
  switchAnswerSchema,
} from '../../contract/subscription';
import { caller } from '../../middleware/caller';
import { purposeHandlers } from '../../services/payment-purposes';
import { PAYMENTS_UNAVAILABLE, requirePayments } from '../../services/payments';
import { siteOrigin } from '../../services/site-origin';
import type { ApiContext } from '../../env';
import {
  billingPortal,
  mySubscription,
  setCancelAtPeriodEnd,
  startSubscriptionCheckout,
  switchPlan,
} from '../../services/payments/subscribe';
import { subscriptionStatus } from '../../services/subscription';
import { apiRoute, errorAnswer, jsonAnswer, jsonBody, routes } from '../openapi';

const FLAG = 'subscriptions_enabled';
const unavailable = { 503: errorAnswer(PAYMENTS_UNAVAILABLE) };

const payments = (c: ApiContext) => requirePayments(c.env, c.var.db, c.req.url, purposeHandlers);

const status = apiRoute({
  method: 'get',
  path: '/status',
  summary: "The signed-in person's subscription: whether one is active, and which",
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(subscriptionStatusSchema, 'Their subscription status') },
});

const mine = apiRoute({
  method: 'get',
  path: '/',
  summary: "The signed-in person's plan in full (null when they have none)",
  middleware: [caller('member', { flag: FLAG })],
  responses: { 200: jsonAnswer(mySubscriptionSchema, 'Their plan') },
});

const checkout = apiRoute({
  method: 'post',
  path: '/checkout',
  summary: "Starts the provider's checkout for a plan; answers where to send the member",
  middleware: [caller('member', { flag: FLAG, limit: 'checkout' })],
  request: { body: jsonBody(planChoiceSchema) },
  responses: { 200: jsonAnswer(checkoutUrlSchema, 'The checkout page'), ...unavailable },
});

const cancel = apiRoute({
  method: 'post',
  path: '/cancel',
  summary: 'Cancels the plan at the end of the period paid for',
  middleware: [caller('member', { flag: FLAG, limit: 'checkout' })],
  responses: { 200: jsonAnswer(mySubscriptionSchema, 'The plan, ending at its period end'), ...unavailable },
});

const resume = apiRoute({
  method: 'post',
  path: '/resume',
  summary: 'Keeps a plan that was set to end',
  middleware: [caller('member', { flag: FLAG, limit: 'checkout' })],
  responses: { 200: jsonAnswer(mySubscriptionSchema, 'The plan, renewing again'), ...unavailable },
});

const change = apiRoute({
  method: 'post',
  path: '/switch',
  summary: 'Switches plan: up now (the difference prorated), down at the end of the period',
  middleware: [caller('member', { flag: FLAG, limit: 'checkout' })],
  request: { body: jsonBody(planChoiceSchema) },
  responses: {
    200: jsonAnswer(switchAnswerSchema, 'The plan; scheduled when it changes at period end'),
    ...unavailable,
  },
});

const portal = apiRoute({
  method: 'post',
  path: '/portal',
  summary: "The payment provider's billing page (update the card, see bills); answers where to send the member",
  middleware: [caller('member', { flag: FLAG, limit: 'checkout' })],
  responses: { 200: jsonAnswer(checkoutUrlSchema, 'The billing page'), ...unavailable },
});

export const subscriptionRoutes = routes()
  .openapi(status, async (c) => c.json(await subscriptionStatus(c.var.db, c.var.user.id), 200))
  .openapi(mine, async (c) => c.json({ subscription: await mySubscription(c.var.db, c.var.user.id) }, 200))
  .openapi(checkout, async (c) => {
    const url = await startSubscriptionCheckout(c.var.db, payments(c), c.var.user.id, c.req.valid('json'), siteOrigin(c.env));
    return c.json({ url }, 200);
  })
  .openapi(cancel, async (c) =>
    c.json({ subscription: await setCancelAtPeriodEnd(c.var.db, payments(c), c.var.user.id, true) }, 200),
  )
  .openapi(resume, async (c) =>
    c.json({ subscription: await setCancelAtPeriodEnd(c.var.db, payments(c), c.var.user.id, false) }, 200),
  )
  .openapi(portal, async (c) => {
    const url = await billingPortal(c.var.db, payments(c), c.var.user.id, siteOrigin(c.env));
    return c.json({ url }, 200);
  })
  .openapi(change, async (c) => {
    const choice = c.req.valid('json');
    const subscription = await switchPlan(c.var.db, payments(c), c.var.user.id, choice);
    const scheduled = subscription?.plan !== choice.plan || subscription.interval !== choice.interval;
    return c.json({ subscription, scheduled }, 200);
  });
