import { messageSchema } from '../../contract/common';
import { emergencyRequestSchema } from '../../contract/emergency-recovery';
import { caller } from '../../middleware/caller';
import { addressKey } from '../../services/auth/client-address';
import { enforceLimits } from '../../services/rate-limit';
import { emergencyLimits, fileEmergencyRequest } from '../../services/recovery/emergency';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

// The one answer, whether or not an account has that username.
export const EMERGENCY_THANKS =
  "Thanks — your request is with our team. If the username matches an account, we'll check what you told us and write to you at the new address. It can take a few days.";

const file = apiRoute({
  method: 'post',
  path: '/',
  summary:
    "Lost access to your email: a request to the site's admins (username, the new address, what you can tell us about your photos), answered the same whether or not the account exists; at most 3 a day per new address and 5 an hour per network address",
  middleware: [caller('visitor')],
  request: { body: jsonBody(emergencyRequestSchema) },
  responses: { 201: jsonAnswer(messageSchema, 'The request is in the admins’ inbox') },
});

// /api/emergency-recovery: /emergency-recovery's form writes here; admins answer from /admin/inbox.
export const emergencyRecoveryRoutes = routes().openapi(file, async (c) => {
  const input = c.req.valid('json');
  await enforceLimits(c.env.RATE_LIMITER, emergencyLimits(input.email, addressKey(c.req.header('CF-Connecting-IP') ?? 'local')));
  await fileEmergencyRequest(c.var.db, input);
  return c.json({ message: EMERGENCY_THANKS }, 201);
});
