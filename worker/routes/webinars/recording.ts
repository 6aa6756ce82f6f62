import { idParam } from '../../contract/common';
import { binaryFile } from '../../contract/uploads';
import {
  finishTakeSchema,
  replaySchema,
  takeFinishedSchema,
  takeParam,
  takePartParam,
  takePartSchema,
  takeSchema,
} from '../../contract/webinar-recording';
import { RECORDING_PART_BYTES } from '../../domain/webinars';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { rawBodyLimit } from '../../middleware/json-body-limit';
import { partLength } from '../../middleware/part-length';
import { rangedFile } from '../../services/recordings/ranged-file';
import { webinarCaller } from '../../services/webinars/host-marks';
import { joinDueRecordings } from '../../services/webinars/recording-files';
import { finishTake, startTake, uploadTakePart } from '../../services/webinars/recording-takes';
import { replayAccess, replayOf } from '../../services/webinars/replay';
import { webinarRoomOf } from '../../services/webinars/room-access';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

// A webinar's recording: the host's page sends it in takes while the webinar is live
// (services/webinars/recording-takes.ts), and once it is over the replay is one file, served
// by byte range to those who may watch it.

const startTakeRoute = apiRoute({
  method: 'post',
  path: '/{id}/recording/takes',
  summary: "Begin a take of the webinar's recording (the host's page, while live; a reload begins another)",
  middleware: [caller('member', { limit: 'recordingTake' })],
  request: { params: idParam },
  responses: { 201: jsonAnswer(takeSchema, 'The take, and the size of its parts') },
});

const putPart = apiRoute({
  method: 'put',
  path: '/{id}/recording/takes/{take}/parts/{n}',
  summary: 'One part of a take, the raw bytes: 10 MiB each but the last',
  middleware: [
    caller('member', { limit: 'recordingPart' }),
    partLength(RECORDING_PART_BYTES, 'A part of a recording is at most 10 MiB'),
    rawBodyLimit(RECORDING_PART_BYTES),
  ],
  request: {
    params: takePartParam,
    body: { required: true, content: { 'application/octet-stream': { schema: binaryFile as never } } },
  },
  responses: { 200: jsonAnswer(takePartSchema, 'The part was stored') },
});

const finish = apiRoute({
  method: 'post',
  path: '/{id}/recording/takes/{take}/finish',
  summary: "A take's last word: it has this many parts, all stored",
  middleware: [caller('member', { limit: 'recordingTake' })],
  request: { params: takeParam, body: jsonBody(finishTakeSchema) },
  responses: { 200: jsonAnswer(takeFinishedSchema, 'The take is finished') },
});

const replay = apiRoute({
  method: 'get',
  path: '/{id}/recording',
  summary: "A webinar's replay: whether it is ready and whether you may watch it, with its file and the Q&A",
  middleware: [caller('visitor')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(replaySchema, 'The replay') },
});

const file = apiRoute({
  method: 'get',
  path: '/{id}/recording/file',
  summary: "The replay's WebM file, by byte range (206) or whole",
  middleware: [caller('visitor')],
  request: { params: idParam },
  responses: {
    200: { description: 'The whole file', content: { 'video/webm': { schema: binaryFile as never } } },
    206: { description: 'The range asked for', content: { 'video/webm': { schema: binaryFile as never } } },
    416: { description: 'A range that starts past the end of the file' },
  },
});

const viewerOf = (user: { id: number; isAdmin: boolean; isSuperAdmin: boolean } | null | undefined) =>
  user ? webinarCaller(user) : null;

export const webinarRecordingRoutes = routes()
  .openapi(startTakeRoute, async (c) => {
    const take = await startTake(c.var.db, c.env.PHOTOS, c.req.valid('param').id, webinarCaller(c.var.user));
    return c.json(take, 201);
  })
  .openapi(putPart, async (c) => {
    const { id, take, n } = c.req.valid('param');
    const length = Number(c.req.header('Content-Length'));
    const part = await uploadTakePart(c.var.db, c.env.PHOTOS, id, webinarCaller(c.var.user), take, n, length, c.req.raw.body);
    return c.json(part, 200);
  })
  .openapi(finish, async (c) => {
    const { id, take } = c.req.valid('param');
    const answer = await finishTake(c.var.db, id, webinarCaller(c.var.user), take, c.req.valid('json').lastPart);
    // The last take of a webinar already over: its replay is joined now, not at the next tick.
    c.executionCtx.waitUntil(joinDueRecordings(c.var.db, c.env.PHOTOS, new Date(), id));
    return c.json(answer, 200);
  })
  .openapi(replay, async (c) => {
    const { id } = c.req.valid('param');
    const answer = await replayOf(c.var.db, () => webinarRoomOf(c.env, id).report(), id, viewerOf(c.get('user')));
    return c.json(answer, 200);
  })
  .openapi(file, async (c) => {
    const { id } = c.req.valid('param');
    const { recording, mayWatch } = await replayAccess(c.var.db, id, viewerOf(c.get('user')));
    if (!mayWatch || !recording?.objectKey) throw new ApiError('NOT_FOUND', 'This replay is not available to you');
    const answer = await rangedFile(c.env.PHOTOS, recording.objectKey, c.req.raw, 'private, max-age=3600');
    if (!answer) throw new ApiError('NOT_FOUND', 'This replay is not available to you');
    return answer as never;
  });
