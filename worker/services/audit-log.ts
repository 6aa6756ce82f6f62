import { desc, lt } from 'drizzle-orm';
import { adminAuditLog } from '../../db/schema';
import type { AuditLogPage } from '../contract/admin';
import type { Db } from '../env';

export type AuditTarget = { type: string | null; id: string | null };

// Every admin action leaves a row: who, what, on which record, when, with what it was given.
export async function recordAdminAction(
  db: Db,
  admin: { id: number; username: string },
  action: string,
  target: AuditTarget,
  detail: Record<string, unknown> | null,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: admin.id,
    adminName: admin.username,
    action,
    targetType: target.type,
    targetId: target.id,
    detail,
  });
}

// Newest first, a page at a time by id.
export async function auditLogPage(db: Db, before: number | null, limit: number): Promise<AuditLogPage> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(before === null ? undefined : lt(adminAuditLog.id, before))
    .orderBy(desc(adminAuditLog.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { entries, nextCursor: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
