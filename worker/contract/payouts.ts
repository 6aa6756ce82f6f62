import { z } from 'zod';

// A mentor's or seller's money (cents): pending until 7 days after the service or sale,
// available to pay out, owed when a refund after a payout took more than was available, and
// paid out so far.
export const balanceSchema = z
  .object({
    pendingCents: z.number().int(),
    availableCents: z.number().int(),
    owedCents: z.number().int(),
    paidOutCents: z.number().int(),
  })
  .meta({ id: 'Balance' });

export const payoutSchema = z
  .object({
    id: z.number().int(),
    amountCents: z.number().int(),
    // Taken back after a refund or a lost dispute of money it had sent.
    reversedCents: z.number().int(),
    status: z.enum(['pending', 'paid', 'failed']),
    createdAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Payout' });

// What the earnings section shows. `account`: none yet, onboarding at the provider, or able
// to receive payouts.
export const earningsSchema = z
  .object({
    balance: balanceSchema,
    account: z.enum(['none', 'onboarding', 'enabled']),
    payouts: z.array(payoutSchema),
  })
  .meta({ id: 'Earnings' });
export type Earnings = z.infer<typeof earningsSchema>;

// Where to come back to after the provider's onboarding: the dashboard that embeds the
// earnings section (a tab of it, for the mentor dashboard).
export const payoutAccountLinkRequestSchema = z.object({
  returnTo: z
    .string()
    .regex(/^\/(print-dashboard|photographer-dashboard|mentor-dashboard(\/[a-z-]{1,40})?)$/, 'Must be a dashboard page'),
});

export const payoutAccountLinkSchema = z.object({ url: z.url() });
