import { z } from 'zod';
import {
  fulfilmentMoveSchema,
  fulfilmentParam,
  NOT_FOR_SALE,
  offersQuery,
  orderParam,
  printCheckoutAnswerSchema,
  printCheckoutSchema,
  printOfferSchema,
  printOrderSchema,
  sellerFulfilmentSchema,
  submissionParam,
} from '../../contract/prints';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { purposeHandlers } from '../../services/payment-purposes';
import { PAYMENTS_UNAVAILABLE, paymentsFor, requirePayments } from '../../services/payments';
import { siteOrigin } from '../../services/site-origin';
import { edgeCache } from '../../middleware/edge-cache';
import { pushNotificationsChanged } from '../../services/notifications/push';
import { offerFor, offersFor } from '../../services/prints/catalog';
import { startPrintCheckout } from '../../services/prints/checkout';
import { fulfilmentsOf, moveFulfilment } from '../../services/prints/fulfilments';
import { orderFor, ordersOf } from '../../services/prints/orders';
import { apiRoute, errorAnswer, jsonAnswer, jsonBody, routes } from '../openapi';

const SALES = { flag: 'print_sales_enabled' } as const;

const offer = apiRoute({
  method: 'get',
  path: '/offers/{submissionId}',
  summary: "A photo's prints for sale: its sizes and the seller's prices (404 when it is not for sale)",
  middleware: [caller('visitor')],
  request: { params: submissionParam },
  responses: { 200: jsonAnswer(printOfferSchema, 'The offer') },
});

// A visitor's offers come from the edge cache for a few seconds; a member's, the only ones
// that can go on to a checkout (which reads the prices again anyway), are read fresh.
const OFFER_SECONDS = 15;

const offers = apiRoute({
  method: 'get',
  path: '/offers',
  summary: "Several photos' offers at once (the cart's): those for sale, in the order asked; the rest left out",
  middleware: [caller('visitor'), edgeCache(OFFER_SECONDS)],
  request: { query: offersQuery },
  responses: { 200: jsonAnswer(z.array(printOfferSchema), 'The offers') },
});

const checkout = apiRoute({
  method: 'post',
  path: '/checkout',
  summary: "Check out the cart: priced from the listings, shipping by zone, then the provider's checkout",
  middleware: [caller('member', { ...SALES, limit: 'checkout' })],
  request: { body: jsonBody(printCheckoutSchema) },
  responses: {
    200: jsonAnswer(printCheckoutAnswerSchema, 'The order, awaiting payment'),
    503: errorAnswer(PAYMENTS_UNAVAILABLE),
  },
});

const orders = apiRoute({
  method: 'get',
  path: '/orders',
  summary: "The signed-in buyer's paid orders, newest first",
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(z.array(printOrderSchema), 'Their orders') },
});

const order = apiRoute({
  method: 'get',
  path: '/orders/{id}',
  summary: 'One order, for its buyer only (404 for anyone else)',
  middleware: [caller('member')],
  request: { params: orderParam },
  responses: { 200: jsonAnswer(printOrderSchema, 'The order') },
});

const sellerFulfilments = apiRoute({
  method: 'get',
  path: '/fulfilments',
  summary: "The signed-in seller's orders to fulfil, newest first, with the address and what they earn",
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(z.array(sellerFulfilmentSchema), 'Their fulfilments') },
});

const move = apiRoute({
  method: 'post',
  path: '/fulfilments/{id}/move',
  summary:
    'Move an order along (its seller or an admin: production, shipped with tracking, delivered, refunded; its buyer: cancel before production)',
  middleware: [caller('member', { limit: 'checkout' })],
  request: { params: fulfilmentParam, body: jsonBody(fulfilmentMoveSchema) },
  responses: { 204: { description: 'Moved' } },
});

// Buying prints: offers, the cart's checkout, the buyer's orders and the sellers' fulfilments.
export const printRoutes = routes()
  .openapi(offer, async (c) => {
    const found = await offerFor(c.var.db, c.req.valid('param').submissionId);
    if (!found) throw new ApiError('NOT_FOUND', NOT_FOR_SALE);
    return c.json(found, 200);
  })
  .openapi(offers, async (c) => {
    const ids = [...new Set(c.req.valid('query').ids.split(',').map(Number))];
    const found = await offersFor(c.var.db, ids);
    return c.json(
      ids.flatMap((id) => found.get(id) ?? []),
      200,
    );
  })
  .openapi(checkout, async (c) => {
    const payments = requirePayments(c.env, c.var.db, c.req.url, purposeHandlers);
    const origin = siteOrigin(c.env);
    return c.json(await startPrintCheckout(c.var.db, payments, c.var.user.id, c.req.valid('json'), origin), 200);
  })
  .openapi(orders, async (c) => c.json(await ordersOf(c.var.db, c.var.user.id), 200))
  .openapi(order, async (c) => c.json(await orderFor(c.var.db, c.req.valid('param').id, c.var.user.id), 200))
  .openapi(sellerFulfilments, async (c) => c.json(await fulfilmentsOf(c.var.db, c.var.user.id), 200))
  .openapi(move, async (c) => {
    const { user } = c.var;
    const provider = paymentsFor(c.env, c.var.db, c.req.url, purposeHandlers)?.provider ?? null;
    const actor = { userId: user.id, isAdmin: user.isAdmin || user.isSuperAdmin };
    const { notified } = await moveFulfilment(c.var.db, provider, c.req.valid('param').id, actor, c.req.valid('json'));
    c.executionCtx.waitUntil(pushNotificationsChanged(c.env, notified));
    return c.body(null, 204);
  });
