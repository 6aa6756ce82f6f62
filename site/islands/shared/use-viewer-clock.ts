import { useSyncExternalStore } from 'react';
import type { ViewerClock } from '../../lib/dates';
import { onServer, readEdgeState } from '../../lib/edge-state';
import { unchanging } from './use-hydrated';

// One object per zone and locale: React compares snapshots by identity.
const clocks = new Map<string, ViewerClock>();
const clockOf = (zone: string, locale: string): ViewerClock => {
  const key = `${zone} ${locale}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = { zone, locale };
    clocks.set(key, clock);
  }
  return clock;
};

// What a server render knows: the zone the edge guessed from the viewer's address and the
// first language their browser asks for (else the site's own).
export const pageClock = (): ViewerClock => {
  const { timeZone, locale } = readEdgeState();
  return clockOf(timeZone ?? 'UTC', locale ?? 'en-US');
};

// The browser's own (also for an event handler's use): the very object the page's is when
// they agree, so hydrated times are not rendered again (and every date formatted again) for
// nothing.
// (Read once: making a formatter to ask costs far more than a render that asks.)
let browser: ViewerClock | undefined;
export const browserClock = (): ViewerClock => {
  if (!browser) {
    const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
    browser = clockOf(timeZone || 'UTC', locale);
  }
  return browser;
};

// The viewer's time zone and locale for the times a page shows. A server render has only
// the edge's guess, and hydration must show what that render showed; the browser's own
// zone and locale take over right after (React renders again only if they differ).
export function useViewerClock(): ViewerClock {
  return useSyncExternalStore(unchanging, onServer ? pageClock : browserClock, pageClock);
}
