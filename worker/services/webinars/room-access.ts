import type { RoomRole } from '../../contract/webinar-room';
import { DOORS_OPEN_MS } from '../../domain/webinars';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { webinarPage } from './catalog';
import type { WebinarCaller } from './host-marks';
import { WEBINAR_NOT_FOUND } from './registrations';

// Who may be in a webinar's live session, and as what: its host and admins (who moderate) from
// the doors opening, 15 minutes before the time; registrants once it is live. Nobody once it has
// ended or was cancelled.
export async function roomRoleOf(db: Db, webinarId: number, caller: WebinarCaller, now = new Date()): Promise<RoomRole> {
  const page = await webinarPage(db, webinarId, caller.id, now);
  if (!page) throw new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
  const { webinar } = page;
  if (webinar.phase === 'cancelled') throw new ApiError('CONFLICT', 'This webinar was cancelled');
  if (webinar.phase === 'ended') throw new ApiError('CONFLICT', 'This webinar has ended');
  const host = page.isHost || caller.isAdmin;
  if (!host && !page.registration) throw new ApiError('FORBIDDEN', 'Register for this webinar to join it');
  const opens = Date.parse(webinar.startsAt) - (host ? DOORS_OPEN_MS : 0);
  if (webinar.phase === 'upcoming' && now.getTime() < opens) throw new ApiError('CONFLICT', 'This webinar has not started yet');
  return host ? 'host' : 'attendee';
}

// How many attendees a live session admits while the host's page sends to each of them peer to
// peer (wrangler.toml's WEBINAR_MESH_LIMIT; 0 admits everyone).
export function meshLimitOf(env: Pick<Env, 'WEBINAR_MESH_LIMIT'>): number {
  const limit = Number(env.WEBINAR_MESH_LIMIT);
  return Number.isSafeInteger(limit) && limit >= 0 ? limit : 0;
}

// A webinar's live room (durable/webinar-room.ts), one per webinar.
export const webinarRoomOf = (env: Pick<Env, 'WEBINAR_ROOM'>, webinarId: number) =>
  env.WEBINAR_ROOM.get(env.WEBINAR_ROOM.idFromName(`webinar-${webinarId}`));
