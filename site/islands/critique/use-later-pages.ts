import { useState } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { showToast } from '../../stores/toast';

type Paged = { nextCursor: string | null };

// The pages after a list's first (which comes from its store, with the page), each asked for
// with the cursor the one before it ends on, kept for as long as the list is shown.
export function useLaterPages<P extends Paged>(first: P | undefined, more: (cursor: string) => Promise<P>) {
  const [later, setLater] = useState<P[]>([]);
  const [loading, setLoading] = useState(false);
  const cursor = (later.at(-1) ?? first)?.nextCursor ?? null;

  async function loadMore() {
    if (!cursor) return;
    setLoading(true);
    try {
      const page = await more(cursor);
      setLater((had) => [...had, page]);
    } catch (problem) {
      showToast({
        title: 'Could not load more',
        description: serverMessage(problem, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setLoading(false);
    }
  }

  return { pages: first ? [first, ...later] : [], cursor, loading, loadMore };
}

// A later page may repeat an item the first showed (the queue moves as critiques arrive).
export function uniqueById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}
