import './WebinarCard.css';
import type { WebinarDto } from '../../../worker/contract/webinars';
import { shortDayTime } from '../../../worker/domain/en-dates';
import { formatUsd } from '../../../worker/domain/money';
import ViewerTime from '../shared/ViewerTime';
import { DEFAULT_AVATAR } from '../shared/photo-urls';

export const priceText = (cents: number) => (cents === 0 ? 'Free' : formatUsd(cents).replace(/\.00$/, ''));

export function seatsText(webinar: WebinarDto): string {
  if (webinar.seatsLeft === 0) return 'Full';
  return `${webinar.seatsLeft} ${webinar.seatsLeft === 1 ? 'seat' : 'seats'} left`;
}

// A webinar in /webinars' lists: when (on the viewer's clock), who hosts, what it costs, and
// once over, its replay.
export default function WebinarCard({ webinar }: { webinar: WebinarDto }) {
  const starts = Date.parse(webinar.startsAt);
  const upcoming = webinar.phase === 'upcoming';
  return (
    <article className="webinar-card">
      <p className="webinar-card__when">
        {webinar.phase === 'live' && <span className="webinar-card__live">Live now</span>}
        <ViewerTime dateTime={webinar.startsAt} text={(clock) => shortDayTime(clock.parts(starts))} />
        <span aria-hidden="true"> · </span>
        {webinar.durationMinutes} min
      </p>
      <h3 className="webinar-card__title">
        <a href={`/webinar/${webinar.id}`}>{webinar.title}</a>
      </h3>
      <p className="webinar-card__host">
        <img src={webinar.host.photoUrl ?? DEFAULT_AVATAR} alt="" width={28} height={28} loading="lazy" decoding="async" />
        Hosted by {webinar.host.name}
      </p>
      {upcoming && (
        <dl className="webinar-card__facts">
          <div>
            <dt className="sr-only">Price</dt>
            <dd className="webinar-card__price">{priceText(webinar.priceCents)}</dd>
          </div>
          <div>
            <dt className="sr-only">Seats</dt>
            <dd>{seatsText(webinar)}</dd>
          </div>
        </dl>
      )}
      {webinar.phase === 'ended' && webinar.replayReady && (
        <p className="webinar-card__replay">
          <a href={`/webinar/${webinar.id}/recording`}>
            Watch the replay<span className="sr-only"> of {webinar.title}</span>
          </a>
        </p>
      )}
    </article>
  );
}
