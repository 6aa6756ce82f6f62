import { messageSchema } from '../../contract/common';
import { photoRecoveryRequestSchema } from '../../contract/recover-photos';
import { caller } from '../../middleware/caller';
import { addressKey } from '../../services/auth/client-address';
import { enforceLimits } from '../../services/rate-limit';
import { PHOTO_RECOVERY_ANSWER, photoRecoveryLimits, requestPhotoRecovery } from '../../services/recovery/photo-recovery';
import { siteOrigin } from '../../services/site-origin';
import { SITE_ADDRESS_ANSWER, apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';
import { sendMailSoon } from '../send-mail-soon';

const request = apiRoute({
  method: 'post',
  path: '/',
  summary:
    "'Photo Recovery': mail a member the list of their photos whose file is missing or damaged, with how to restore them; the answer is the same whatever the email, and as quick",
  middleware: [caller('visitor')],
  request: { body: jsonBody(photoRecoveryRequestSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'The same words whatever the email'), ...SITE_ADDRESS_ANSWER },
});

// /api/photo-recovery: the /tnt-recovery page posts the address here.
export const photoRecoveryRoutes = routes().openapi(request, async (c) => {
  const { email } = c.req.valid('json');
  await enforceLimits(c.env.RATE_LIMITER, photoRecoveryLimits(email, addressKey(c.req.header('CF-Connecting-IP') ?? 'local')));
  await requestPhotoRecovery(c.var.db, email, siteOrigin(c.env));
  sendMailSoon(c);
  return c.json({ message: PHOTO_RECOVERY_ANSWER }, 200);
});
