import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { mentorProfiles, subscriptions, users } from '../../../db/schema';
import type { MemberFilter, MemberListQuery, MemberPage, MemberRow, MemberSort, MemberState } from '../../contract/admin-users';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { planCounts } from '../subscription';
import { isSuspended, suspendedWhere } from './standing';

// The admins' list of members: searched, filtered and sorted, a page at a time by keyset (the
// last row's sort key and id), so page 200 costs what page 1 does.

const STALE_CURSOR = 'This page of the list is out of date: start from the first page again.';

// LIKE with the admin's words taken literally.
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// First and last name as one, lowercased for sorting and search; a member who gave none sorts
// by username among the names.
const nameKey = sql<string>`lower(coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.username}))`;

const isMentorSql = () =>
  sql`EXISTS (SELECT 1 FROM ${mentorProfiles} WHERE ${mentorProfiles.userId} = ${users.id} AND ${mentorProfiles.profileStatus} = 'approved')`;

const isSubscriberSql = (now: Date) =>
  sql`EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.userId} = ${users.id} AND ${planCounts(now)})`;

function filterWhere(filter: MemberFilter, now: Date, founder: string): SQL | undefined {
  switch (filter) {
    case 'admin':
      return or(eq(users.isAdmin, true), eq(users.isSuperAdmin, true), eq(users.username, founder));
    case 'mentor':
      return isMentorSql();
    case 'subscriber':
      return isSubscriberSql(now);
    case 'unverified':
      return isNull(users.emailVerifiedAt);
    case 'suspended':
      return suspendedWhere(now);
    default:
      return undefined;
  }
}

type Key = string | number;

// Each sort: the key it orders by, its direction, and the key's value in a row.
const SORTS: Record<MemberSort, { key: SQL | typeof users.createdAt | typeof users.username; up: boolean }> = {
  newest: { key: users.createdAt, up: false },
  oldest: { key: users.createdAt, up: true },
  name: { key: nameKey, up: true },
  username: { key: users.username, up: true },
};

const encodeCursor = (key: Key, id: number) => btoa(JSON.stringify([key, id])).replaceAll('=', '');

function decodeCursor(cursor: string, sort: MemberSort): [Key, number] {
  try {
    const [key, id] = JSON.parse(atob(cursor)) as unknown[];
    const keyFits = sort === 'newest' || sort === 'oldest' ? Number.isSafeInteger(key) : typeof key === 'string';
    if (keyFits && Number.isSafeInteger(id)) return [key as Key, id as number];
  } catch {
    // Answered below like any other cursor not made here.
  }
  throw new ApiError('BAD_REQUEST', STALE_CURSOR);
}

export function memberState(
  user: { deletedAt: Date | null; suspendedAt: Date | null; suspendedUntil: Date | null; emailVerifiedAt: Date | null },
  now: Date,
): MemberState {
  if (user.deletedAt) return 'deleted';
  if (isSuspended({ ...user, suspensionReason: null }, now)) return 'suspended';
  return user.emailVerifiedAt ? 'active' : 'unverified';
}

export const fullNameOrNull = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || null;

export const rowColumns = (now: Date) => ({
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  isAdmin: users.isAdmin,
  isSuperAdmin: users.isSuperAdmin,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  deletedAt: users.deletedAt,
  isMentor: sql<number>`${isMentorSql()}`,
  isSubscriber: sql<number>`${isSubscriberSql(now)}`,
});

type RowFields = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: Date;
  emailVerifiedAt: Date | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  deletedAt: Date | null;
  isMentor: number;
  isSubscriber: number;
};

export function toMemberRow(row: RowFields, now: Date, founder: string): MemberRow {
  const isFounder = founder !== '' && row.username === founder;
  const state = memberState(row, now);
  return {
    id: row.id,
    username: row.username,
    name: fullNameOrNull(row),
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
    state,
    emailVerified: row.emailVerifiedAt !== null,
    isAdmin: row.isAdmin || row.isSuperAdmin || isFounder,
    isSuperAdmin: row.isSuperAdmin || isFounder,
    isFounder,
    isMentor: Boolean(row.isMentor),
    isSubscriber: Boolean(row.isSubscriber),
    suspendedUntil: state === 'suspended' ? (row.suspendedUntil?.toISOString() ?? null) : null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

export async function memberPage(db: Db, query: MemberListQuery, founder: string, now = new Date()): Promise<MemberPage> {
  const sort = SORTS[query.sort];
  const where: (SQL | undefined)[] = [
    query.filter === 'deleted' ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    filterWhere(query.filter, now, founder),
  ];
  if (query.q) {
    const pattern = contains(query.q);
    const like = (column: SQL | typeof users.username | typeof users.email) => sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`;
    where.push(or(like(users.username), like(users.email), like(nameKey)));
  }
  if (query.cursor) {
    // A time key is its stored milliseconds, compared as such.
    const [value, id] = decodeCursor(query.cursor, query.sort);
    where.push(
      sort.up
        ? sql`(${sort.key} > ${value} OR (${sort.key} = ${value} AND ${users.id} > ${id}))`
        : sql`(${sort.key} < ${value} OR (${sort.key} = ${value} AND ${users.id} < ${id}))`,
    );
  }
  const direction = sort.up ? asc : desc;
  const rows = await db
    .select({ ...rowColumns(now), sortKey: sql<Key>`${sort.key}` })
    .from(users)
    .where(and(...where))
    .orderBy(direction(sort.key), direction(users.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    members: page.map((row) => toMemberRow(row, now, founder)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.sortKey, last.id) : null,
  };
}
