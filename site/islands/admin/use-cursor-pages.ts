import { useEffect, useState } from 'react';

// A page of a list read by cursor (next: null on the last), with anything else its first
// page brings (kept as it was).
type Page = { rows: unknown[]; next: unknown };

// One search's first page, and the pages 'Load more' adds after it. An answer for a search no
// longer shown is dropped; a page that fails turns the whole list into its load failure.
export function useCursorPages<Query, P extends Page>(
  query: Query,
  read: (query: Query, cursor?: NonNullable<P['next']>) => Promise<P>,
) {
  const [loaded, setLoaded] = useState<P | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let current = true;
    read(query).then(
      (page) => current && setLoaded(page),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [query, read]);

  async function more(cursor: NonNullable<P['next']>) {
    setLoadingMore(true);
    try {
      const page = await read(query, cursor);
      setLoaded((shown) => shown && { ...shown, rows: [...shown.rows, ...page.rows], next: page.next });
    } catch {
      setFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return { loaded, setLoaded, failed, loadingMore, more };
}
