import type { MemberFilter, MemberSort } from '../../../worker/contract/admin-users';
import type { MemberListState } from '../../stores/admin-users';
import ListFilters from './ListFilters';

type Props = { list: MemberListState; onChange: (list: MemberListState) => void };

const FILTERS: [MemberFilter, string][] = [
  ['all', 'Everyone'],
  ['admin', 'Admins'],
  ['mentor', 'Mentors'],
  ['subscriber', 'Subscribers'],
  ['unverified', 'Unverified'],
  ['suspended', 'Suspended'],
  ['deleted', 'Deleted'],
];

const SORTS: [MemberSort, string][] = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['name', 'Name'],
  ['username', 'Username'],
];

// The list's search, one filter at a time and the order; each change goes to the page's address.
export default function AdminUsersFilters({ list, onChange }: Props) {
  return (
    <ListFilters
      search={{
        id: 'member-search',
        label: 'Find members by name, username or email',
        placeholder: 'Name, username or email',
        maxLength: 100,
        value: list.q,
      }}
      onSearch={(q) => onChange({ ...list, q })}
      filters={FILTERS}
      filter={list.filter}
      onFilter={(filter) => onChange({ ...list, filter })}
      select={{ label: 'Sort', choices: SORTS, value: list.sort }}
      onSelect={(sort) => onChange({ ...list, sort })}
    />
  );
}
