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
  blockListSchema,
  blockParam,
  chatMessageSchema,
  conversationSchema,
  markReadAnswerSchema,
  markReadSchema,
  photoMessageFieldsSchema,
  photoMessageFormSchema,
  recipientParam,
  reportMessageSchema,
  sendMessageSchema,
  threadQuery,
  unreadSchema,
} from '../../contract/messages';
import { idParam, messageSchema } from '../../contract/common';
import { photoFileContent } from '../../contract/uploads';
import { edgeCache } from '../../middleware/edge-cache';
import { fileBodyLimit } from '../../middleware/json-body-limit';
import { MESSAGE_PHOTO_MAX_BYTES, MESSAGE_PHOTO_TOO_LARGE, messagePhoto, sendPhotoMessage } from '../../services/messages/photos';
import { reportMessage } from '../../services/messages/reports';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { slotsOf } from '../../services/mentors/availability';
import { myAvailability, saveAvailability } from '../../services/mentors/availability-settings';
import { findListedMentor, listMentors, mentorDetail } from '../../services/mentors/discovery';
import { myMentorProfile, saveMentorApplication } from '../../services/mentors/profiles';
import { blockedBy, blockMember, unblockMember } from '../../services/member-blocks';
import { pushMessage, pushRead } from '../../services/messages/push';
import { pushNotificationsChanged } from '../../services/notifications/push';
import { conversationsOf, markThreadRead, sendMessage, threadWith, unreadCount } from '../../services/messages/threads';
import { conversationIdOf } from '../../domain/messages';
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
  summary: 'The thread between the caller and a member, oldest first (reading it marks nothing read: see …/read)',
  middleware: [caller('member', MENTORING)],
  request: { params: recipientParam, query: threadQuery },
  responses: { 200: jsonAnswer(z.array(chatMessageSchema), 'The messages') },
});

const markRead = apiRoute({
  method: 'post',
  path: '/messages/{recipientId}/read',
  summary: "The thread is on screen: the member's messages to the caller up to upToId become read",
  middleware: [caller('member', { ...MENTORING, limit: 'messageRead' })],
  request: { params: recipientParam, body: jsonBody(markReadSchema) },
  responses: { 200: jsonAnswer(markReadAnswerSchema, 'The newest message marked read, or null') },
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

const sendPhoto = apiRoute({
  method: 'post',
  path: '/messages/photo',
  summary: 'Send a photo (multipart: recipientId, photo, messageContent), stored without its metadata',
  middleware: [
    caller('member', { ...MENTORING, limit: 'message' }),
    fileBodyLimit(MESSAGE_PHOTO_MAX_BYTES, MESSAGE_PHOTO_TOO_LARGE),
  ],
  request: { body: { required: true, content: { 'multipart/form-data': { schema: photoMessageFormSchema } } } },
  responses: { 201: jsonAnswer(chatMessageSchema, 'The message as stored') },
});

const photo = apiRoute({
  method: 'get',
  path: '/messages/{id}/photo',
  summary: "A message's photo, for the thread's two people only",
  middleware: [caller('member', MENTORING)],
  request: { params: idParam },
  responses: { 200: { description: 'The photo', content: photoFileContent } },
});

const report = apiRoute({
  method: 'post',
  path: '/messages/{id}/report',
  summary: "Report a message sent to the caller: it goes to the admins' reports queue",
  middleware: [caller('member', { ...MENTORING, limit: 'report' })],
  request: { params: idParam, body: jsonBody(reportMessageSchema) },
  responses: { 201: jsonAnswer(messageSchema, 'Reported') },
});

const unread = apiRoute({
  method: 'get',
  path: '/unread',
  summary: 'How many messages to the caller are unread (the nav badge)',
  middleware: [caller('member', MENTORING)],
  responses: { 200: jsonAnswer(unreadSchema, 'The count') },
});

const blocks = apiRoute({
  method: 'get',
  path: '/blocks',
  summary: 'The members the caller has blocked',
  middleware: [caller('member', MENTORING)],
  responses: { 200: jsonAnswer(blockListSchema, 'Their ids') },
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

// Discovery and a mentor's page are the same for every visitor: answered from the edge cache
// for them (signed-in requests read D1). Free times are not: a visitor about to book sees them fresh.
const MENTOR_SECONDS = 15;

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Approved mentors: search by name or specialty, filter and sort (recommended, rating, price)',
  middleware: [caller('visitor'), edgeCache(MENTOR_SECONDS)],
  request: { query: mentorListQuery },
  responses: { 200: jsonAnswer(mentorListSchema, 'A page of mentors') },
});

const one = apiRoute({
  method: 'get',
  path: '/{ref}',
  summary: 'A mentor by user id or slug: profile, prices per session type and duration, reviews',
  middleware: [caller('visitor'), edgeCache(MENTOR_SECONDS)],
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
  .openapi(unread, async (c) => c.json({ count: await unreadCount(c.var.db, c.var.user.id) }, 200))
  .openapi(thread, async (c) => {
    const { recipientId } = c.req.valid('param');
    return c.json(await threadWith(c.var.db, c.var.user.id, recipientId, c.req.valid('query').after), 200);
  })
  .openapi(markRead, async (c) => {
    const { recipientId } = c.req.valid('param');
    const me = c.var.user.id;
    // The other person's tabs (for 'Seen') and the reader's (their badges) are told, once per
    // newly read batch; the reader's bells too when the thread's line was unseen.
    const { upToId, noticesSeen } = await markThreadRead(c.var.db, me, recipientId, c.req.valid('json').upToId);
    if (upToId !== null) {
      const read = { senderId: recipientId, readerId: me, conversationId: conversationIdOf(me, recipientId), upToId };
      c.executionCtx.waitUntil(pushRead(c.env, read));
    }
    if (noticesSeen) c.executionCtx.waitUntil(pushNotificationsChanged(c.env, [me]));
    return c.json({ upToId }, 200);
  })
  .openapi(send, async (c) => {
    const message = await sendMessage(c.var.db, c.env.RATE_LIMITER, c.var.user, c.req.valid('json'));
    // Stored first, then pushed to every open tab of both people.
    c.executionCtx.waitUntil(pushMessage(c.env, message));
    return c.json(message, 201);
  })
  .openapi(sendPhoto, async (c) => {
    const form = await c.req.formData().catch(() => {
      throw new ApiError('BAD_REQUEST', 'Choose a photo to send');
    });
    const file = form.get('photo');
    if (!(file instanceof File)) throw new ApiError('BAD_REQUEST', 'Choose a photo to send');
    const fields = photoMessageFieldsSchema.safeParse({
      recipientId: form.get('recipientId') ?? undefined,
      messageContent: form.get('messageContent') ?? undefined,
    });
    if (!fields.success) throw new ApiError('VALIDATION_FAILED', fields.error.issues[0]?.message ?? 'Check the form');
    const message = await sendPhotoMessage(c.var.db, c.env, c.var.user, fields.data, file);
    c.executionCtx.waitUntil(pushMessage(c.env, message));
    return c.json(message, 201);
  })
  .openapi(photo, async (c) => {
    const object = await messagePhoto(c.var.db, c.env, c.req.valid('param').id, c.var.user.id);
    return c.body(object.body, 200, {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      // Only its two people may see it: never kept by a shared cache.
      'Cache-Control': 'private, max-age=86400',
    });
  })
  .openapi(report, async (c) => {
    await reportMessage(c.var.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ message: 'Thank you. An admin will look at this message.' }, 201);
  })
  .openapi(blocks, async (c) => c.json({ userIds: await blockedBy(c.var.db, c.var.user.id) }, 200))
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
