import type { WebinarDto } from '../../../worker/contract/webinars';
import SummaryCard from '../shared/SummaryCard';
import ViewerWhen from '../shared/ViewerWhen';
import { priceText } from './WebinarCard';

// What a seat is for, on the payment and success pages: the webinar, its time in the viewer's
// own zone (named), its host and its price.
export default function SeatSummary({ webinar }: { webinar: WebinarDto }) {
  return (
    <SummaryCard photoUrl={webinar.host.photoUrl} photoSize={64}>
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
          <ViewerWhen startsAt={webinar.startsAt} endsAt={webinar.endsAt} />
        </dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>{priceText(webinar.priceCents)}</dd>
      </div>
    </SummaryCard>
  );
}
