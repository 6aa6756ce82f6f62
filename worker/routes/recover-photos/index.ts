import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../contract/files';
import { recoverPhotoAnswerSchema, recoverPhotoFormSchema } from '../../contract/recover-photos';
import { RECOVER_FILE_MESSAGES } from '../../contract/recover-photos-files';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { fileBodyLimit } from '../../middleware/json-body-limit';
import { addressKey } from '../../services/auth/client-address';
import { enforceLimits } from '../../services/rate-limit';
import { recoverLimits, restoreFromOriginal } from '../../services/recovery/originals';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const recover = apiRoute({
  method: 'post',
  path: '/',
  summary:
    "'Bring your original' (multipart: photo): the original file of a photo whose stored file is missing or damaged restores it, matched by the SHA-256 the server computes; at most 20 tries an hour per network address",
  middleware: [caller('visitor'), fileBodyLimit(PHOTO_MAX_BYTES, PHOTO_MESSAGES.size)],
  request: { body: { required: true, content: { 'multipart/form-data': { schema: recoverPhotoFormSchema } } } },
  responses: { 200: jsonAnswer(recoverPhotoAnswerSchema, 'Restored (the photos named), safe already, or not matched') },
});

// /api/recover-photos: the /recover-photos page posts the file here. No sign-in: the bytes
// themselves prove the photo is theirs.
export const recoverPhotoRoutes = routes().openapi(recover, async (c) => {
  await enforceLimits(c.env.RATE_LIMITER, recoverLimits(addressKey(c.req.header('CF-Connecting-IP') ?? 'local')));
  const form = await c.req.formData().catch(() => {
    throw new ApiError('BAD_REQUEST', RECOVER_FILE_MESSAGES.missing);
  });
  const file = form.get('photo');
  if (!(file instanceof File)) throw new ApiError('BAD_REQUEST', RECOVER_FILE_MESSAGES.missing);
  return c.json(await restoreFromOriginal(c.env, c.var.db, new Uint8Array(await file.arrayBuffer())), 200);
});
