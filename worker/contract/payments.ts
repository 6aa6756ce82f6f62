import { z } from 'zod';

// The payment provider's deliveries: applied now, or applied before (a replay or a duplicate).
export const webhookAnswerSchema = z.object({ message: z.enum(['Processed', 'Already processed']) });

// The raw event, exactly as signed: declared as text so nothing parses it before its
// signature is checked.
export const rawEventSchema = z.string();

export const checkoutIdParamsSchema = z.object({ id: z.string().min(1).max(255) });

// A checkout the person came back from: paid (the webhook has landed), still processing
// (paid at the provider, or not finished yet), or expired.
// What it paid for comes along, so the page can lead on (a session's page).
export const checkoutStateSchema = z.object({
  state: z.enum(['paid', 'processing', 'expired']),
  purpose: z.string(),
  reference: z.string(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>['state'];
export type CheckoutStateAnswer = z.infer<typeof checkoutStateSchema>;
