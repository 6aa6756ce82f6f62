import './AdminUsers.css';
import './admin-table.css';
import type { MemberRow } from '../../../worker/contract/admin-users';
import { shortDate } from '../../lib/dates';
import {
  type MemberListState,
  DEFAULT_MEMBER_LIST,
  memberListSearch,
  memberPage,
  readMemberList,
} from '../../stores/admin-users';
import EmptyState from '../shared/EmptyState';
import ErrorBoundary from '../shared/ErrorBoundary';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import { useUrlState } from '../shared/use-url-state';
import AdminUserChips from './AdminUserChips';
import AdminUsersFilters from './AdminUsersFilters';
import { useCursorPages } from './use-cursor-pages';

const memberHref = (member: MemberRow) => `/admin/users/${member.id}`;

function Row({ member }: { member: MemberRow }) {
  return (
    <tr>
      <th scope="row">
        <a className="members-table__who" href={memberHref(member)}>
          <img src={member.profileImageUrl || '/default-avatar.svg'} alt="" width={36} height={36} loading="lazy" />
          <span>{member.name ?? member.username}</span>
        </a>
      </th>
      <td data-label="Username">@{member.username}</td>
      <td data-label="Email" className="members-table__email">
        {member.email}
      </td>
      <td data-label="Joined">{shortDate(member.createdAt)}</td>
      <td data-label="Roles and status">
        <AdminUserChips member={member} />
      </td>
    </tr>
  );
}

const readMembers = (list: MemberListState, cursor?: string) =>
  memberPage(list, cursor).then((page) => ({ rows: page.members, next: page.nextCursor }));

// One search, filter and order: its first page, and the pages 'Load more' adds after it.
function Results({ list, onClear }: { list: MemberListState; onClear: () => void }) {
  const { loaded, failed, loadingMore, more } = useCursorPages(list, readMembers);

  if (failed) return <LoadFailed what="the members" />;
  if (!loaded) return <Spinner label="Loading members..." />;
  if (loaded.rows.length === 0) {
    const filtered = list.q !== '' || list.filter !== DEFAULT_MEMBER_LIST.filter;
    return (
      <EmptyState
        title="No members match"
        level={2}
        action={
          filtered && (
            <button type="button" className="btn btn-outline empty-state__action" onClick={onClear}>
              Show everyone
            </button>
          )
        }
      >
        {list.q ? `Nobody's name, username or email contains “${list.q}” here.` : 'Nobody is in this group.'}
      </EmptyState>
    );
  }
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table members-table">
          <caption className="sr-only">Members</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Username</th>
              <th scope="col">Email</th>
              <th scope="col">Joined</th>
              <th scope="col">Roles and status</th>
            </tr>
          </thead>
          <tbody>
            {loaded.rows.map((member) => (
              <Row key={member.id} member={member} />
            ))}
          </tbody>
        </table>
      </div>
      {loaded.next && <LoadMore className="list-more" busy={loadingMore} onMore={() => loaded.next && void more(loaded.next)} />}
    </>
  );
}

// /admin/users: every member, found by name, username or email, filtered by role or
// standing, in the order chosen; all three kept in the page's address.
export default function AdminUsers() {
  const [list, setList] = useUrlState(readMemberList, (next) => `${location.pathname}${memberListSearch(next)}`);
  const key = memberListSearch(list);
  return (
    <ErrorBoundary>
      <AdminUsersFilters key={`filters${key}`} list={list} onChange={setList} />
      <Results key={key} list={list} onClear={() => setList(DEFAULT_MEMBER_LIST)} />
    </ErrorBoundary>
  );
}
