import { useHydrated } from './use-hydrated';

type Props = { className: string; onMore: () => void; busy?: boolean };

// A paged list's 'Load more'. It arrives in the Worker's HTML, where a click could do
// nothing yet: until its island is hydrated it says so by being disabled (and while `busy`
// loading the page it asked for).
export default function LoadMore({ className, onMore, busy = false }: Props) {
  const hydrated = useHydrated();
  return (
    <div className={className}>
      <button type="button" className="btn btn-outline" disabled={!hydrated || busy} aria-busy={busy} onClick={onMore}>
        Load more
      </button>
    </div>
  );
}
