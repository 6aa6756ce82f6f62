import { subscriptionStatusSchema } from '../../contract/subscription';
import { caller } from '../../middleware/caller';
import { subscriptionStatus } from '../../services/subscription';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const status = apiRoute({
  method: 'get',
  path: '/status',
  summary: "The signed-in person's subscription: whether one is active, and which",
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(subscriptionStatusSchema, 'Their subscription status') },
});

export const subscriptionRoutes = routes().openapi(status, async (c) =>
  c.json(await subscriptionStatus(c.var.db, c.var.user.id), 200),
);
