import { useEffect, useState } from 'react';

// What `load` answers for `key`, read when a panel opens and again when the key changes;
// an answer for a key no longer shown is dropped.
export function useLoaded<T>(key: number, load: (key: number) => Promise<T>): { data: T | null; failed: boolean } {
  const [state, setState] = useState<{ key: number; data: T | null; failed: boolean }>({ key, data: null, failed: false });
  useEffect(() => {
    let current = true;
    setState({ key, data: null, failed: false });
    load(key).then(
      (data) => current && setState({ key, data, failed: false }),
      () => current && setState({ key, data: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key, load]);
  return state.key === key ? state : { data: null, failed: false };
}
