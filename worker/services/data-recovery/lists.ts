import { and, count, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { adminAuditLog, quarantinedObjects, submissions, users } from '../../../db/schema';
import type { DeletedAccount, QuarantinePage, RestoreHistory } from '../../contract/admin-data-recovery';
import type { Db } from '../../env';
import { PURGE_AFTER_MS, purgedEmail } from '../members/standing';

// What /admin/data-recovery lists: the files in quarantine, the deleted accounts still
// restorable, and the restores done so far (read from the audit log, which holds what each
// brought back).

const PAGE = 50;
const DAY = 86_400_000;

// The restores the history shows: a file, an entry, an account (the last also from a
// member's own page).
export const RESTORE_ACTIONS = ['quarantine.restore', 'submission.restore', 'user.restore'] as const;

const daysLeft = (until: Date, now: Date) => Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY));

const owner = alias(users, 'owner');
const actor = alias(users, 'actor');

// Newest first. Variants are left out: they are restored with their photo.
export async function quarantinePage(db: Db, before: number | null, now: Date): Promise<QuarantinePage> {
  const rows = await db
    .select({
      id: quarantinedObjects.id,
      key: quarantinedObjects.key,
      kind: quarantinedObjects.kind,
      ownerId: owner.id,
      ownerName: owner.username,
      subjectType: quarantinedObjects.subjectType,
      subjectId: quarantinedObjects.subjectId,
      entryTitle: submissions.title,
      entryStatus: submissions.status,
      reason: quarantinedObjects.reason,
      by: actor.username,
      createdAt: quarantinedObjects.createdAt,
      purgeAfter: quarantinedObjects.purgeAfter,
    })
    .from(quarantinedObjects)
    .leftJoin(owner, eq(owner.id, quarantinedObjects.userId))
    .leftJoin(actor, eq(actor.id, quarantinedObjects.byUserId))
    .leftJoin(
      submissions,
      and(eq(quarantinedObjects.subjectType, 'submission'), eq(submissions.id, quarantinedObjects.subjectId)),
    )
    .where(
      and(
        isNull(quarantinedObjects.restoredAt),
        isNull(quarantinedObjects.purgedAt),
        ne(quarantinedObjects.kind, 'variant'),
        before === null ? undefined : lt(quarantinedObjects.id, before),
      ),
    )
    .orderBy(desc(quarantinedObjects.id))
    .limit(PAGE + 1);
  const items = rows.slice(0, PAGE).map((row) => ({
    id: row.id,
    key: row.key,
    kind: row.kind,
    owner: row.ownerId === null || row.ownerName === null ? null : { id: row.ownerId, username: row.ownerName },
    subject:
      row.subjectType === null || row.subjectId === null
        ? null
        : { type: row.subjectType, id: row.subjectId, title: row.entryTitle, removed: row.entryStatus === 'removed' },
    reason: row.reason,
    by: row.by,
    quarantinedAt: row.createdAt.toISOString(),
    purgeAfter: row.purgeAfter.toISOString(),
    daysLeft: daysLeft(row.purgeAfter, now),
  }));
  return { items, nextCursor: rows.length > PAGE ? (items.at(-1)?.id ?? null) : null };
}

// Accounts deleted within the last 30 days and not yet purged, soonest purge first.
export async function deletedAccounts(db: Db, now: Date): Promise<DeletedAccount[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(and(isNotNull(users.deletedAt), sql`${users.deletedAt} > ${now.getTime() - PURGE_AFTER_MS}`))
    .orderBy(users.deletedAt)
    .limit(200);
  const entries =
    rows.length === 0
      ? []
      : await db
          .select({ userId: submissions.userId, n: count() })
          .from(submissions)
          .where(
            inArray(
              submissions.userId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(submissions.userId);
  const entriesOf = new Map(entries.map((row) => [row.userId, row.n]));
  // The purge runs only after the 30 days, so an account purged within them is a clock's
  // quirk; it is left out all the same.
  return rows.flatMap((row) => {
    if (!row.deletedAt || row.email === purgedEmail(row.id)) return [];
    const purgeAfter = new Date(row.deletedAt.getTime() + PURGE_AFTER_MS);
    return [
      {
        id: row.id,
        username: row.username,
        email: row.email,
        deletedAt: row.deletedAt.toISOString(),
        purgeAfter: purgeAfter.toISOString(),
        daysLeft: daysLeft(purgeAfter, now),
        entries: entriesOf.get(row.id) ?? 0,
      },
    ];
  });
}

export async function restoreHistory(db: Db, before: number | null): Promise<RestoreHistory> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(inArray(adminAuditLog.action, [...RESTORE_ACTIONS]), before === null ? undefined : lt(adminAuditLog.id, before)))
    .orderBy(desc(adminAuditLog.id))
    .limit(PAGE + 1);
  const entries = rows.slice(0, PAGE).map((row) => ({
    id: row.id,
    action: row.action,
    adminName: row.adminName,
    targetType: row.targetType,
    targetId: row.targetId,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
  return { entries, nextCursor: rows.length > PAGE ? (entries.at(-1)?.id ?? null) : null };
}
