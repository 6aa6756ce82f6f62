import './WebinarCheckout.css';
import { type ReactNode, useState } from 'react';
import type { WebinarPage } from '../../../worker/contract/webinars';
import { clockTime } from '../../../worker/domain/en-dates';
import { SEAT_HOLD_MS } from '../../../worker/domain/webinars';
import { serverMessage } from '../../lib/api-fetch';
import { readEdgeState } from '../../lib/edge-state';
import { payForSeat } from '../../stores/webinars';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import Notice from '../shared/Notice';
import { useHydrated } from '../shared/use-hydrated';
import ViewerTime from '../shared/ViewerTime';
import SeatSummary from './SeatSummary';
import { priceText } from './WebinarCard';

// The rules a member agrees to before paying (docs/rules.md "Webinars").
function SeatRules() {
  return (
    <ul className="webinar-checkout__rules">
      <li>
        We hold a seat for you for {SEAT_HOLD_MS / 60_000} minutes while you pay; it is yours once the payment is confirmed.
      </li>
      <li>Give your seat back up to 24 hours before the start for a full refund.</li>
      <li>If the webinar is cancelled, everyone is refunded in full.</li>
    </ul>
  );
}

// /webinar/{id}/payment: the seat, what the member agrees to, and the way to the provider's
// checkout (the seat is held from the click). The Worker sends the webinar in the page.
function Payment({ page }: { page: WebinarPage }) {
  const { webinar, registration, heldUntil, isHost } = page;
  const hydrated = useHydrated();
  const [leaving, setLeaving] = useState(false);
  const back = (
    <a className="btn btn-outline" href={`/webinar/${webinar.id}`}>
      Back to the Webinar
    </a>
  );

  async function pay() {
    setLeaving(true);
    try {
      location.assign((await payForSeat(webinar.id)).url);
    } catch (error) {
      setLeaving(false);
      showToast({
        title: 'Could not reserve a seat',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  let body: ReactNode;
  if (registration) body = <Notice tone="success">You're registered for this webinar.</Notice>;
  else if (webinar.phase === 'cancelled') body = <Notice tone="error">This webinar was cancelled.</Notice>;
  else if (webinar.phase === 'ended') body = <Notice tone="error">This webinar has ended.</Notice>;
  else if (isHost) body = <p>You are hosting this webinar.</p>;
  else if (webinar.priceCents === 0) body = <p>This webinar is free: register on its page.</p>;
  else if (webinar.seatsLeft === 0 && !heldUntil) body = <Notice tone="error">This webinar is full.</Notice>;
  else
    body = (
      <>
        {heldUntil && (
          <p className="webinar-checkout__hold" role="status">
            We are holding a seat for you until{' '}
            <strong>
              <ViewerTime dateTime={heldUntil} text={(clock) => clockTime(clock.parts(Date.parse(heldUntil)))} />
            </strong>
            .
          </p>
        )}
        <SeatRules />
        <button type="button" className="btn btn-primary btn-lg" disabled={!hydrated || leaving} onClick={pay}>
          {leaving ? 'Opening checkout...' : `Pay ${priceText(webinar.priceCents)}`}
        </button>
      </>
    );
  return (
    <div className="webinar-checkout card">
      <SeatSummary webinar={webinar} />
      <div className="webinar-checkout__body">
        {body}
        {back}
      </div>
    </div>
  );
}

export default function WebinarPayment() {
  // The Worker answers 404 for unknown ids, so the webinar is there on every served page.
  const [page] = useState(() => (readEdgeState().page as { webinar?: WebinarPage } | undefined)?.webinar);
  return <ErrorBoundary>{page && <Payment page={page} />}</ErrorBoundary>;
}
