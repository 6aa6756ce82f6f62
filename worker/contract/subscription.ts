import { z } from 'zod';

export const subscriptionTypeSchema = z.enum(['print_user', 'portfolio_pro']);
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

// What GET /api/subscription/status answers for the signed-in person.
export const subscriptionStatusSchema = z
  .object({
    hasActiveSubscription: z.boolean(),
    subscriptionType: subscriptionTypeSchema.nullable(),
  })
  .meta({ id: 'SubscriptionStatus' });
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
