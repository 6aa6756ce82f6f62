import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { webinarRecordingParts, webinarRecordings, webinarRecordingTakes } from '../../../db/schema';
import { RECORDING_PART_BYTES } from '../../domain/webinars';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { webinarPage } from './catalog';
import type { WebinarCaller } from './host-marks';
import { WEBINAR_NOT_FOUND } from './registrations';

// The host's page records the webinar as attendees see it, in takes: each take is one page's
// MediaRecorder, uploaded while it runs as an R2 multipart upload of equal 10 MiB parts
// through the Worker, the parts that landed written in D1. A reload starts a new take of the
// same recording; the takes are joined once the webinar is over (recording-files.ts).

export const RECORDING_FINISHED = "This webinar's recording is already finished";

async function hostOf(db: Db, webinarId: number, caller: WebinarCaller) {
  const page = await webinarPage(db, webinarId, caller.id);
  if (!page) throw new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
  if (!page.isHost && !caller.isAdmin) throw new ApiError('FORBIDDEN', 'Only the host records this webinar');
  return page;
}

// A new take, while the webinar is live: the recording is made on its first take.
export async function startTake(db: Db, bucket: R2Bucket, webinarId: number, caller: WebinarCaller) {
  const page = await hostOf(db, webinarId, caller);
  if (page.webinar.phase !== 'live') throw new ApiError('CONFLICT', 'A webinar is recorded while it is live');
  const [recording] = await db
    .insert(webinarRecordings)
    .values({ webinarId })
    .onConflictDoUpdate({ target: webinarRecordings.webinarId, set: { webinarId } })
    .returning();
  if (recording?.status !== 'recording') throw new ApiError('CONFLICT', RECORDING_FINISHED);
  const key = `recordings/${webinarId}/takes/${crypto.randomUUID()}.webm`;
  const upload = await bucket.createMultipartUpload(key, { httpMetadata: { contentType: 'video/webm' } });
  // Only while the recording is still being made: one finished meanwhile takes no new take.
  const [take] = await db
    .insert(webinarRecordingTakes)
    .select(
      sql`SELECT NULL, ${recording.id}, ${key}, ${upload.uploadId}, NULL, NULL, ${Date.now()}
          FROM webinar_recordings WHERE id = ${recording.id} AND status = 'recording'`,
    )
    .returning({ id: webinarRecordingTakes.id });
  if (!take) {
    await upload.abort();
    throw new ApiError('CONFLICT', RECORDING_FINISHED);
  }
  return { takeId: take.id, partBytes: RECORDING_PART_BYTES };
}

async function openTake(db: Db, webinarId: number, takeId: number) {
  const [row] = await db
    .select({ take: webinarRecordingTakes, status: webinarRecordings.status })
    .from(webinarRecordingTakes)
    .innerJoin(webinarRecordings, eq(webinarRecordings.id, webinarRecordingTakes.recordingId))
    .where(and(eq(webinarRecordingTakes.id, takeId), eq(webinarRecordings.webinarId, webinarId)));
  if (!row) throw new ApiError('NOT_FOUND', 'No such take of this recording');
  if (row.status !== 'recording' || row.take.finishedAt) throw new ApiError('CONFLICT', RECORDING_FINISHED);
  return row.take;
}

// One part of a take, streamed into R2 (sending a part again replaces it: a retry). Every
// part is 10 MiB but a take's last, which may be shorter; finishing checks that.
export async function uploadTakePart(
  db: Db,
  bucket: R2Bucket,
  webinarId: number,
  caller: WebinarCaller,
  takeId: number,
  partNumber: number,
  length: number,
  body: ReadableStream | null,
) {
  await hostOf(db, webinarId, caller);
  const take = await openTake(db, webinarId, takeId);
  if (!body || length === 0) throw new ApiError('BAD_REQUEST', 'A part cannot be empty');
  const part = await bucket
    .resumeMultipartUpload(take.objectKey, take.uploadId)
    .uploadPart(partNumber, body)
    .catch(() => {
      throw new ApiError('CONFLICT', 'This take can no longer be continued: start a new one');
    });
  await db
    .insert(webinarRecordingParts)
    .values({ takeId, partNumber, etag: part.etag, bytes: length })
    .onConflictDoUpdate({
      target: [webinarRecordingParts.takeId, webinarRecordingParts.partNumber],
      set: { etag: part.etag, bytes: length },
    });
  return { partNumber };
}

export const partsOf = (db: Db, takeId: number) =>
  db
    .select()
    .from(webinarRecordingParts)
    .where(eq(webinarRecordingParts.takeId, takeId))
    .orderBy(asc(webinarRecordingParts.partNumber));

// The parts a take's object is joined from: 1, 2, … in a row, each full but the last. A take
// cut short keeps what it has up to its first gap or short part.
export function joinableParts<P extends { partNumber: number; bytes: number }>(parts: P[]): P[] {
  const out: P[] = [];
  for (const part of parts) {
    if (part.partNumber !== out.length + 1) break;
    out.push(part);
    if (part.bytes !== RECORDING_PART_BYTES) break;
  }
  return out;
}

// The page's last word on a take: its parts are all there (`lastPart` of them, each full but
// the last). Once every take is finished and the webinar is over, the recording is joined.
export async function finishTake(db: Db, webinarId: number, caller: WebinarCaller, takeId: number, lastPart: number) {
  await hostOf(db, webinarId, caller);
  await openTake(db, webinarId, takeId);
  const parts = await partsOf(db, takeId);
  const joinable = joinableParts(parts);
  if (joinable.length < lastPart) {
    throw new ApiError('CONFLICT', `Part ${joinable.length + 1} of ${lastPart} is missing or not 10 MiB: send it again`);
  }
  if (parts.length !== lastPart) throw new ApiError('CONFLICT', `This take has ${parts.length} parts, not ${lastPart}`);
  await db
    .update(webinarRecordingTakes)
    .set({ finishedAt: new Date() })
    .where(and(eq(webinarRecordingTakes.id, takeId), isNull(webinarRecordingTakes.finishedAt)));
  return { finished: true };
}
