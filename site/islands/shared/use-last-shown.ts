import { useRef } from 'react';

// While another period's figures load, the last ones stay on screen (marked busy by the
// caller), so the page doesn't collapse to a spinner and back.
export function useLastShown<T>(fresh: T | undefined): T | undefined {
  const last = useRef<T | undefined>(undefined);
  if (fresh) last.current = fresh;
  return fresh ?? last.current;
}
