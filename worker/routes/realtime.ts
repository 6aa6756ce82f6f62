import { Hono, type HonoRequest } from 'hono';
import type { AppEnv } from '../env';
import { caller } from '../middleware/caller';
import { ApiError } from '../errors';
import { attachDb } from '../middleware/db';
import { loadSession } from '../middleware/session';
import { roomKeyParams } from '../contract/video-rooms';
import { CLIENT_ID } from '../contract/video-signals';
import { roomSession } from '../services/video/rooms';
import { iceServersFor } from '../services/video/ice-servers';
import { idParam } from '../contract/common';
import { fullName } from '../services/users';
import { webinarCaller } from '../services/webinars/host-marks';
import { meshLimitOf, roomRoleOf, webinarRoomOf } from '../services/webinars/room-access';
import { sfuOf } from '../services/webinars/sfu';

// A socket upgrade, from a page of this site only.
function checkUpgrade(req: HonoRequest) {
  if (req.header('Upgrade') !== 'websocket') throw new ApiError('UPGRADE_REQUIRED', 'Expected a WebSocket upgrade');
  const origin = req.header('Origin');
  if (origin && origin !== new URL(req.url).origin) throw new ApiError('FORBIDDEN', 'Connections come from this site only');
}

// The socket's user comes from the session cookie; a `userId` query parameter (spec §7) that
// names someone else is refused, and so is an upgrade from a page not of this site. Every
// member's tabs hold one, for their notifications; messages reach it only for members with
// the mentor program, as only they can send or be sent any.
export const realtimeRoutes = new Hono<AppEnv>()
  .use(attachDb, loadSession)
  .get('/mentor', caller('member'), async (c) => {
    checkUpgrade(c.req);
    const named = c.req.query('userId');
    if (named !== undefined && named !== String(c.var.user.id)) throw new ApiError('FORBIDDEN', 'That is not your inbox');
    const inbox = c.env.USER_INBOX.get(c.env.USER_INBOX.idFromName(String(c.var.user.id)));
    const headers = new Headers(c.req.raw.headers);
    headers.set('X-Inbox-User', String(c.var.user.id));
    // So signing this session out closes this socket (durable/user-inbox.ts).
    headers.set('X-Inbox-Session', c.var.sessionTokenHash ?? '');
    const upgraded = await inbox.fetch(new Request(c.req.raw, { headers }));
    // A fresh response, because the one from the Durable Object has immutable headers.
    return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
  })
  // A session's video call: only its two people, and only while the room is open.
  .get('/video/:roomKey', caller('member', { flag: 'mentor_booking_system' }), async (c) => {
    checkUpgrade(c.req);
    const key = roomKeyParams.safeParse({ roomKey: c.req.param('roomKey') });
    if (!key.success) throw new ApiError('NOT_FOUND', 'No such video room');
    const { roomKey } = key.data;
    const client = c.req.query('client') ?? '';
    if (!CLIENT_ID.test(client))
      throw new ApiError('BAD_REQUEST', 'Name this page with ?client= (8 to 64 letters, digits or dashes)');
    const { dto } = await roomSession(c.var.db, roomKey, c.var.user.id);
    if (!dto.canJoin) throw new ApiError('CONFLICT', 'This video call is not open now');
    const room = c.env.VIDEO_ROOM.get(c.env.VIDEO_ROOM.idFromName(roomKey));
    const headers = new Headers(c.req.raw.headers);
    headers.set('X-Room-User', String(c.var.user.id));
    headers.set('X-Room-Client', client);
    headers.set('X-Room-Key', roomKey);
    // The room closes itself at the session's end (durable/video-room.ts).
    headers.set('X-Room-Ends-At', String(Date.parse(dto.endsAt)));
    const upgraded = await room.fetch(new Request(c.req.raw, { headers }));
    return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
  })
  // A webinar's live session: its registrants, its host and admins, while it is on.
  .get('/webinar/:id', caller('member'), async (c) => {
    checkUpgrade(c.req);
    const param = idParam.safeParse({ id: c.req.param('id') });
    if (!param.success) throw new ApiError('NOT_FOUND', 'Webinar not found');
    const { id } = param.data;
    const { user } = c.var;
    const role = await roomRoleOf(c.var.db, id, webinarCaller(user));
    const headers = new Headers(c.req.raw.headers);
    headers.set('X-Room-User', String(user.id));
    headers.set('X-Room-Role', role);
    headers.set('X-Room-Name', fullName(user));
    headers.set('X-Room-Webinar', String(id));
    headers.set('X-Room-Ice', JSON.stringify(await iceServersFor(c.env)));
    // Through the video service the room has no peer-to-peer limit.
    const sfu = sfuOf(c.env) !== null;
    headers.set('X-Room-Transport', sfu ? 'sfu' : 'mesh');
    headers.set('X-Room-Limit', String(sfu ? 0 : meshLimitOf(c.env)));
    const upgraded = await webinarRoomOf(c.env, id).fetch(new Request(c.req.raw, { headers }));
    if (upgraded.status !== 101) throw new ApiError('CONFLICT', 'This webinar has ended');
    return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
  });
