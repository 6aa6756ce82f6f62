import { atom } from 'nanostores';
import {
  MEMBER_FILTERS,
  MEMBER_SORTS,
  type MemberActionResult,
  type MemberFilter,
  type MemberRole,
  type MemberSort,
} from '../../worker/contract/admin-users';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore, mutateCache, storesByCall } from './query';

// /admin/users and /admin/users/{userId}: the members, searched and filtered, and what admins
// do to one account.

const members = api.admin.users;

// ---- The list ----

// What the list shows, kept in the page's address (`?q=ann&filter=mentor&sort=name`) so a
// reload, the back button or a shared link shows the same members. The defaults stay out of it.
export type MemberListState = { q: string; filter: MemberFilter; sort: MemberSort };

export const DEFAULT_MEMBER_LIST: MemberListState = { q: '', filter: 'all', sort: 'newest' };

export function readMemberList(params: URLSearchParams): MemberListState {
  const filter = params.get('filter');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    filter: MEMBER_FILTERS.find((f) => f === filter) ?? DEFAULT_MEMBER_LIST.filter,
    sort: MEMBER_SORTS.find((s) => s === sort) ?? DEFAULT_MEMBER_LIST.sort,
  };
}

export function memberListSearch({ q, filter, sort }: MemberListState): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (filter !== DEFAULT_MEMBER_LIST.filter) params.set('filter', filter);
  if (sort !== DEFAULT_MEMBER_LIST.sort) params.set('sort', sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}

// One page of the list; `cursor` is the previous page's `nextCursor`.
export const memberPage = ({ q, filter, sort }: MemberListState, cursor?: string) =>
  answer(members.$get({ query: { q: q || undefined, filter, sort, cursor } }));

// ---- One member ----

const param = (userId: number) => ({ param: { userId: String(userId) } });
const detailUrl = (userId: number) => members[':userId'].$url(param(userId));

const detailStores = storesByCall<ReturnType<typeof callStore<MemberActionResult['member']>>>();

export const memberDetail = (userId: number) =>
  detailStores(detailUrl(userId), (url) => callStore(url, () => answer(members[':userId'].$get(param(userId)))));

// Bumped after every action: the member's audit log reads itself again from its first page.
export const $auditVersion = atom(0);

export const memberAuditPage = (userId: number, before?: number) =>
  answer(
    members[':userId']['audit-log'].$get({
      ...param(userId),
      query: { before: before === undefined ? undefined : String(before) },
    }),
  );

// An action answers the member as they are now: the page shows that at once, and its audit
// log reads the new row.
function applied({ message, member }: MemberActionResult): string {
  mutateCache(keyOf(detailUrl(member.profile.id)), member);
  $auditVersion.set($auditVersion.get() + 1);
  return message;
}

export type PlainMemberAction = 'resend-verification' | 'password-reset' | 'end-sessions' | 'unsuspend' | 'restore';

const plainCalls = (userId: number) => {
  const one = members[':userId'];
  return {
    'resend-verification': () => one['resend-verification'].$post(param(userId)),
    'password-reset': () => one['password-reset'].$post(param(userId)),
    'end-sessions': () => one['end-sessions'].$post(param(userId)),
    unsuspend: () => one.unsuspend.$post(param(userId)),
    restore: () => one.restore.$post(param(userId)),
  } satisfies Record<PlainMemberAction, unknown>;
};

export const runMemberAction = async (userId: number, action: PlainMemberAction) =>
  applied(await answer(withMutationRetry(plainCalls(userId)[action])));

// `until` is an instant (suspensionEnd), or null for "until lifted"; `confirm` the username
// as typed.
export const suspendMember = async (userId: number, reason: string, until: string | null, confirm: string) =>
  applied(
    await answer(
      withMutationRetry(() => members[':userId'].suspend.$post({ ...param(userId), json: { reason, until, confirm } })),
    ),
  );

export const deleteMember = async (userId: number, confirm: string) =>
  applied(await answer(withMutationRetry(() => members[':userId'].delete.$post({ ...param(userId), json: { confirm } }))));

// The account moves to the address of the member's own recovery request (`threadId`).
export const moveMemberAddress = async (userId: number, threadId: number, confirm: string) =>
  applied(
    await answer(
      withMutationRetry(() => members[':userId']['move-address'].$post({ ...param(userId), json: { threadId, confirm } })),
    ),
  );

export const setMemberRole = async (userId: number, role: MemberRole) =>
  applied(await answer(withMutationRetry(() => members[':userId'].role.$put({ ...param(userId), json: { role } }))));

// The export arrives as a file: the browser saves it under the name the server gives (or the
// member's username), and the audit log shows the export.
export async function exportMemberData(userId: number, username: string): Promise<void> {
  const res = await members[':userId'].export.$get(param(userId));
  const named = /filename="?([^";]+)"?/.exec(res.headers.get('Content-Disposition') ?? '');
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named?.[1] ?? `${username}-data.json`;
  link.click();
  URL.revokeObjectURL(url);
  $auditVersion.set($auditVersion.get() + 1);
}

// ---- Suspension's end ----

// The date input's day ("2026-03-14") as the instant the suspension ends: the end of that day
// on the admin's own clock. Null when left empty (until lifted) or not a date.
export function suspensionEnd(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const end = new Date(year, month - 1, date + 1);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

// Today on the admin's clock, as a date input takes it: the earliest end a suspension can have.
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
