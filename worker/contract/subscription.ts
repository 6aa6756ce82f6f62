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

export const planIntervalSchema = z.enum(['month', 'year']);

// A plan and how often it is billed: starting a checkout, or switching to it.
export const planChoiceSchema = z
  .object({ plan: subscriptionTypeSchema, interval: planIntervalSchema })
  .meta({ id: 'PlanChoice' });
export type PlanChoice = z.infer<typeof planChoiceSchema>;

// The signed-in person's plan as the provider last described it (null when they have none):
// what /subscription manages.
export const subscriptionDetailsSchema = z
  .object({
    plan: subscriptionTypeSchema,
    interval: planIntervalSchema,
    status: z.enum(['active', 'past_due', 'canceled', 'incomplete']),
    currentPeriodEnd: z.iso.datetime(),
    cancelAtPeriodEnd: z.boolean(),
    // A failed renewal: the plan still counts until this time.
    graceEndsAt: z.iso.datetime().nullable(),
    // A downgrade that takes effect at currentPeriodEnd.
    scheduledChange: planChoiceSchema.nullable(),
  })
  .meta({ id: 'SubscriptionDetails' });
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

export const mySubscriptionSchema = z.object({ subscription: subscriptionDetailsSchema.nullable() });

// After a switch: `scheduled` when it takes effect at the end of the period.
export const switchAnswerSchema = mySubscriptionSchema.extend({ scheduled: z.boolean() });

export const checkoutUrlSchema = z.object({ url: z.url() });
