import { z } from 'zod';
import { mailEventAnswerSchema, rawMailEventSchema } from '../../contract/admin-mail';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { rawBodyLimit } from '../../middleware/json-body-limit';
import { BadMailSignature, applyMailEvent, verifyMailEvent } from '../../services/mail/events';
import { resumeMail } from '../../services/mail/suppression';
import { apiRoute, errorAnswer, jsonAnswer, routes } from '../openapi';

const EVENTS_UNAVAILABLE = 'Mail events are not set up (MAIL_WEBHOOK_SECRET is unset)';
// Resend's events are small; its largest carry a bounce's diagnostic text.
const EVENT_BODY_LIMIT = 256 * 1024;

const events = apiRoute({
  method: 'post',
  path: '/events',
  summary: "The mail provider's signed events (Resend's, signed the Svix way): bounces, complaints and deliveries",
  description:
    'Verified against the svix-id, svix-timestamp and svix-signature headers on the raw body, within five minutes of its timestamp. A hard bounce or a complaint stops mail to the member with that address, except the mail they ask for. Each event is recorded once. Exempt from the same-origin check: the provider sends no Origin.',
  middleware: [caller('signature'), rawBodyLimit(EVENT_BODY_LIMIT)],
  request: { body: { required: true, content: { 'text/plain': { schema: rawMailEventSchema } } } },
  responses: {
    200: jsonAnswer(mailEventAnswerSchema, 'Recorded, recorded before, or not an event the site reads'),
    503: errorAnswer(EVENTS_UNAVAILABLE),
  },
});

const resume = apiRoute({
  method: 'delete',
  path: '/block',
  summary: 'Turn mail to my address back on after it bounced or I marked it as spam',
  middleware: [caller('member', { limit: 'profile' })],
  responses: { 200: jsonAnswer(z.object({ resumed: z.boolean() }), 'Mail is sent to the address again') },
});

// /api/mail: what the mail provider reports back, and a member's way to start mail again.
export const mailEventRoutes = routes()
  .openapi(events, async (c) => {
    const secret = c.env.MAIL_WEBHOOK_SECRET;
    if (!secret) throw new ApiError('UNAVAILABLE', EVENTS_UNAVAILABLE);
    const rawBody = await c.req.text();
    const now = new Date();
    const headers = {
      id: c.req.header('svix-id'),
      timestamp: c.req.header('svix-timestamp'),
      signature: c.req.header('svix-signature'),
    };
    const eventId = await verifyMailEvent(rawBody, headers, secret, now).catch((error: unknown) => {
      if (error instanceof BadMailSignature) throw new ApiError('BAD_REQUEST', error.message);
      throw error;
    });
    const outcome = await applyMailEvent(c.var.db, eventId, rawBody, now);
    const message = outcome === 'recorded' ? 'Recorded' : outcome === 'duplicate' ? 'Already recorded' : 'Ignored';
    return c.json({ message } as const, 200);
  })
  .openapi(resume, async (c) => c.json({ resumed: await resumeMail(c.var.db, c.var.user.id) }, 200));
