import type { VideoRoomDto } from '../../worker/contract/video-rooms';
import { answer, api } from '../lib/api-client';
import { joinSession } from './sessions';

// A session's video room: what the page needs before the call starts.

export const roomKeyOfPage = () => location.pathname.split('/').pop() ?? '';

// The room as I see it; an open room also records that I came (the session page's Join
// Session does this already: a second time changes nothing).
export async function enterRoom(roomKey: string): Promise<VideoRoomDto> {
  const room = await answer(api.videoRooms[':roomKey'].$get({ param: { roomKey } }));
  if (room.open) await joinSession(room.sessionId);
  return room;
}
