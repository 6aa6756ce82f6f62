import { useState } from 'react';
import type { CheckoutStateAnswer } from '../../../worker/contract/payments';
import ErrorBoundary from '../shared/ErrorBoundary';
import SessionPaid from '../mentors/SessionPaid';
import CheckoutReturn from './CheckoutReturn';

// /payment-success?checkout=…: where one-off checkouts (sessions, quick sessions, webinars)
// come back to. It says paid only once the payment's webhook has landed, then leads on to
// what was paid for.
export default function PaymentSuccess() {
  const checkoutId = new URLSearchParams(location.search).get('checkout');
  const [paid, setPaid] = useState<CheckoutStateAnswer | null>(null);
  const sessionId = paid?.purpose === 'mentor_session' ? Number(paid.reference) : null;
  return (
    <ErrorBoundary>
      {checkoutId ? (
        <CheckoutReturn
          checkoutId={checkoutId}
          paidText="Payment received. Thank you! Your receipt is on its way to your email."
          onPaid={setPaid}
        >
          {sessionId ? <SessionPaid sessionId={sessionId} /> : undefined}
        </CheckoutReturn>
      ) : (
        <p>There is no payment to show here.</p>
      )}
    </ErrorBoundary>
  );
}
