import { z } from 'zod';

// What the API answers when the outcome is only words (spec §7: 'Logged out successfully'…).
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const idParam = z.object({
  id: z.coerce.number().int().positive('Ids are positive whole numbers').max(Number.MAX_SAFE_INTEGER, 'No such id'),
});

// A created record's id (comments).
export const createdIdSchema = z.object({ id: z.number().int() });

// A list paged newest first by id: the last id of the page before (its `nextCursor`).
export const beforeIdField = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional();

// Times travel as ISO 8601 strings.
export const isoTime = z.iso.datetime();
