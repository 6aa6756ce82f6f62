import { idParam } from '../../contract/common';
import {
  feedbackInputSchema,
  feedbackPageSchema,
  seatCheckoutSchema,
  webinarListSchema,
  webinarPageSchema,
} from '../../contract/webinars';
import { feedbackPage, giveFeedback } from '../../services/webinars/feedback';
import { caller } from '../../middleware/caller';
import { edgeCache } from '../../middleware/edge-cache';
import { ApiError } from '../../errors';
import { listWebinars, webinarPage } from '../../services/webinars/catalog';
import { WEBINAR_NOT_FOUND, cancelRegistration, registerFree } from '../../services/webinars/registrations';
import { z } from 'zod';
import { SITE_ADDRESS_ANSWER, apiRoute, errorAnswer, jsonAnswer, jsonBody, routes } from '../openapi';
import { purposeHandlers } from '../../services/payment-purposes';
import { PAYMENTS_UNAVAILABLE, requirePayments } from '../../services/payments';
import { startSeatCheckout } from '../../services/webinars/seat-checkout';
import { calendarOfSeat } from '../../services/webinars/invites';
import { endWebinar, startWebinar, webinarCaller } from '../../services/webinars/host-marks';
import { joinDueRecordings } from '../../services/webinars/recording-files';
import { webinarRoomOf } from '../../services/webinars/room-access';
import { siteOrigin } from '../../services/site-origin';
import { inviteSoon } from './invite-soon';
import { refundSoon } from './refund-soon';
import { webinarSfuRoutes } from './sfu';

// The list is the same for every visitor (seats left may lag by these seconds); a webinar's
// page names the viewer's seat, so it is read fresh.
const LIST_SECONDS = 15;

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Webinars live now, upcoming (soonest first) and past (latest first); cancelled ones are not listed',
  middleware: [caller('visitor'), edgeCache(LIST_SECONDS)],
  responses: { 200: jsonAnswer(webinarListSchema, 'The webinars') },
});

const one = apiRoute({
  method: 'get',
  path: '/{id}',
  summary: "One webinar, with the viewer's seat if they hold one",
  middleware: [caller('visitor')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(webinarPageSchema, 'The webinar') },
});

const register = apiRoute({
  method: 'post',
  path: '/{id}/registration',
  summary: 'Take a seat at a free webinar (paid ones go through their payment page)',
  middleware: [caller('verified', { limit: 'webinarSeat' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(webinarPageSchema, 'The webinar, with the seat') },
});

const checkout = apiRoute({
  method: 'post',
  path: '/{id}/checkout',
  summary: "A paid seat: held for 30 minutes while the provider's checkout is open (a second call reaches the same one)",
  middleware: [caller('verified', { limit: 'checkout' })],
  request: { params: idParam },
  responses: {
    200: jsonAnswer(seatCheckoutSchema, 'The checkout to pay at, and until when the seat is held'),
    503: errorAnswer(PAYMENTS_UNAVAILABLE),
  },
});

const giveBack = apiRoute({
  method: 'delete',
  path: '/{id}/registration',
  summary: 'Give a seat back: a free one until the start, a paid one until 24 hours before it (refunded in full)',
  middleware: [caller('member', { limit: 'webinarSeat' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(webinarPageSchema, 'The webinar, without the seat') },
});

const calendar = apiRoute({
  method: 'get',
  path: '/{id}/calendar.ics',
  summary: "Your seat's calendar invite (iCalendar), the one your mail carries",
  middleware: [caller('member')],
  request: { params: idParam },
  responses: {
    200: { description: 'An .ics file', content: { 'text/calendar': { schema: z.string() } } },
    ...SITE_ADDRESS_ANSWER,
  },
});

const start = apiRoute({
  method: 'post',
  path: '/{id}/start',
  summary: 'The host starts the webinar: from 15 minutes before its time until its scheduled end',
  middleware: [caller('member', { limit: 'webinarHost' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(webinarPageSchema, 'The webinar, live') },
});

const end = apiRoute({
  method: 'post',
  path: '/{id}/end',
  summary: 'The host ends the webinar once it is live',
  middleware: [caller('member', { limit: 'webinarHost' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(webinarPageSchema, 'The webinar, ended') },
});

const feedback = apiRoute({
  method: 'get',
  path: '/{id}/feedback',
  summary: "Your feedback on a webinar, whether you may give it, and for its host and admins everyone's",
  middleware: [caller('member')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(feedbackPageSchema, 'The feedback') },
});

const giveFeedbackRoute = apiRoute({
  method: 'post',
  path: '/{id}/feedback',
  summary: 'Rate a webinar you attended and its host (1 to 5), with a comment: once',
  middleware: [caller('member', { limit: 'webinarSeat' })],
  request: { params: idParam, body: jsonBody(feedbackInputSchema) },
  responses: { 201: jsonAnswer(feedbackPageSchema, 'The feedback, given') },
});

export const webinarRoutes = routes()
  .openapi(list, async (c) => c.json(await listWebinars(c.var.db), 200))
  .openapi(one, async (c) => {
    const page = await webinarPage(c.var.db, c.req.valid('param').id, c.get('user')?.id ?? null);
    if (!page) throw new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
    return c.json(page, 200);
  })
  .openapi(register, async (c) => {
    const page = await registerFree(c.var.db, c.req.valid('param').id, c.var.user.id);
    inviteSoon(c);
    return c.json(page, 200);
  })
  .openapi(checkout, async (c) => {
    const payments = () => requirePayments(c.env, c.var.db, c.req.url, purposeHandlers);
    const seat = await startSeatCheckout(c.var.db, payments, c.req.valid('param').id, c.var.user.id, siteOrigin(c.env));
    return c.json(seat, 200);
  })
  .openapi(giveBack, async (c) => {
    const { id } = c.req.valid('param');
    const page = await cancelRegistration(c.var.db, id, c.var.user.id);
    refundSoon(c, id);
    inviteSoon(c);
    return c.json(page, 200);
  })
  .openapi(calendar, async (c) => {
    const { id } = c.req.valid('param');
    const file = await calendarOfSeat(c.var.db, id, c.var.user.id, siteOrigin(c.env), c.env.MAIL_FROM);
    if (!file) throw new ApiError('NOT_FOUND', 'You are not registered for this webinar');
    return c.body(file, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="webinar-${id}.ics"`,
    });
  })
  .openapi(feedback, async (c) => c.json(await feedbackPage(c.var.db, c.req.valid('param').id, webinarCaller(c.var.user)), 200))
  .openapi(giveFeedbackRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await giveFeedback(c.var.db, id, webinarCaller(c.var.user), c.req.valid('json')), 201);
  })
  .openapi(start, async (c) => c.json(await startWebinar(c.var.db, c.req.valid('param').id, webinarCaller(c.var.user)), 200))
  .openapi(end, async (c) => {
    const { id } = c.req.valid('param');
    const page = await endWebinar(c.var.db, id, webinarCaller(c.var.user));
    // Every page in the live session hears it has ended.
    await webinarRoomOf(c.env, id).end();
    // A recording whose takes are all finished is joined into its replay now.
    c.executionCtx.waitUntil(joinDueRecordings(c.var.db, c.env.PHOTOS, new Date(), id));
    return c.json(page, 200);
  })
  .route('/', webinarSfuRoutes);
