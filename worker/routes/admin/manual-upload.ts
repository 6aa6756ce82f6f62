import { z } from 'zod';
import {
  manualUploadFormSchema,
  manualUploadParam,
  manualUploadResultSchema,
  uploadChallengeSchema,
} from '../../contract/admin-data-recovery';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../contract/files';
import { ApiError } from '../../errors';
import { auditOf, caller } from '../../middleware/caller';
import { fileBodyLimit } from '../../middleware/json-body-limit';
import { uploadChallenges, uploadForMember } from '../../services/data-recovery/manual-upload';
import { apiRoute, jsonAnswer, routes } from '../openapi';

// /admin/manual-upload: an entry that came by mail, uploaded on the member's behalf under the
// member's own rules; the audit log names the admin (docs/rules.md "Uploading for a member").
// Members are found with GET /api/admin/users.

const openChallenges = apiRoute({
  method: 'get',
  path: '/challenges',
  summary: 'Challenges open for entries (official ones and public community ones), soonest closing first',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(z.array(uploadChallengeSchema), 'The challenges') },
});

const upload = apiRoute({
  method: 'post',
  path: '/members/{userId}',
  summary:
    "Enter a photo into a challenge as the member's own (multipart: challengeId, photo, title, description, altText, note), with the rules of their own upload",
  middleware: [
    caller('admin', { limit: 'admin', audit: 'user.manual-upload' }),
    fileBodyLimit(PHOTO_MAX_BYTES, PHOTO_MESSAGES.size, 256 * 1024),
  ],
  request: {
    params: manualUploadParam,
    body: { required: true, content: { 'multipart/form-data': { schema: manualUploadFormSchema } } },
  },
  responses: { 201: jsonAnswer(manualUploadResultSchema, 'The new entry') },
});

export const adminManualUploadRoutes = routes()
  .openapi(openChallenges, async (c) => c.json(await uploadChallenges(c.var.db, new Date()), 200))
  .openapi(upload, async (c) => {
    const form = await c.req.formData().catch(() => {
      throw new ApiError('BAD_REQUEST', PHOTO_MESSAGES.missing);
    });
    const { userId } = c.req.valid('param');
    const done = await uploadForMember(c.env, c.var.db, userId, form, auditOf(c, { detail: null }), new Date());
    return c.json({ message: done.message, entryId: done.entryId }, 201);
  });
