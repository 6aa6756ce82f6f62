import { idParam, messageSchema } from '../../contract/common';
import {
  coachHistoryQuery,
  coachHistorySchema,
  coachReportSchema,
  coachStatusSchema,
  narrationSchema,
  saveCoachReportSchema,
} from '../../contract/coach';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { fileBodyLimit } from '../../middleware/json-body-limit';
import { isFlagEnabled } from '../../services/feature-flags';
import { NARRATION_OFF, describePhoto, narrateReport, visionOf } from '../../services/coach/narration';
import { deleteReport, history, reportOf, saveReport } from '../../services/coach/reports';
import { apiRoute, errorAnswer, jsonAnswer, jsonBody, routes } from '../openapi';

// The AI coach (docs/rules.md, "AI coach"): the measuring runs in the browser; these keep a
// member's reports and, where the site has a vision model, add its words.

const NARRATION = { flag: 'ai_coach_access' } as const;
// The picture sent for an alt-text draft: the browser's downscaled copy.
const DRAFT_MAX_BYTES = 2 * 1024 * 1024;
const DRAFT_MESSAGE = 'Send a photo of at most 2 MB';

const visionFor = (env: { AI?: Ai }) => {
  const vision = visionOf(env);
  if (!vision) throw new ApiError('UNAVAILABLE', NARRATION_OFF);
  return vision;
};

const status = apiRoute({
  method: 'get',
  path: '/status',
  summary: 'Whether the vision model’s narration is on for you (the site has one, and you have AI coach access)',
  middleware: [caller('visitor')],
  responses: { 200: jsonAnswer(coachStatusSchema, 'Narration on or off') },
});

const list = apiRoute({
  method: 'get',
  path: '/reports',
  summary: 'Your saved coach reports, latest first',
  middleware: [caller('member')],
  request: { query: coachHistoryQuery },
  responses: { 200: jsonAnswer(coachHistorySchema, 'A page of reports') },
});

const save = apiRoute({
  method: 'post',
  path: '/reports',
  summary: 'Save a report the coach made in your browser: of one of your entries, or of a dropped file (with a thumbnail)',
  middleware: [caller('member', { limit: 'coach' })],
  request: { body: jsonBody(saveCoachReportSchema) },
  responses: { 201: jsonAnswer(coachReportSchema, 'The saved report') },
});

const one = apiRoute({
  method: 'get',
  path: '/reports/{id}',
  summary: 'One of your saved reports',
  middleware: [caller('owner')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(coachReportSchema, 'The report') },
});

const remove = apiRoute({
  method: 'delete',
  path: '/reports/{id}',
  summary: 'Delete one of your saved reports',
  middleware: [caller('owner', { limit: 'coach' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(messageSchema, 'Deleted') },
});

const narrate = apiRoute({
  method: 'post',
  path: '/reports/{id}/narration',
  summary: 'Have the vision model write a short critique and an alt text for a saved report (once; labelled AI-written)',
  // The owner's only: another member is told it is not found.
  middleware: [caller('member', { ...NARRATION, limit: 'coachNarration' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(coachReportSchema, 'The report with its narration'), 503: errorAnswer(NARRATION_OFF) },
});

const altText = apiRoute({
  method: 'post',
  path: '/alt-text',
  summary: 'A draft alt text for a photo you are about to submit (multipart: photo, at most 2 MB); you edit it before saving',
  middleware: [caller('member', { ...NARRATION, limit: 'coachNarration' }), fileBodyLimit(DRAFT_MAX_BYTES, DRAFT_MESSAGE)],
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: ['photo'], properties: { photo: { type: 'string', format: 'binary' } } },
        },
      },
    },
  },
  responses: { 200: jsonAnswer(narrationSchema.pick({ altText: true }), 'The draft'), 503: errorAnswer(NARRATION_OFF) },
});

export const coachRoutes = routes()
  .openapi(status, async (c) => {
    const user = c.var.user;
    const narration = Boolean(visionOf(c.env)) && user !== null && (await isFlagEnabled(c.var.db, 'ai_coach_access', user.id));
    return c.json({ narration }, 200);
  })
  .openapi(list, async (c) => {
    const { cursor, limit } = c.req.valid('query');
    return c.json(await history(c.var.db, c.var.user.id, cursor === undefined ? undefined : Number(cursor), limit), 200);
  })
  .openapi(save, async (c) => c.json(await saveReport(c.var.db, c.var.user.id, c.req.valid('json')), 201))
  .openapi(one, async (c) => c.json(await reportOf(c.var.db, c.req.valid('param').id, c.var.user.id), 200))
  .openapi(remove, async (c) => {
    await deleteReport(c.var.db, c.req.valid('param').id, c.var.user.id);
    return c.json({ message: 'Report deleted' }, 200);
  })
  .openapi(narrate, async (c) =>
    c.json(await narrateReport(visionFor(c.env), c.env.PHOTOS, c.var.db, c.req.valid('param').id, c.var.user.id), 200),
  )
  .openapi(altText, async (c) => {
    const vision = visionFor(c.env);
    const photo = (await c.req.formData().catch(() => null))?.get('photo');
    if (!(photo instanceof File) || photo.size === 0) throw new ApiError('BAD_REQUEST', 'Choose a photo first');
    const { altText } = await describePhoto(vision, new Uint8Array(await photo.arrayBuffer()), null);
    return c.json({ altText }, 200);
  });
