import { roomKeyParams, videoRoomSchema } from '../../contract/video-rooms';
import { caller } from '../../middleware/caller';
import { iceServersFor } from '../../services/video/ice-servers';
import { roomSession, videoRoomOf } from '../../services/video/rooms';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const one = apiRoute({
  method: 'get',
  path: '/{roomKey}',
  summary:
    "A session's video room for its mentor or student (403 for anyone else): the other person, whether it is open, the ICE servers",
  middleware: [caller('member', { flag: 'mentor_booking_system' })],
  request: { params: roomKeyParams },
  responses: { 200: jsonAnswer(videoRoomSchema, 'The room as the caller sees it') },
});

// Video calls between a session's two people; the call itself is signalled over /ws/video.
export const videoRoomRoutes = routes().openapi(one, async (c) => {
  const found = await roomSession(c.var.db, c.req.valid('param').roomKey, c.var.user.id);
  // TURN credentials are minted only for a room that can be used now.
  const iceServers = found.dto.canJoin ? await iceServersFor(c.env) : [];
  return c.json(videoRoomOf(found, iceServers), 200);
});
