import { type Placeholder, type SQL, and, isNull, or, sql } from 'drizzle-orm';
import { type UserRow, users } from '../../../db/schema';

// Whether an account may be used: a suspension (for a while or until lifted) and a deletion
// (until restored or purged) each shut it. Read from the clock, so a dated suspension ends
// by itself with no job to lift it.

export const PURGE_AFTER_MS = 30 * 24 * 3600_000;

type Standing = Pick<UserRow, 'suspendedAt' | 'suspendedUntil' | 'suspensionReason' | 'deletedAt'>;

export const isSuspended = (user: Standing, now: Date) =>
  user.suspendedAt !== null && (user.suspendedUntil === null || user.suspendedUntil > now);

// The same as SQL on `users`: the admins' filter.
export const suspendedWhere = (now: Date): SQL =>
  sql`(${users.suspendedAt} IS NOT NULL AND (${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} > ${now.getTime()}))`;

// Neither, for the lists that hide such members (mentors, print offers, sessions); `now` may
// be a placeholder (a statement built once, bound with milliseconds).
export const inGoodStanding = (now: Date | Placeholder<string>) =>
  and(
    isNull(users.deletedAt),
    or(isNull(users.suspendedAt), sql`${users.suspendedUntil} <= ${now instanceof Date ? now.getTime() : now}`),
  ) as SQL;

// "March 3, 2026 at 14:00 UTC": an instant the member reads wherever they are.
export const readableTime = (at: Date) =>
  `${at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} at ${at
    .toISOString()
    .slice(11, 16)} UTC`;

// What a member who gave the right password is told instead of being signed in; null when
// they may sign in.
export function signInRefusal(user: Standing, now: Date): string | null {
  if (user.deletedAt) {
    const until = readableTime(new Date(user.deletedAt.getTime() + PURGE_AFTER_MS));
    return `This account was deleted. It can be restored until ${until}: write to us through Contact us at the foot of any page.`;
  }
  if (!isSuspended(user, now)) return null;
  const reason = user.suspensionReason ? ` Reason: ${user.suspensionReason}` : '';
  return user.suspendedUntil
    ? `Your account is suspended until ${readableTime(user.suspendedUntil)}.${reason}`
    : `Your account is suspended until an admin lifts the suspension.${reason}`;
}

// A purged account keeps its row (money records and closed results point at it) under a name
// and address that are nobody's; the address also tells a purged account from a deleted one.
export const purgedUsername = (id: number) => `deleted-${id}`;
export const purgedEmail = (id: number) => `deleted-${id}@deleted.invalid`;
export const isPurged = (user: Pick<UserRow, 'id' | 'email'>) => user.email === purgedEmail(user.id);
