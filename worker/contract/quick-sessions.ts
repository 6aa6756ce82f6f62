import { z } from 'zod';
import { timeZoneSchema } from './time-zone';

// Quick sessions (spec §3, §7): a mentor's offer in a thread, accepted and paid by its recipient.

export const acceptQuickSessionSchema = z.object({
  // A number, or a numeric string as a client may send it.
  messageId: z.coerce
    .number({ message: 'Say which offer to accept' })
    .int('Say which offer to accept')
    .positive('Say which offer to accept')
    .max(Number.MAX_SAFE_INTEGER),
  // The student's own zone, for the times in their mail.
  timeZone: timeZoneSchema.default('UTC'),
});

export const acceptAnswerSchema = z.object({ sessionId: z.number().int() });
