import { z } from 'zod';
import {
  adminPaymentsPageSchema,
  adminPaymentsQuery,
  financialMonthsSchema,
  financialQuery,
  paymentIdParams,
  refundAnswerSchema,
  refundRequestSchema,
} from '../../contract/admin-financial';
import { auditOf, caller } from '../../middleware/caller';
import { purposeHandlers } from '../../services/payment-purposes';
import { PAYMENTS_UNAVAILABLE, requirePayments } from '../../services/payments';
import { monthlyFigures, monthsCsv, paymentsPage } from '../../services/payments/financial';
import { refundPayment } from '../../services/payments/refund';
import { refundPrintOrderPayment } from '../../services/prints/order-refunds';
import { apiRoute, errorAnswer, jsonAnswer, jsonBody, routes } from '../openapi';

const months = apiRoute({
  method: 'get',
  path: '/months',
  summary: 'Revenue, processor fees, platform fees, refunds, disputes, payouts and net by UTC month, oldest first',
  middleware: [caller('admin')],
  request: { query: financialQuery },
  responses: { 200: jsonAnswer(financialMonthsSchema, 'The months') },
});

const monthsExport = apiRoute({
  method: 'get',
  path: '/months.csv',
  summary: 'The same months as CSV (US dollars, two decimals)',
  middleware: [caller('admin')],
  request: { query: financialQuery },
  responses: { 200: { description: 'A CSV file', content: { 'text/csv': { schema: z.string() } } } },
});

const paymentList = apiRoute({
  method: 'get',
  path: '/payments',
  summary: 'Payments, newest first, with what is left to refund; searchable by id, payer or payee',
  middleware: [caller('admin')],
  request: { query: adminPaymentsQuery },
  responses: { 200: jsonAnswer(adminPaymentsPageSchema, 'A page of payments') },
});

const refund = apiRoute({
  method: 'post',
  path: '/payments/{id}/refund',
  summary: 'Refunds all or part of a payment through the payment provider (once per idempotency key)',
  middleware: [caller('admin', { limit: 'admin', audit: 'payment.refund' })],
  request: { params: paymentIdParams, body: jsonBody(refundRequestSchema) },
  responses: {
    200: jsonAnswer(refundAnswerSchema, 'The refund sent, and the payment as it stands'),
    503: errorAnswer(PAYMENTS_UNAVAILABLE),
  },
});

// /admin/financial: the ledger by month, its payments, and refunds.
export const adminFinancialRoutes = routes()
  .openapi(months, async (c) => c.json({ months: await monthlyFigures(c.var.db, c.req.valid('query').months, new Date()) }, 200))
  .openapi(monthsExport, async (c) => {
    const csv = monthsCsv(await monthlyFigures(c.var.db, c.req.valid('query').months, new Date()));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="aperture-circle-financial-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
  })
  .openapi(paymentList, async (c) => c.json(await paymentsPage(c.var.db, c.req.valid('query')), 200))
  .openapi(refund, async (c) => {
    const payments = requirePayments(c.env, c.var.db, c.req.url, purposeHandlers);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const actor = { userId: c.var.user.id, isAdmin: true };
    const audit = auditOf(c);
    const answer =
      (await refundPrintOrderPayment(c.var.db, payments, id, actor, body.amountCents, audit)) ??
      (await refundPayment(c.var.db, payments, id, body, audit));
    return c.json(answer, 200);
  });
