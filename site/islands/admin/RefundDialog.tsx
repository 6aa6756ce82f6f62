import { useEffect, useId, useState } from 'react';
import type { AdminPayment } from '../../../worker/contract/admin-financial';
import { formatUsd } from '../../../worker/domain/money';
import { serverMessage } from '../../lib/api-fetch';
import { refundPayment } from '../../stores/admin-financial';
import { showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';

type Props = { payment: AdminPayment | null; onClose: () => void; onRefunded: (payment: AdminPayment) => void };

// Dollars as typed ("12", "12.5", "12.50") to cents, or null when it is not an amount.
function centsOf(text: string): number | null {
  const match = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

// Refund all or part of a payment. The dialog makes its idempotency key when it opens, so a
// double click or a retried request refunds once.
export default function RefundDialog({ payment, onClose, onRefunded }: Props) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!payment) return;
    setAmount((payment.refundableCents / 100).toFixed(2));
    setKey(crypto.randomUUID());
    setError(null);
  }, [payment]);

  async function confirm() {
    if (!payment) return;
    const cents = centsOf(amount);
    if (cents === null || cents <= 0) return setError('Enter an amount in dollars, like 12.50');
    if (cents > payment.refundableCents) return setError(`You can refund at most ${formatUsd(payment.refundableCents)}`);
    setPending(true);
    try {
      const answer = await refundPayment(payment.id, cents === payment.refundableCents ? null : cents, key);
      showToast({ title: 'Refund sent', description: `${formatUsd(answer.refundedCents)} back to the payer.` });
      onRefunded(answer.payment);
      onClose();
    } catch (err) {
      setError(serverMessage(err, 'The refund did not go through. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <ConfirmDialog
      open={payment !== null}
      title="Refund this payment?"
      message={
        payment
          ? `${formatUsd(payment.refundableCents)} of ${formatUsd(payment.amountCents)} can still be refunded. The payer gets it back on their card; the payee's share goes down in proportion.`
          : ''
      }
      confirmLabel="Refund"
      pendingLabel="Refunding..."
      pending={pending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <label className="field refund-amount" htmlFor={`${id}-amount`}>
        <span>Amount (US dollars)</span>
        <input
          id={`${id}-amount`}
          className="input"
          inputMode="decimal"
          value={amount}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <small id={`${id}-error`} className="field__error" role="alert">
            {error}
          </small>
        )}
      </label>
    </ConfirmDialog>
  );
}
