import { useSyncExternalStore } from 'react';

// A subscription to nothing: the hooks built on useSyncExternalStore here only tell the
// server render and hydration (its server snapshot) from the renders after.
export const unchanging = () => () => {};

// False while the Worker renders an island and while the browser hydrates it, true after
// (and at once for an island the browser renders itself). A field typed into before its
// island is hydrated would lose the text when React takes it over, so such fields wait.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
