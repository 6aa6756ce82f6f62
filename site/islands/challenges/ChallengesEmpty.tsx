import type { ChallengeFilters } from '../../../worker/contract/list-pages';
import EmptyState from '../shared/EmptyState';
import { titleCase } from './challenge-time';

type Props = { filters: ChallengeFilters; onClear: () => void };

const WHAT: Record<string, string> = {
  active: 'No challenges are open for entries right now',
  upcoming: 'No challenges are scheduled yet',
  voting: 'Nothing is being voted on right now',
  completed: 'No challenges have finished yet',
};

// Says which filter came up empty and offers the way back to everything.
export default function ChallengesEmpty({ filters, onClear }: Props) {
  const filtered = Boolean(filters.status || filters.category);
  const heading = filters.status ? WHAT[filters.status] : 'No challenges yet';
  return (
    <EmptyState
      title={filters.category ? `${heading} in ${titleCase(filters.category)}` : heading}
      icon={<path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4ZM7 6H4a3 3 0 0 0 3 3M17 6h3a3 3 0 0 1-3 3" />}
      action={
        filtered && (
          <button type="button" className="btn btn-outline btn-sm empty-state__action" onClick={onClear}>
            Show all challenges
          </button>
        )
      }
    >
      New daily challenges open every midnight, New York time. <a href="/rules">How challenges work</a>
    </EmptyState>
  );
}
