import { type ReactNode, useState } from 'react';
import type { WebinarPage } from '../../../worker/contract/webinars';
import { clockTime } from '../../../worker/domain/en-dates';
import { DOORS_OPEN_MS, startsIn } from '../../../worker/domain/webinars';
import { serverMessage } from '../../lib/api-fetch';
import { giveSeatBack, markWebinar, takeSeat } from '../../stores/webinars';
import { showToast } from '../../stores/toast';
import { useHydrated } from '../shared/use-hydrated';
import ViewerTime from '../shared/ViewerTime';
import { priceText } from './WebinarCard';

type Props = { page: WebinarPage; now: Date; signedIn: boolean; onChange: (page: WebinarPage) => void };

// What the viewer can do now: register, join, or read why not. The same page serves before,
// during and after the webinar.
export default function SeatPanel({ page, now, signedIn, onChange }: Props) {
  const { webinar, registration, isHost } = page;
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const href = `/webinar/${webinar.id}`;
  const join = `/webinars/${webinar.id}/session`;

  async function act(call: () => Promise<WebinarPage>, done: string, failed: string) {
    setPending(true);
    try {
      onChange(await call());
      showToast({ title: done });
    } catch (error) {
      showToast({ title: failed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  if (webinar.phase === 'cancelled') return <p className="seat-panel__note">This webinar was cancelled.</p>;
  if (webinar.phase === 'ended') {
    return (
      <div className="seat-panel">
        <p className="seat-panel__note">This webinar has ended.</p>
        {webinar.replayReady && (
          <a className="btn btn-primary" href={`/webinar/${webinar.id}/recording`}>
            Watch the Replay
          </a>
        )}
        {(registration || isHost) && (
          <a className="btn btn-outline" href={`/webinars/${webinar.id}/feedback`}>
            {isHost ? 'Read the feedback' : 'Rate this webinar'}
          </a>
        )}
      </div>
    );
  }

  // Live from its time on without a reload: the page may have been open since before it.
  const live = webinar.phase === 'live' || now.getTime() >= Date.parse(webinar.startsAt);
  const countdown = !live ? (
    <p className="seat-panel__countdown">{startsIn(Date.parse(webinar.startsAt) - now.getTime())}</p>
  ) : (
    <p className="seat-panel__countdown seat-panel__countdown--live">Live now</p>
  );

  if (isHost) {
    const doorsOpen = now.getTime() >= Date.parse(webinar.startsAt) - DOORS_OPEN_MS;
    return (
      <div className="seat-panel">
        {countdown}
        <p className="seat-panel__note">You are hosting this webinar.</p>
        {!webinar.startedAt && doorsOpen && (
          <button
            type="button"
            className="btn btn-primary btn-lg"
            disabled={!hydrated || pending}
            onClick={() => act(() => markWebinar(webinar.id, 'start'), 'The webinar is live', 'Could not start the webinar')}
          >
            Start webinar
          </button>
        )}
        {live && webinar.startedAt && (
          <a className="btn btn-primary btn-lg" href={join}>
            Join now
          </a>
        )}
        {live && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!hydrated || pending}
            onClick={() => act(() => markWebinar(webinar.id, 'end'), 'The webinar has ended', 'Could not end the webinar')}
          >
            End webinar
          </button>
        )}
      </div>
    );
  }

  if (registration) {
    return (
      <div className="seat-panel">
        {countdown}
        <p className="seat-panel__note">You're registered.</p>
        {live && (
          <a className="btn btn-primary btn-lg" href={join}>
            Join now
          </a>
        )}
        <a className="btn btn-outline" href={`/api/webinars/${webinar.id}/calendar.ics`} download>
          Add to calendar
        </a>
        {registration.mayCancel && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!hydrated || pending}
            onClick={() => act(() => giveSeatBack(webinar.id), 'Your seat is given back', 'Could not give your seat back')}
          >
            Give my seat back
          </button>
        )}
      </div>
    );
  }

  const { heldUntil } = page;
  let action: ReactNode;
  if (heldUntil)
    action = (
      <>
        <p className="seat-panel__note">
          We are holding a seat for you until{' '}
          <ViewerTime dateTime={heldUntil} text={(clock) => clockTime(clock.parts(Date.parse(heldUntil)))} />.
        </p>
        <a className="btn btn-primary btn-lg" href={`/webinar/${webinar.id}/payment`}>
          Continue to Payment
        </a>
      </>
    );
  else if (webinar.seatsLeft === 0) action = <p className="seat-panel__note">This webinar is full.</p>;
  else if (!signedIn)
    action = (
      <a className="btn btn-primary btn-lg" href={`/auth?tab=login&next=${encodeURIComponent(href)}`}>
        Sign in to register
      </a>
    );
  else if (webinar.priceCents > 0)
    action = (
      <a className="btn btn-primary btn-lg" href={`/webinar/${webinar.id}/payment`}>
        Register · {priceText(webinar.priceCents)}
      </a>
    );
  else
    action = (
      <button
        type="button"
        className="btn btn-primary btn-lg"
        disabled={!hydrated || pending}
        onClick={() => act(() => takeSeat(webinar.id), "You're registered", 'Could not register')}
      >
        Register for free
      </button>
    );
  return (
    <div className="seat-panel">
      {countdown}
      {action}
    </div>
  );
}
