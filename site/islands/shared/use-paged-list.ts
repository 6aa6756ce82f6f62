import type { FetcherStore } from '@nanostores/query';
import { useStore } from '@nanostores/react';

export type PageOutcome = 'loading' | 'more' | 'last' | 'failed';

type Paged = { more: boolean };

// A paged list's first page says whether it is empty, its last page whether a further one
// exists. Both are read from the pages' own stores while rendering, so the Worker's render
// already shows 'Load more' (not a spinner) and hydration finds nothing to change: no second
// render of every card on a slow phone.
export function usePagedList<T extends Paged>(page: (offset: number) => FetcherStore<T>, pages: number, pageSize: number) {
  const first = useStore(page(0));
  const last = useStore(page((pages - 1) * pageSize));
  const outcome: PageOutcome = last.error ? 'failed' : !last.data ? 'loading' : last.data.more ? 'more' : 'last';
  return { first: first.data, outcome };
}
