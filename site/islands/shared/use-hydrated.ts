import { useSyncExternalStore } from 'react';

const never = () => () => {};

// False in the build's HTML and while hydrating, true once React runs the page. A form
// pre-rendered with client:load must not be submittable before its handler exists: the
// browser would submit it as a GET, reload, and lose what was typed.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
