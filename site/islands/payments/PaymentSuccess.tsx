import ErrorBoundary from '../ErrorBoundary';
import CheckoutReturn from './CheckoutReturn';

// /payment-success?checkout=…: where one-off checkouts (sessions, quick sessions, webinars)
// come back to. It says paid only once the payment's webhook has landed.
export default function PaymentSuccess() {
  const checkoutId = new URLSearchParams(location.search).get('checkout');
  return (
    <ErrorBoundary>
      {checkoutId ? (
        <CheckoutReturn
          checkoutId={checkoutId}
          paidText="Payment received. Thank you! Your receipt is on its way to your email."
        />
      ) : (
        <p>There is no payment to show here.</p>
      )}
    </ErrorBoundary>
  );
}
