import { useEffect, useState } from 'react';

// The current time, refreshed every `everyMs`, so statuses and countdowns stay true on a
// page that is left open.
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
