import {
  mentorApplicationSchema,
  mentorDetailSchema,
  mentorListQuery,
  mentorListSchema,
  mentorRefParam,
  myMentorProfileSchema,
  slotsQuery,
  slotsSchema,
} from '../../contract/mentors';
import { z } from 'zod';
import { availabilitySchema } from '../../contract/availability';
import {
  blockParam,
  chatMessageSchema,
  conversationSchema,
  recipientParam,
  sendMessageSchema,
  threadQuery,
} from '../../contract/messages';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { slotsOf } from '../../services/mentors/availability';
import { myAvailability, saveAvailability } from '../../services/mentors/availability-settings';
import { findListedMentor, listMentors, mentorDetail } from '../../services/mentors/discovery';
import { myMentorProfile, saveMentorApplication } from '../../services/mentors/profiles';
import { blockMember, unblockMember } from '../../services/messages/blocks';
import { pushMessage } from '../../services/messages/push';
import { conversationsOf, sendMessage, threadWith } from '../../services/messages/threads';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

const NO_SUCH_MENTOR = 'No such mentor';
const MENTORING = { flag: 'mentor_program_access' } as const;

const profileMe = apiRoute({
  method: 'get',
  path: '/profile/me',
  summary: "The signed-in member's mentor application or profile (404 when they have none)",
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(myMentorProfileSchema, 'Their profile and where it stands') },
});

const apply = apiRoute({
  method: 'put',
  path: '/profile/me',
  summary: 'Apply to mentor, or edit the application or profile (a rejected one is submitted again)',
  middleware: [
    caller('verified', { ...MENTORING, limit: 'mentoring', unverified: 'Verify your email address before applying to mentor' }),
  ],
  request: { body: jsonBody(mentorApplicationSchema) },
  responses: { 200: jsonAnswer(myMentorProfileSchema, 'The saved profile') },
});

const availability = apiRoute({
  method: 'get',
  path: '/availability/me',
  summary: "The signed-in mentor's availability rules, in their own zone's wall-clock time",
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(availabilitySchema, 'Their rules') },
});

const saveRules = apiRoute({
  method: 'put',
  path: '/availability/me',
  summary: 'Replace the availability rules (weekly hours, date overrides, time off, buffer, notice, window, zone)',
  middleware: [caller('member', { ...MENTORING, limit: 'mentoring' })],
  request: { body: jsonBody(availabilitySchema) },
  responses: { 200: jsonAnswer(availabilitySchema, 'The saved rules') },
});

const thread = apiRoute({
  method: 'get',
  path: '/messages/{recipientId}',
  summary: 'The thread between the caller and a member, oldest first (its unread messages to the caller become read)',
  middleware: [caller('member', MENTORING)],
  request: { params: recipientParam, query: threadQuery },
  responses: { 200: jsonAnswer(z.array(chatMessageSchema), 'The messages') },
});

const threads = apiRoute({
  method: 'get',
  path: '/conversations',
  summary: "The caller's threads, newest first, with the other person, the latest message and unread count",
  middleware: [caller('member', MENTORING)],
  responses: { 200: jsonAnswer(z.array(conversationSchema), 'The threads') },
});

const send = apiRoute({
  method: 'post',
  path: '/messages',
  summary: 'Send a message (text, or a mentor’s quick session offer, whose minimum amount the server computes)',
  middleware: [caller('member', { ...MENTORING, limit: 'message' })],
  request: { body: jsonBody(sendMessageSchema) },
  responses: { 201: jsonAnswer(chatMessageSchema, 'The message as stored') },
});

const block = apiRoute({
  method: 'put',
  path: '/blocks/{userId}',
  summary: 'Block a member: no messages between the two, either way, until lifted',
  middleware: [caller('member', { ...MENTORING, limit: 'mentoring' })],
  request: { params: blockParam },
  responses: { 204: { description: 'Blocked' } },
});

const unblock = apiRoute({
  method: 'delete',
  path: '/blocks/{userId}',
  summary: 'Lift a block',
  middleware: [caller('member', { ...MENTORING, limit: 'mentoring' })],
  request: { params: blockParam },
  responses: { 204: { description: 'Lifted' } },
});

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Approved mentors: search by name or specialty, filter and sort (recommended, rating, price)',
  middleware: [caller('visitor')],
  request: { query: mentorListQuery },
  responses: { 200: jsonAnswer(mentorListSchema, 'A page of mentors') },
});

const one = apiRoute({
  method: 'get',
  path: '/{ref}',
  summary: 'A mentor by user id or slug: profile, prices per session type and duration, reviews',
  middleware: [caller('visitor')],
  request: { params: mentorRefParam },
  responses: { 200: jsonAnswer(mentorDetailSchema, 'The mentor') },
});

const slots = apiRoute({
  method: 'get',
  path: '/{ref}/slots',
  summary: "A mentor's free start times for a session length, as instants (shown in the viewer's zone)",
  middleware: [caller('visitor')],
  request: { params: mentorRefParam, query: slotsQuery },
  responses: { 200: jsonAnswer(slotsSchema, 'The free times') },
});

export const mentorRoutes = routes()
  .openapi(profileMe, async (c) => {
    const profile = await myMentorProfile(c.var.db, c.var.user.id);
    if (!profile) throw new ApiError('NOT_FOUND', 'You have no mentor profile');
    return c.json(profile, 200);
  })
  .openapi(apply, async (c) => c.json(await saveMentorApplication(c.var.db, c.var.user.id, c.req.valid('json')), 200))
  .openapi(availability, async (c) => c.json(await myAvailability(c.var.db, c.var.user.id), 200))
  .openapi(saveRules, async (c) => c.json(await saveAvailability(c.var.db, c.var.user.id, c.req.valid('json')), 200))
  .openapi(threads, async (c) => c.json(await conversationsOf(c.var.db, c.var.user.id), 200))
  .openapi(thread, async (c) => {
    const { recipientId } = c.req.valid('param');
    return c.json(await threadWith(c.var.db, c.var.user.id, recipientId, c.req.valid('query').after), 200);
  })
  .openapi(send, async (c) => {
    const message = await sendMessage(c.var.db, c.env.RATE_LIMITER, c.var.user, c.req.valid('json'));
    // Stored first, then pushed to every open tab of both people.
    c.executionCtx.waitUntil(pushMessage(c.env, message));
    return c.json(message, 201);
  })
  .openapi(block, async (c) => {
    await blockMember(c.var.db, c.var.user.id, c.req.valid('param').userId);
    return c.body(null, 204);
  })
  .openapi(unblock, async (c) => {
    await unblockMember(c.var.db, c.var.user.id, c.req.valid('param').userId);
    return c.body(null, 204);
  })
  .openapi(list, async (c) => c.json({ mentors: await listMentors(c.var.db, c.req.valid('query')) }, 200))
  .openapi(one, async (c) => {
    const mentor = await mentorDetail(c.var.db, c.req.valid('param').ref);
    if (!mentor) throw new ApiError('NOT_FOUND', NO_SUCH_MENTOR);
    return c.json(mentor, 200);
  })
  .openapi(slots, async (c) => {
    const found = await findListedMentor(c.var.db, c.req.valid('param').ref);
    if (!found) throw new ApiError('NOT_FOUND', NO_SUCH_MENTOR);
    const query = c.req.valid('query');
    const free = await slotsOf(c.var.db, found.profile, { ...query, from: Date.parse(query.from) }, new Date());
    return c.json({ mentorTimeZone: found.profile.timeZone, slots: free.map((slot) => new Date(slot).toISOString()) }, 200);
  });
