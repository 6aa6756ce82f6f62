import type { ChallengeStatus } from '../../../worker/domain/status';
import type { CommunityFilter, CommunityListQuery } from '../../stores/admin-community';
import ListFilters from './ListFilters';

type Props = { query: CommunityListQuery; onChange: (query: CommunityListQuery) => void };

const FILTERS: [CommunityFilter, string][] = [
  ['all', 'All'],
  ['reported', 'Reported'],
  ['hidden', 'Hidden'],
  ['featured', 'Featured'],
  ['removed', 'Removed'],
];

const STATUSES: [ChallengeStatus | 'all', string][] = [
  ['all', 'Any status'],
  ['upcoming', 'Upcoming'],
  ['active', 'Active'],
  ['voting', 'Voting'],
  ['completed', 'Completed'],
];

// The search, one mark at a time and the status.
export default function UserChallengesFilters({ query, onChange }: Props) {
  return (
    <ListFilters
      search={{
        id: 'community-search',
        label: 'Find challenges by title or creator',
        placeholder: "Title or creator's username",
        maxLength: 100,
        value: query.q,
      }}
      onSearch={(q) => onChange({ ...query, q })}
      filters={FILTERS}
      filter={query.filter}
      onFilter={(filter) => onChange({ ...query, filter })}
      select={{ label: 'Status', choices: STATUSES, value: query.status }}
      onSelect={(status) => onChange({ ...query, status })}
    />
  );
}
