import { eq } from 'drizzle-orm';
import { mentorSessions } from '../../../db/schema';
import type { IceServer, VideoRoomDto } from '../../contract/video-rooms';
import type { Db } from '../../env';
import { sessionPagePath } from '../../domain/session-rules';
import { ApiError } from '../../errors';
import { sessionFor } from '../mentors/session-records';

// A session's video room, found by its random key. Unlike the session's own pages (404 for
// strangers, so ids cannot be probed), a stranger holding a room's key is told plainly that
// the room is not theirs: the key cannot be guessed, so nothing is given away.

const NOT_YOURS = 'Only the mentor and the student of this session can join its video call';

// The session behind the room as `userId` sees it, with their role.
export async function roomSession(db: Db, roomKey: string, userId: number, now = new Date()) {
  const [row] = await db
    .select({ id: mentorSessions.id, mentorId: mentorSessions.mentorId, studentId: mentorSessions.studentId })
    .from(mentorSessions)
    .where(eq(mentorSessions.roomKey, roomKey));
  if (!row) throw new ApiError('NOT_FOUND', 'No such video room');
  if (row.mentorId !== userId && row.studentId !== userId) throw new ApiError('FORBIDDEN', NOT_YOURS);
  return sessionFor(db, row.id, userId, now);
}

// A session just cancelled: its room, if anyone is in it, closes now rather than at its next look.
export async function recheckVideoRoom(env: Pick<Env, 'VIDEO_ROOM'>, db: Db, sessionId: number): Promise<void> {
  const [row] = await db.select({ roomKey: mentorSessions.roomKey }).from(mentorSessions).where(eq(mentorSessions.id, sessionId));
  if (!row?.roomKey) return;
  await env.VIDEO_ROOM.get(env.VIDEO_ROOM.idFromName(row.roomKey)).recheck();
}

export function videoRoomOf(found: Awaited<ReturnType<typeof roomSession>>, iceServers: IceServer[]): VideoRoomDto {
  const { dto } = found;
  const other = dto.role === 'mentor' ? dto.student : dto.mentor;
  return {
    sessionId: dto.id,
    sessionPath: sessionPagePath(dto),
    role: dto.role,
    other: { userId: other.userId, name: other.name, photoUrl: other.photoUrl },
    open: dto.canJoin,
    iceServers,
  };
}
