import { idParam } from '../../contract/common';
import {
  sfuAnsweredSchema,
  sfuAnswerSchema,
  sfuPublishedSchema,
  sfuPublishSchema,
  sfuPulledSchema,
  sfuPullSchema,
} from '../../contract/webinar-sfu';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { webinarCaller } from '../../services/webinars/host-marks';
import { roomRoleOf, webinarRoomOf } from '../../services/webinars/room-access';
import { SFU_UNAVAILABLE, sfuOf } from '../../services/webinars/sfu';
import { apiRoute, errorAnswer, jsonAnswer, jsonBody, routes } from '../openapi';

// A live webinar's pictures through the Realtime SFU (services/webinars/sfu.ts), for those in
// its room: publishers publish once, everyone else pulls. 404 when the service is not set up
// (the room then says 'mesh', and pages never ask).
const NOT_SET_UP = 'The video service is not set up: live video goes peer to peer';

const publish = apiRoute({
  method: 'post',
  path: '/{id}/sfu/publish',
  summary: "A publisher's tracks (the host, or the attendee on stage) sent to the video service once",
  middleware: [caller('member', { limit: 'webinarMedia' })],
  request: { params: idParam, body: jsonBody(sfuPublishSchema) },
  responses: { 200: jsonAnswer(sfuPublishedSchema, "The service's answer"), 503: errorAnswer(SFU_UNAVAILABLE) },
});

const pull = apiRoute({
  method: 'post',
  path: '/{id}/sfu/pull',
  summary: "A publisher's tracks pulled into a new session of the caller's: the service's offer",
  middleware: [caller('member', { limit: 'webinarMedia' })],
  request: { params: idParam, body: jsonBody(sfuPullSchema) },
  responses: { 200: jsonAnswer(sfuPulledSchema, "The service's offer"), 503: errorAnswer(SFU_UNAVAILABLE) },
});

const answer = apiRoute({
  method: 'put',
  path: '/{id}/sfu/answer',
  summary: "The caller's answer to the offer of a session of theirs",
  middleware: [caller('member', { limit: 'webinarMedia' })],
  request: { params: idParam, body: jsonBody(sfuAnswerSchema) },
  responses: { 200: jsonAnswer(sfuAnsweredSchema, 'Sent'), 503: errorAnswer(SFU_UNAVAILABLE) },
});

export const webinarSfuRoutes = routes()
  .openapi(publish, async (c) => {
    const { id } = c.req.valid('param');
    const sfu = sfuOf(c.env);
    if (!sfu) throw new ApiError('NOT_FOUND', NOT_SET_UP);
    const role = await roomRoleOf(c.var.db, id, webinarCaller(c.var.user));
    const { offer, tracks } = c.req.valid('json');
    const sessionId = await sfu.newSession();
    const described = await sfu.publish(sessionId, offer, tracks);
    const room = webinarRoomOf(c.env, id);
    const taken = await room.publish({ userId: c.var.user.id, sessionId, trackNames: tracks.map((t) => t.trackName) }, role);
    if (!taken) throw new ApiError('FORBIDDEN', 'Only the host and the attendee on stage send video');
    return c.json({ sessionId, answer: described }, 200);
  })
  .openapi(pull, async (c) => {
    const { id } = c.req.valid('param');
    const sfu = sfuOf(c.env);
    if (!sfu) throw new ApiError('NOT_FOUND', NOT_SET_UP);
    await roomRoleOf(c.var.db, id, webinarCaller(c.var.user));
    const room = webinarRoomOf(c.env, id);
    const publication = await room.publicationOf(c.req.valid('json').publisherId);
    if (!publication) throw new ApiError('NOT_FOUND', 'That person is not sending video now');
    const sessionId = await sfu.newSession();
    const offer = await sfu.pull(sessionId, { sessionId: publication.sessionId, trackNames: publication.trackNames });
    await room.claimSession(sessionId, c.var.user.id);
    return c.json({ sessionId, offer }, 200);
  })
  .openapi(answer, async (c) => {
    const { id } = c.req.valid('param');
    const sfu = sfuOf(c.env);
    if (!sfu) throw new ApiError('NOT_FOUND', NOT_SET_UP);
    const { sessionId, answer: described } = c.req.valid('json');
    if ((await webinarRoomOf(c.env, id).sessionOwner(sessionId)) !== c.var.user.id) {
      throw new ApiError('NOT_FOUND', 'No such session of yours');
    }
    await sfu.renegotiate(sessionId, described);
    return c.json({ connected: true }, 200);
  });
