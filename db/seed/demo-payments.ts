// A demo payment and its ledger rows, as the webhook records them: the processor's fee out of
// the platform's part, and the payee's share (when someone earns it) pending until a week
// after the service. With it, the local provider's own record of the payment, so a refund
// the rules owe (a seat given back, a session cancelled) goes through under `npm run dev`.
import { EARNINGS_HOLD_DAYS, mulDivRound, splitGross } from '../../worker/domain/money.ts';
import type { Row } from './sql.ts';

const DAY = 24 * 3600_000;

type DemoPayment = {
  id: string;
  purpose: string;
  reference: string;
  payerId: number;
  // Null: the platform keeps the whole gross (an admin-hosted webinar's seat).
  payeeId: number | null;
  cents: number;
  at: number;
  serviceAt: number;
};

export function demoPayment(p: DemoPayment): { id: string; payment: Row; ledger: Row[]; providerObject: Row } {
  const processorFee = mulDivRound(p.cents, 29, 1000) + 30;
  const { platformFeeCents, shareCents } =
    p.payeeId === null ? { platformFeeCents: p.cents, shareCents: 0 } : splitGross(p.cents);
  const payment: Row = {
    id: p.id,
    checkout_id: null,
    user_id: p.payerId,
    payee_id: p.payeeId,
    purpose: p.purpose,
    reference: p.reference,
    amount_cents: p.cents,
    platform_fee_cents: platformFeeCents,
    processor_fee_cents: processorFee,
    service_at: p.serviceAt,
    created_at: p.at,
  };
  const line = (
    n: number,
    account: string,
    kind: string,
    amount: number,
    userId: number | null,
    availableAt = p.serviceAt,
  ): Row => ({
    txn: `payment:${p.id}`,
    line: n,
    account,
    kind,
    amount_cents: amount,
    user_id: userId,
    payment_id: p.id,
    available_at: availableAt,
    created_at: p.at,
  });
  const ledger = [
    line(0, 'customer', 'payment', -p.cents, null),
    line(1, 'processor', 'processor_fee', processorFee, null),
    line(2, 'platform', 'processor_fee', -processorFee, null),
    line(3, 'platform', 'platform_fee', platformFeeCents, null),
  ];
  if (p.payeeId !== null) {
    ledger.push(line(4, 'payee', 'share', shareCents, p.payeeId, p.serviceAt + EARNINGS_HOLD_DAYS * DAY));
  }
  const providerObject: Row = {
    id: p.id,
    kind: 'payment',
    data: JSON.stringify({
      id: p.id,
      status: 'succeeded',
      amountCents: p.cents,
      refundedCents: 0,
      disputedCents: 0,
      processorFeeCents: processorFee,
      currency: 'usd',
      customerId: null,
      metadata: {
        userId: String(p.payerId),
        purpose: p.purpose,
        reference: p.reference,
        ...(p.payeeId === null ? {} : { payeeId: String(p.payeeId) }),
      },
      created: new Date(p.at).toISOString(),
    }),
  };
  return { id: p.id, payment, ledger, providerObject };
}
