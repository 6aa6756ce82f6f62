import {
  bookingAnswerSchema,
  bookingRequestSchema,
  joinAnswerSchema,
  mentorSessionSchema,
  replyRequestSchema,
  rescheduleSchema,
  reviewRequestSchema,
  sessionListQuery,
  sessionListSchema,
  sessionParams,
} from '../../contract/sessions';
import { z } from 'zod';
import { caller } from '../../middleware/caller';
import { bookSession } from '../../services/mentors/bookings';
import { cancelSession, joinSession, rescheduleSession } from '../../services/mentors/session-actions';
import { sessionCalendar } from '../../services/mentors/session-payments';
import { sessionFor, sessionsOf } from '../../services/mentors/session-records';
import { replyToReview, reviewSession } from '../../services/mentors/reviews';
import { pushNotificationsChanged } from '../../services/notifications/push';
import { purposeHandlers } from '../../services/payment-purposes';
import { PAYMENTS_UNAVAILABLE, paymentsFor, requirePayments } from '../../services/payments';
import { siteOrigin } from '../../services/site-origin';
import { recheckVideoRoom } from '../../services/video/rooms';
import { SITE_ADDRESS_ANSWER, apiRoute, errorAnswer, jsonAnswer, jsonBody, routes } from '../openapi';
import { sendMailSoon } from '../send-mail-soon';

const MENTORING = { flag: 'mentor_program_access' } as const;
const answer = (description: string) => ({ 200: jsonAnswer(mentorSessionSchema, description) });

const book = apiRoute({
  method: 'post',
  path: '/',
  summary: "Book a mentor's free time: held for 30 minutes while the student pays (409 'That time was just taken')",
  middleware: [
    caller('verified', { ...MENTORING, limit: 'checkout', unverified: 'Verify your email address before booking a session' }),
  ],
  request: { body: jsonBody(bookingRequestSchema) },
  responses: { 200: jsonAnswer(bookingAnswerSchema, 'The booking, awaiting payment'), 503: errorAnswer(PAYMENTS_UNAVAILABLE) },
});

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: "The signed-in member's sessions as student or mentor, upcoming (soonest first) or past",
  middleware: [caller('member')],
  request: { query: sessionListQuery },
  responses: { 200: jsonAnswer(sessionListSchema, 'Their sessions') },
});

const one = apiRoute({
  method: 'get',
  path: '/{id}',
  summary: 'A session, for its student or mentor (404 for anyone else), with what they may do now',
  middleware: [caller('owner')],
  request: { params: sessionParams },
  responses: answer('The session'),
});

const calendar = apiRoute({
  method: 'get',
  path: '/{id}/calendar.ics',
  summary: 'The session as a calendar file (iCalendar), for its student or mentor',
  middleware: [caller('owner')],
  request: { params: sessionParams },
  responses: {
    200: { description: 'An .ics file', content: { 'text/calendar': { schema: z.string() } } },
    ...SITE_ADDRESS_ANSWER,
  },
});

const cancel = apiRoute({
  method: 'post',
  path: '/{id}/cancel',
  summary: 'Cancel: a student 24 h or more before the start, or a mentor at any time, is refunded in full',
  middleware: [caller('owner', { ...MENTORING, limit: 'mentoring' })],
  request: { params: sessionParams },
  responses: { ...answer('The session, cancelled'), ...SITE_ADDRESS_ANSWER },
});

const reschedule = apiRoute({
  method: 'post',
  path: '/{id}/reschedule',
  summary: "Move a confirmed session to another of the mentor's free times, once, up to 24 h before the start",
  middleware: [caller('owner', { ...MENTORING, limit: 'mentoring' })],
  request: { params: sessionParams, body: jsonBody(rescheduleSchema) },
  responses: { ...answer('The session at its new time'), ...SITE_ADDRESS_ANSWER },
});

const join = apiRoute({
  method: 'post',
  path: '/{id}/join',
  summary: "Record that the caller joined (open from 10 minutes before the start to the end); answers the room's path",
  middleware: [caller('owner', { ...MENTORING, limit: 'mentoring' })],
  request: { params: sessionParams },
  responses: { 200: jsonAnswer(joinAnswerSchema, 'Where the session takes place') },
});

const review = apiRoute({
  method: 'post',
  path: '/{id}/review',
  summary: 'The student rates a completed session 1–5 with a comment, once',
  middleware: [caller('owner', { ...MENTORING, limit: 'mentoring' })],
  request: { params: sessionParams, body: jsonBody(reviewRequestSchema) },
  responses: answer('The session with its review'),
});

const reply = apiRoute({
  method: 'post',
  path: '/{id}/review/reply',
  summary: "The mentor answers the session's review, once",
  middleware: [caller('owner', { ...MENTORING, limit: 'mentoring' })],
  request: { params: sessionParams, body: jsonBody(replyRequestSchema) },
  responses: answer('The session with the answered review'),
});

// Mentoring sessions, booked or quick: paying, the session page, attendance and reviews.
export const sessionRoutes = routes()
  .openapi(book, async (c) => {
    const payments = requirePayments(c.env, c.var.db, c.req.url, purposeHandlers);
    const booked = await bookSession(c.var.db, payments, c.var.user.id, c.req.valid('json'), siteOrigin(c.env));
    return c.json(booked, 200);
  })
  .openapi(list, async (c) => {
    const { role, when } = c.req.valid('query');
    return c.json({ sessions: await sessionsOf(c.var.db, c.var.user.id, role, when) }, 200);
  })
  .openapi(one, async (c) => c.json((await sessionFor(c.var.db, c.req.valid('param').id, c.var.user.id)).dto, 200))
  .openapi(calendar, async (c) => {
    const { loaded } = await sessionFor(c.var.db, c.req.valid('param').id, c.var.user.id);
    const file = sessionCalendar(loaded, siteOrigin(c.env), new Date(), loaded.session.rescheduledAt ? 1 : 0);
    return c.body(file, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="session-${loaded.session.id}.ics"`,
    });
  })
  .openapi(cancel, async (c) => {
    const payments = paymentsFor(c.env, c.var.db, c.req.url, purposeHandlers);
    const { id } = c.req.valid('param');
    const { session, notified } = await cancelSession(c.var.db, payments, id, c.var.user.id, siteOrigin(c.env));
    sendMailSoon(c);
    c.executionCtx.waitUntil(recheckVideoRoom(c.env, c.var.db, id));
    c.executionCtx.waitUntil(pushNotificationsChanged(c.env, notified));
    return c.json(session, 200);
  })
  .openapi(reschedule, async (c) => {
    const { id } = c.req.valid('param');
    const { startsAt } = c.req.valid('json');
    const { session, notified } = await rescheduleSession(c.var.db, id, c.var.user.id, startsAt, siteOrigin(c.env));
    sendMailSoon(c);
    c.executionCtx.waitUntil(pushNotificationsChanged(c.env, notified));
    return c.json(session, 200);
  })
  .openapi(join, async (c) => c.json(await joinSession(c.var.db, c.req.valid('param').id, c.var.user.id), 200))
  .openapi(review, async (c) => {
    const { id } = c.req.valid('param');
    const { session, notified } = await reviewSession(c.var.db, id, c.var.user.id, c.req.valid('json'));
    c.executionCtx.waitUntil(pushNotificationsChanged(c.env, notified));
    return c.json(session, 200);
  })
  .openapi(reply, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await replyToReview(c.var.db, id, c.var.user.id, c.req.valid('json').reply), 200);
  });
