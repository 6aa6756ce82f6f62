import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ViewerClock } from '../../lib/dates';
import { onServer } from '../../lib/edge-state';
import { whenIdle } from '../../lib/when-idle';
import { unchanging } from './use-hydrated';
import { browserClock, pageClock } from './use-viewer-clock';

type Props = {
  // The words for a clock: a zone and a locale.
  text: (clock: ViewerClock) => string;
  // The instant, for a <time> element (else the words are a <span>: a zone's name).
  dateTime?: string;
  className?: string;
};

// A time written on the viewer's clock. A server render writes it in the zone the edge
// guessed; hydration keeps that text as it is (React leaves a mismatched text alone under
// suppressHydrationWarning), and the browser writes its own in a task of its own once idle.
// So no date formatter is made while a page hydrates: a browser's first costs a slow phone
// about 20 ms of locale data, and reading its zone costs another. An island the browser
// renders itself writes the time at once.
export default function ViewerTime({ text, dateTime, className }: Props) {
  const hydrating = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  const [clock, setClock] = useState<ViewerClock | null>(() => (onServer ? pageClock() : hydrating ? null : browserClock()));
  useEffect(() => {
    if (!clock) return whenIdle(() => setClock(browserClock()));
  }, [clock]);
  const words = clock ? text(clock) : '';
  return dateTime ? (
    <time suppressHydrationWarning dateTime={dateTime} className={className}>
      {words}
    </time>
  ) : (
    <span suppressHydrationWarning className={className}>
      {words}
    </span>
  );
}
