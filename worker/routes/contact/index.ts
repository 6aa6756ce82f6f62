import { contactSchema } from '../../contract/inbox';
import { messageSchema } from '../../contract/common';
import { caller } from '../../middleware/caller';
import { addressKey } from '../../services/auth/client-address';
import { contactLimits, createContactThread, replyAddress } from '../../services/inbox/contact';
import { enforceLimits } from '../../services/rate-limit';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

export const CONTACT_THANKS = "Thanks — your message is with our team. We'll reply by email.";

const send = apiRoute({
  method: 'post',
  path: '/',
  summary:
    "'Contact us': a message to the site's admins, from a visitor or a member (who is answered at their account's address); at most 5 a day per sender address and 10 an hour per network address",
  middleware: [caller('visitor')],
  request: { body: jsonBody(contactSchema) },
  responses: { 201: jsonAnswer(messageSchema, 'The message is in the admins’ inbox') },
});

// /api/contact: the footer's 'Contact us' dialog writes here; admins answer from /admin/inbox.
export const contactRoutes = routes().openapi(send, async (c) => {
  const input = c.req.valid('json');
  const memberId = c.var.user?.id ?? null;
  const address = await replyAddress(c.var.db, input, memberId);
  await enforceLimits(c.env.RATE_LIMITER, contactLimits(address, addressKey(c.req.header('CF-Connecting-IP') ?? 'local')));
  await createContactThread(c.var.db, input, { address, memberId });
  return c.json({ message: CONTACT_THANKS }, 201);
});
