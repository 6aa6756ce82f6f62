import { hc } from 'hono/client';
import type { VideoRoomDto } from '../../worker/contract/video-rooms';
import type { videoRoomRoutes } from '../../worker/routes/video-rooms';
import { answer } from '../lib/api-client';
import { throwIfNotOk } from '../lib/api-fetch';
import { joinSession } from './sessions';

// A session's video room: what the page needs before the call starts.

// The typed client for /api/video-rooms, with the same wrapping as site/lib/api-client.ts.
const rooms = hc<typeof videoRoomRoutes>(
  `${typeof location === 'undefined' ? 'http://localhost' : location.origin}/api/video-rooms`,
  {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await fetch(input, { ...init, credentials: 'include' });
      await throwIfNotOk(res);
      return res;
    },
  },
);

export const roomKeyOfPage = () => location.pathname.split('/').pop() ?? '';

// The room as I see it; an open room also records that I came (the session page's Join
// Session does this already: a second time changes nothing).
export async function enterRoom(roomKey: string): Promise<VideoRoomDto> {
  const room = await answer(rooms[':roomKey'].$get({ param: { roomKey } }));
  if (room.open) await joinSession(room.sessionId);
  return room;
}
