import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { recoveryNotices } from '../../../db/schema';
import type { AdminNotices, RecoveryNotice, RecoveryNoticeFields } from '../../contract/recovery-notice';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditIfChanged } from '../audit-log';

// The incident notice (docs/rules.md "Recovery"): an admin writes it, edits it while it is
// open and closes it when the recovery is over. At most one is open (a unique partial index),
// so two admins writing at once cannot both open one.

export const NOTICE_NOT_FOUND = 'No notice with this id';
export const ALREADY_OPEN = 'A notice is already open: edit it, or close it before writing a new one';
export const NOTICE_CLOSED = 'This notice is closed: write a new one instead';

const CLOSED_SHOWN = 20;

// Every page asks for the open notice (its banner), so each isolate keeps the answer this long
// rather than reading D1 for every page. A write here forgets it at once; another isolate
// learns of it within this time.
export const NOTICE_HELD_MS = 30_000;

let held: { notice: RecoveryNotice | null; until: number } | null = null;

export function forgetOpenNotice(): void {
  held = null;
}

type NoticeRow = typeof recoveryNotices.$inferSelect;

const toDto = (row: NoticeRow): RecoveryNotice => ({
  id: row.id,
  title: row.title,
  whatHappened: row.whatHappened,
  affectedFrom: row.affectedFrom,
  affectedUntil: row.affectedUntil,
  whatToDo: row.whatToDo,
  closedAt: row.closedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

async function readOpenNotice(db: Db): Promise<RecoveryNotice | null> {
  const [row] = await db.select().from(recoveryNotices).where(isNull(recoveryNotices.closedAt)).limit(1);
  return row ? toDto(row) : null;
}

// The open notice as this isolate last read it (at most NOTICE_HELD_MS ago).
export async function openNotice(db: Db, now = Date.now()): Promise<RecoveryNotice | null> {
  if (held && held.until > now) return held.notice;
  const notice = await readOpenNotice(db);
  held = { notice, until: now + NOTICE_HELD_MS };
  return notice;
}

export async function adminNotices(db: Db): Promise<AdminNotices> {
  const [open, closed] = await Promise.all([
    readOpenNotice(db),
    db
      .select()
      .from(recoveryNotices)
      .where(isNotNull(recoveryNotices.closedAt))
      .orderBy(desc(recoveryNotices.closedAt))
      .limit(CLOSED_SHOWN),
  ]);
  return { open, closed: closed.map(toDto) };
}

// The insert does nothing when a notice is open (the unique index), and its log row is written
// only with it: a refused second notice leaves no trace.
export async function createNotice(
  db: Db,
  input: RecoveryNoticeFields,
  audit: AuditRecord,
  now = new Date(),
): Promise<RecoveryNotice> {
  const [[row]] = await db.batch([
    db
      .insert(recoveryNotices)
      .values({ ...input, byUserId: audit.admin.id, updatedAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning(),
    auditIfChanged(db, audit),
  ]);
  forgetOpenNotice();
  if (!row) throw new ApiError('CONFLICT', ALREADY_OPEN);
  return toDto(row);
}

// Why a change to notice `id` changed nothing: it is not there, or it is closed.
async function unchanged(db: Db, id: number): Promise<never> {
  const [row] = await db.select({ closedAt: recoveryNotices.closedAt }).from(recoveryNotices).where(eq(recoveryNotices.id, id));
  if (!row) throw new ApiError('NOT_FOUND', NOTICE_NOT_FOUND);
  throw new ApiError('CONFLICT', NOTICE_CLOSED);
}

const stillOpen = (id: number) => and(eq(recoveryNotices.id, id), isNull(recoveryNotices.closedAt));

export async function editNotice(
  db: Db,
  id: number,
  input: RecoveryNoticeFields,
  audit: AuditRecord,
  now = new Date(),
): Promise<RecoveryNotice> {
  const [[row]] = await db.batch([
    db
      .update(recoveryNotices)
      .set({ ...input, updatedAt: now })
      .where(stillOpen(id))
      .returning(),
    auditIfChanged(db, audit),
  ]);
  forgetOpenNotice();
  return row ? toDto(row) : unchanged(db, id);
}

// Closing takes the banner off every page (within NOTICE_HELD_MS in other isolates).
export async function closeNotice(db: Db, id: number, audit: AuditRecord, now = new Date()): Promise<RecoveryNotice> {
  const [[row]] = await db.batch([
    db.update(recoveryNotices).set({ closedAt: now, updatedAt: now }).where(stillOpen(id)).returning(),
    auditIfChanged(db, audit),
  ]);
  forgetOpenNotice();
  return row ? toDto(row) : unchanged(db, id);
}
