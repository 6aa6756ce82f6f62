import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore } from './query';

const financial = api.admin.financial;

// The last twelve months of money, oldest first.
export const $financialMonths = callStore(financial.months.$url({ query: {} }), () =>
  answer(financial.months.$get({ query: {} })),
);

export const csvHref = financial['months.csv'].$url({ query: {} }).pathname;

export const paymentsPage = (query: { q?: string; before?: string }) => answer(financial.payments.$get({ query }));

// The key comes from the dialog that asks: the same key refunds once, however often it is sent.
export const refundPayment = (id: string, amountCents: number | null, idempotencyKey: string) =>
  answer(
    withMutationRetry(() => financial.payments[':id'].refund.$post({ param: { id }, json: { amountCents, idempotencyKey } })),
  );
