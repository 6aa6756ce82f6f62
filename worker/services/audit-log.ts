import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { adminAuditLog } from '../../db/schema';
import type { AuditLogPage } from '../contract/admin';
import type { Db } from '../env';
import { type Statement, statement } from './statements';

export type AuditTarget = { type: string | null; id: string | null };

// An admin action as the audit log keeps it: who, what, on which record, with what it was
// given. The route hands it to the service doing the action, which writes it in the same batch
// as the action's own rows (`auditInsert`), so an action is never done unlogged or logged undone.
export type AuditRecord = {
  admin: { id: number | null; username: string };
  action: string;
  target: AuditTarget;
  detail: Record<string, unknown> | null;
};

// The log row as a drizzle query, for `db.batch([...])`; `auditStatement` is the same for a
// batch of raw statements (services/statements.ts).
export const auditInsert = (db: Db, record: AuditRecord) =>
  db.insert(adminAuditLog).values({
    adminId: record.admin.id,
    adminName: record.admin.username,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    detail: record.detail,
  });

export const auditStatement = (db: Db, record: AuditRecord): Statement => statement(db, auditInsert(db, record));

// The log row written only if the statement just before it in the batch changed a row: an
// action on a record that is not there (a 404) leaves no trace. SQLite's changes() counts the
// previous INSERT, UPDATE or DELETE of the same connection, and a batch runs on one. The
// SELECT names every column in the table's order (drizzle's INSERT … SELECT lists them all).
export const auditIfChanged = (db: Db, record: AuditRecord) =>
  db.insert(adminAuditLog).select(
    sql`SELECT NULL, ${record.admin.id}, ${record.admin.username}, ${record.action}, ${record.target.type},
        ${record.target.id}, ${record.detail === null ? null : JSON.stringify(record.detail)}, (unixepoch('subsec') * 1000)
        WHERE changes() > 0`,
  );

export const auditStatementIfChanged = (db: Db, record: AuditRecord): Statement => statement(db, auditIfChanged(db, record));

// An action whose only write is the log row itself (an export, a test mail sent by a provider).
export async function recordAdminAction(db: Db, record: AuditRecord): Promise<void> {
  await auditInsert(db, record);
}

// Newest first, a page at a time by id; or only the actions on one record.
export async function auditLogPage(db: Db, before: number | null, limit: number, target?: AuditTarget): Promise<AuditLogPage> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        before === null ? undefined : lt(adminAuditLog.id, before),
        target?.type ? eq(adminAuditLog.targetType, target.type) : undefined,
        target?.id ? eq(adminAuditLog.targetId, target.id) : undefined,
      ),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { entries, nextCursor: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
