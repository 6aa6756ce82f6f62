import { eq } from 'drizzle-orm';
import { webinarRecordings } from '../../../db/schema';
import type { Replay } from '../../contract/webinar-recording';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { webinarPage } from './catalog';
import type { WebinarCaller } from './host-marks';
import { WEBINAR_NOT_FOUND } from './registrations';
import type { RoomReport } from './report';

export const recordingOf = async (db: Db, webinarId: number) =>
  (await db.select().from(webinarRecordings).where(eq(webinarRecordings.webinarId, webinarId)))[0] ?? null;

// Who may watch a replay: its host and admins always; once published, its registrants, and
// everyone when it is public.
export async function replayAccess(db: Db, webinarId: number, viewer: WebinarCaller | null) {
  const [page, recording] = await Promise.all([webinarPage(db, webinarId, viewer?.id ?? null), recordingOf(db, webinarId)]);
  if (!page) throw new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
  const ready = recording?.status === 'ready' && recording.objectKey ? recording : null;
  const mayWatch = Boolean(
    ready && (viewer?.isAdmin || page.isHost || (ready.published && (ready.isPublic || page.registration))),
  );
  return { page, recording, mayWatch };
}

// The replay page's answer: the recording as it stands, and for those who may watch it its
// file and the questions asked (most upvotes first).
export async function replayOf(
  db: Db,
  room: () => Promise<RoomReport>,
  webinarId: number,
  viewer: WebinarCaller | null,
): Promise<Replay> {
  const { recording, mayWatch } = await replayAccess(db, webinarId, viewer);
  const questions = mayWatch ? (await room()).questions : [];
  return {
    status: recording?.status ?? null,
    mayWatch,
    fileUrl: mayWatch ? `/api/webinars/${webinarId}/recording/file` : null,
    durationMs: recording?.durationMs ?? null,
    bytes: mayWatch ? (recording?.bytes ?? null) : null,
    readyAt: recording?.readyAt?.toISOString() ?? null,
    questions: questions.map(({ id, name, text, votes, answered }) => ({ id, name, text, votes, answered })),
  };
}
