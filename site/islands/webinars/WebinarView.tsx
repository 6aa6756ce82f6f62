import './WebinarView.css';
import { useState } from 'react';
import type { WebinarPage } from '../../../worker/contract/webinars';
import { clockTime, longDateTime } from '../../../worker/domain/en-dates';
import { readEdgeState } from '../../lib/edge-state';
import ErrorBoundary from '../shared/ErrorBoundary';
import { DEFAULT_AVATAR } from '../shared/photo-urls';
import ViewerTime from '../shared/ViewerTime';
import { useNow } from '../shared/use-now';
import SeatPanel from './SeatPanel';
import { useFreshPage } from './use-fresh-page';
import { priceText } from './WebinarCard';

// /webinar/{id}: one permanent page before, during and after the webinar.
function Webinar({ first, signedIn }: { first: WebinarPage; signedIn: boolean }) {
  const [page, setPage] = useState(first);
  const now = useNow();
  useFreshPage(page, now, setPage);
  const { webinar } = page;
  const starts = Date.parse(webinar.startsAt);
  const ends = Date.parse(webinar.endsAt);
  return (
    <>
      <header className="page-header webinar-hero">
        <div className="container webinar-hero__inner">
          <div>
            <span className="eyebrow">Webinar</span>
            <h1>{webinar.title}</h1>
            <p className="webinar-hero__when">
              <ViewerTime dateTime={webinar.startsAt} text={(clock) => longDateTime(clock.parts(starts))} />
              {' – '}
              <ViewerTime dateTime={webinar.endsAt} text={(clock) => clockTime(clock.parts(ends))} />
              <span className="webinar-hero__zone">
                {' '}
                (<ViewerTime text={(clock) => clock.zoneName(starts)} />)
              </span>
            </p>
            <p className="webinar-hero__host">
              <img src={webinar.host.photoUrl ?? DEFAULT_AVATAR} alt="" width={40} height={40} />
              <span>
                Hosted by <a href={`/profile/${webinar.host.userId}`}>{webinar.host.name}</a>
              </span>
            </p>
          </div>
          <aside className="webinar-hero__panel" aria-label="Registration">
            <dl className="webinar-hero__facts">
              <div>
                <dt>Price</dt>
                <dd>{priceText(webinar.priceCents)}</dd>
              </div>
              <div>
                <dt>Length</dt>
                <dd>{webinar.durationMinutes} min</dd>
              </div>
              <div>
                <dt>Seats</dt>
                <dd>{webinar.seatsLeft === 0 ? 'Full' : `${webinar.seatsLeft} left`}</dd>
              </div>
            </dl>
            <SeatPanel page={page} now={now} signedIn={signedIn} onChange={setPage} />
          </aside>
        </div>
      </header>
      <div className="container webinar-body">
        <h2>About this webinar</h2>
        {webinar.description ? (
          <p className="webinar-body__text">{webinar.description}</p>
        ) : (
          <p className="webinar-body__text webinar-body__text--empty">The host has not described this webinar yet.</p>
        )}
      </div>
    </>
  );
}

export default function WebinarView() {
  // The Worker answers 404 for unknown ids, so the webinar is there on every served page.
  const [{ first, signedIn }] = useState(() => {
    const state = readEdgeState();
    return { first: (state.page as { webinar?: WebinarPage } | undefined)?.webinar, signedIn: state.user !== null };
  });
  return <ErrorBoundary>{first && <Webinar first={first} signedIn={signedIn} />}</ErrorBoundary>;
}
