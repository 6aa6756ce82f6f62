import { useEffect, useState } from 'react';
import { pageSearch } from '../../lib/edge-state';

// State that lives in the page's URL (list filters), so it can be linked and shared: read
// from the query string, pushed to history on change, followed on back and forward.
export function useUrlState<T>(read: (query: URLSearchParams) => T, href: (value: T) => string): [T, (next: T) => void] {
  const current = () => read(new URLSearchParams(pageSearch()));
  const [value, setValue] = useState(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribe once, on mount; `read` is usually an inline function, new on every render, that parses the query the same way each time.
  useEffect(() => {
    const onPop = () => setValue(current());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const change = (next: T) => {
    history.pushState(null, '', href(next));
    setValue(next);
  };
  return [value, change];
}
