import { useSyncExternalStore } from 'react';
import type { ViewerClock } from '../../lib/dates';
import { onServer, readEdgeState } from '../../lib/edge-state';

// What a server render knows: the zone the edge guessed from the viewer's address, and the
// site's own locale.
// (One object per zone: React compares snapshots by identity.)
const byZone = new Map<string, ViewerClock>();
const pageClock = (): ViewerClock => {
  const zone = readEdgeState().timeZone ?? 'UTC';
  const known = byZone.get(zone);
  if (known) return known;
  const clock = { zone, locale: 'en-US' };
  byZone.set(zone, clock);
  return clock;
};

let browser: ViewerClock | undefined;
const browserClock = (): ViewerClock => {
  browser ??= { zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', locale: undefined };
  return browser;
};

const unchanging = () => () => {};

// The viewer's time zone and locale for the times a page shows. A server render has only
// the edge's guess, and hydration must show what that render showed; the browser's own
// zone and locale take over right after (React renders again if they differ).
export function useViewerClock(): ViewerClock {
  return useSyncExternalStore(unchanging, onServer ? pageClock : browserClock, pageClock);
}
