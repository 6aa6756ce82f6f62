import { useEffect, useState } from 'react';
import { readEdgeState } from '../../lib/edge-state';

// When the Worker rendered the page. A first render uses it rather than the clock, so the
// browser's hydration shows what the Worker's render showed; the clock takes over after.
export function pageTime(): Date {
  const at = readEdgeState().now;
  return at ? new Date(at) : new Date();
}

// The current time, refreshed every `everyMs`, so statuses and countdowns stay true on a
// page that is left open. It starts at the page's time and first moves on at the first tick,
// not on hydration: the page is seconds old, and rendering every card and clock again as
// soon as they are hydrated would cost a phone a long task for nothing it could show.
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(pageTime);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
