import { z } from 'zod';

export const subscriptionTypeSchema = z.enum(['print_user', 'portfolio_pro']);
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

export const subscriptionStatusSchema = z.object({
  hasActiveSubscription: z.boolean(),
  subscriptionType: subscriptionTypeSchema.nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
