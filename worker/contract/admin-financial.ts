import { z } from 'zod';
import { plainLine } from './plain-text';

// /admin/financial: money by month (UTC), the payments behind it, and refunds.

const cents = z.number().int();

export const financialMonthSchema = z
  .object({
    // YYYY-MM, UTC.
    month: z.string().regex(/^\d{4}-\d{2}$/),
    revenueCents: cents,
    processorFeesCents: cents,
    platformFeesCents: cents,
    refundsCents: cents,
    disputesCents: cents,
    payoutsCents: cents,
    // What the platform kept: its fees less the processor's, less its part of refunds and disputes.
    netCents: cents,
  })
  .meta({ id: 'FinancialMonth' });
export type FinancialMonth = z.infer<typeof financialMonthSchema>;

export const financialMonthsSchema = z.object({ months: z.array(financialMonthSchema) });

export const financialQuery = z.object({
  months: z.coerce.number().int().min(1).max(36).default(12),
});

export const adminPaymentSchema = z
  .object({
    id: z.string(),
    createdAt: z.iso.datetime(),
    purpose: z.string(),
    reference: z.string(),
    payer: z.string().nullable(),
    payee: z.string().nullable(),
    amountCents: cents,
    refundedCents: cents,
    disputedCents: cents,
    refundableCents: cents,
  })
  .meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsQuery = z.object({
  // The payments before this one (its id), for the next page.
  before: z.string().max(255).optional(),
  // A payment id, or part of the payer's or payee's username.
  q: plainLine().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminPaymentsPageSchema = z.object({
  payments: z.array(adminPaymentSchema),
  nextCursor: z.string().nullable(),
});

export const paymentIdParams = z.object({ id: z.string().min(1).max(255) });

// A refund from the admin's dialog: null refunds what is left. The key is made when the
// dialog opens, so a double click or a retried request refunds once.
export const refundRequestSchema = z.object({
  amountCents: z.number().int().positive().nullable(),
  idempotencyKey: z.uuid(),
});

export const refundAnswerSchema = z.object({ refundedCents: cents, payment: adminPaymentSchema });
