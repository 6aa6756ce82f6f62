import './CheckoutReturn.css';
import { type ReactNode, useEffect, useState } from 'react';
import type { CheckoutState, CheckoutStateAnswer } from '../../../worker/contract/payments';
import { checkoutState } from '../../stores/checkouts';
import Notice from '../shared/Notice';

const POLL_MS = 1500;
const MAX_POLLS = 40;

type Props = { checkoutId: string; paidText: string; onPaid?: (answer: CheckoutStateAnswer) => void; children?: ReactNode };

// Back from the provider's checkout: the payment is real only once its webhook has landed,
// so the page asks until it has (or the checkout expired), then tells the caller.
export default function CheckoutReturn({ checkoutId, paidText, onPaid, children }: Props) {
  const [state, setState] = useState<CheckoutState | 'unknown'>('processing');
  useEffect(() => {
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const answer = await checkoutState(checkoutId).catch(() => null);
      const next = answer?.state ?? 'unknown';
      setState(next);
      if (answer && next === 'paid') onPaid?.(answer);
      else if (next === 'processing') {
        if (++polls < MAX_POLLS) timer = setTimeout(ask, POLL_MS);
        else setState('unknown');
      }
    };
    void ask();
    return () => clearTimeout(timer);
  }, [checkoutId, onPaid]);

  if (state === 'paid') return children ?? <Notice tone="success">{paidText}</Notice>;
  if (state === 'expired') return <Notice tone="error">That checkout expired before it was paid. Nothing was charged.</Notice>;
  if (state === 'unknown') return <Notice tone="error">We couldn't check your payment. Refresh the page in a moment.</Notice>;
  return (
    <p className="checkout-return" role="status">
      Confirming your payment…
    </p>
  );
}
