import { useEffect, useState } from 'react';
import { onServer } from '../../lib/edge-state';
import { type Clock, localClock } from '../../lib/local-clock';
import { whenIdle } from '../../lib/when-idle';
import { zoneClock } from '../../lib/zone-clock';
import { useHydrated } from './use-hydrated';
import { pageClock } from './use-viewer-clock';

type Props = {
  // The words for a clock.
  text: (clock: Clock) => string;
  // The instant, for a <time> element (else the words are a <span>: a zone's name).
  dateTime?: string;
  className?: string;
};

// A time written on the viewer's clock. A server render writes it in the zone the edge
// guessed; hydration keeps that text as it is (React leaves a mismatched text alone under
// suppressHydrationWarning), and once the browser is idle it writes its own from a Date's
// local fields. So no date formatter is made in the browser at all: its first costs a slow
// phone about 20 ms of locale data, and asking for its zone's id as much again. An island
// the browser renders itself writes the time at once.
export default function ViewerTime({ text, dateTime, className }: Props) {
  const hydrated = useHydrated();
  const [clock, setClock] = useState<Clock | null>(() => (onServer ? zoneClock(pageClock().zone) : hydrated ? localClock : null));
  useEffect(() => {
    if (!clock) return whenIdle(() => setClock(localClock));
  }, [clock]);
  const words = clock ? text(clock) : '';
  return dateTime ? (
    <time suppressHydrationWarning className={className} dateTime={dateTime}>
      {words}
    </time>
  ) : (
    <span suppressHydrationWarning className={className}>
      {words}
    </span>
  );
}
