import { z } from 'zod';
import { idParam } from '../../contract/common';
import { adminRecordingSchema, recordingSettingsSchema } from '../../contract/webinar-recording';
import { auditOf, caller } from '../../middleware/caller';
import { joinDueRecordings } from '../../services/webinars/recording-files';
import { allRecordings, deleteRecording, retryRecording, setRecording } from '../../services/webinars/recordings-admin';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

// /admin/recordings: every webinar's recording, published or not, public or not, kept for a
// while or always; a failed one tried again; any deleted.

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: "Every webinar's recording with its size, length and state, the latest webinar first",
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(z.array(adminRecordingSchema), 'The recordings') },
});

const update = apiRoute({
  method: 'put',
  path: '/{id}',
  summary: 'Publish or unpublish a replay, make it public or not, and keep it for so many days or always',
  middleware: [caller('admin', { limit: 'admin', audit: 'recording.update' })],
  request: { params: idParam, body: jsonBody(recordingSettingsSchema) },
  responses: { 200: jsonAnswer(adminRecordingSchema, 'The recording as saved') },
});

const retry = apiRoute({
  method: 'post',
  path: '/{id}/retry',
  summary: 'Join a recording that failed again, from the takes it kept',
  middleware: [caller('admin', { limit: 'admin', audit: 'recording.retry' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(adminRecordingSchema, 'The recording, to be joined again') },
});

const remove = apiRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Delete a recording and its file',
  middleware: [caller('admin', { limit: 'admin', audit: 'recording.delete' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(z.object({ deleted: z.literal(true) }), 'The recording is gone') },
});

export const adminRecordingRoutes = routes()
  .openapi(list, async (c) => c.json(await allRecordings(c.var.db), 200))
  .openapi(update, async (c) =>
    c.json(await setRecording(c.var.db, c.req.valid('param').id, c.req.valid('json'), auditOf(c)), 200),
  )
  .openapi(retry, async (c) => {
    const recording = await retryRecording(c.var.db, c.req.valid('param').id, auditOf(c));
    c.executionCtx.waitUntil(joinDueRecordings(c.var.db, c.env.PHOTOS, new Date(), recording.webinarId));
    return c.json(recording, 200);
  })
  .openapi(remove, async (c) => c.json(await deleteRecording(c.var.db, c.env.PHOTOS, c.req.valid('param').id, auditOf(c)), 200));
