import './SeatSummary.css';
import type { WebinarDto } from '../../../worker/contract/webinars';
import { clockTime, longDateTime } from '../../../worker/domain/en-dates';
import { DEFAULT_AVATAR } from '../shared/photo-urls';
import ViewerTime from '../shared/ViewerTime';
import { priceText } from './WebinarCard';

// What a seat is for, on the payment and success pages: the webinar, its time in the viewer's
// own zone (named), its host and its price.
export default function SeatSummary({ webinar }: { webinar: WebinarDto }) {
  const starts = Date.parse(webinar.startsAt);
  const ends = Date.parse(webinar.endsAt);
  return (
    <div className="seat-summary">
      <img className="seat-summary__photo" src={webinar.host.photoUrl ?? DEFAULT_AVATAR} alt="" width={64} height={64} />
      <dl>
        <div>
          <dt>Webinar</dt>
          <dd>
            <a href={`/webinar/${webinar.id}`}>{webinar.title}</a>
          </dd>
        </div>
        <div>
          <dt>Host</dt>
          <dd>{webinar.host.name}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            <ViewerTime dateTime={webinar.startsAt} text={(clock) => longDateTime(clock.parts(starts))} />
            {' – '}
            <ViewerTime dateTime={webinar.endsAt} text={(clock) => clockTime(clock.parts(ends))} />
            <span className="seat-summary__zone">
              Your time zone: <ViewerTime text={(clock) => clock.zoneName(starts)} />
            </span>
          </dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{priceText(webinar.priceCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
