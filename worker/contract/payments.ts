import { z } from 'zod';

// The payment provider's deliveries: applied now, or applied before (a replay or a duplicate).
export const webhookAnswerSchema = z.object({ message: z.enum(['Processed', 'Already processed']) });

// The raw event, exactly as signed: declared as text so nothing parses it before its
// signature is checked.
export const rawEventSchema = z.string();
