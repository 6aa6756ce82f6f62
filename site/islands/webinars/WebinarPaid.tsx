import './WebinarCheckout.css';
import { useCallback, useState } from 'react';
import type { WebinarPage } from '../../../worker/contract/webinars';
import { readEdgeState } from '../../lib/edge-state';
import { webinarOf } from '../../stores/webinars';
import CheckoutReturn from '../payments/CheckoutReturn';
import ErrorBoundary from '../shared/ErrorBoundary';
import Notice from '../shared/Notice';
import { useHydrated } from '../shared/use-hydrated';
import SeatSummary from './SeatSummary';

function Registered({ webinarId }: { webinarId: number }) {
  return (
    <>
      <Notice tone="success">You're registered. Your invite and receipt are on their way to your email.</Notice>
      <div className="webinar-checkout__actions">
        <a className="btn btn-primary" href={`/webinar/${webinarId}`}>
          Go to the Webinar
        </a>
        <a className="btn btn-outline" href={`/api/webinars/${webinarId}/calendar.ics`} download>
          Add to calendar
        </a>
      </div>
    </>
  );
}

// /webinar/{id}/success?checkout=…: back from paying for a seat. The seat is the member's only
// once the payment's webhook has landed: the page says so at once if it already has, and
// otherwise asks until it has (or the checkout expired).
function Paid({ first }: { first: WebinarPage }) {
  const hydrated = useHydrated();
  const [page, setPage] = useState(first);
  const { webinar } = page;
  // Paid, but the seat may have gone meanwhile (the payment is then refunded): the page says which.
  const [settled, setSettled] = useState(false);
  const onPaid = useCallback(() => {
    void webinarOf(first.webinar.id)
      .then(setPage)
      .finally(() => setSettled(true));
  }, [first.webinar.id]);
  const checkoutId = hydrated ? new URLSearchParams(location.search).get('checkout') : null;
  let body = <Registered webinarId={webinar.id} />;
  if (!page.registration) {
    if (!hydrated)
      body = (
        <p className="checkout-return" role="status">
          Confirming your payment…
        </p>
      );
    else if (!checkoutId) body = <p>There is no payment to show here.</p>;
    else
      body = (
        <CheckoutReturn checkoutId={checkoutId} paidText="" onPaid={onPaid}>
          {settled ? (
            <Notice tone="error">
              Your payment arrived after your seat stopped being held, and no seat was left. It is refunded in full.
            </Notice>
          ) : (
            <p className="checkout-return" role="status">
              Confirming your payment…
            </p>
          )}
        </CheckoutReturn>
      );
  }
  return (
    <div className="webinar-checkout card">
      <SeatSummary webinar={webinar} />
      <div className="webinar-checkout__body">{body}</div>
    </div>
  );
}

export default function WebinarPaid() {
  const [page] = useState(() => (readEdgeState().page as { webinar?: WebinarPage } | undefined)?.webinar);
  return <ErrorBoundary>{page && <Paid first={page} />}</ErrorBoundary>;
}
