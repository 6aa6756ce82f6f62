import { useHydrated } from './use-hydrated';

type Props = { className: string; onMore: () => void };

// A paged list's 'Load more'. It arrives in the Worker's HTML, where a click could do
// nothing yet: until its island is hydrated it says so by being disabled.
export default function LoadMore({ className, onMore }: Props) {
  const hydrated = useHydrated();
  return (
    <div className={className}>
      <button type="button" className="btn btn-outline" disabled={!hydrated} onClick={onMore}>
        Load more
      </button>
    </div>
  );
}
