import { useEffect } from 'react';
import type { WebinarPage } from '../../../worker/contract/webinars';
import { DOORS_OPEN_MS } from '../../../worker/domain/webinars';
import { webinarOf } from '../../stores/webinars';

const REREAD_MS = 30_000;

// From the doors opening until the webinar is over, the page reads it again every half
// minute while it is shown, and at once when it is shown again: the host may start before
// the time or end early, and the page then says so without a reload. A read that fails is
// tried again at the next turn.
export function useFreshPage(page: WebinarPage, now: Date, onChange: (page: WebinarPage) => void): void {
  const { id, phase, startsAt } = page.webinar;
  const watching = (phase === 'upcoming' || phase === 'live') && now.getTime() >= Date.parse(startsAt) - DOORS_OPEN_MS;
  useEffect(() => {
    if (!watching) return;
    const read = () => {
      if (document.visibilityState === 'visible') webinarOf(id).then(onChange, () => {});
    };
    const timer = setInterval(read, REREAD_MS);
    document.addEventListener('visibilitychange', read);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', read);
    };
  }, [watching, id, onChange]);
}
