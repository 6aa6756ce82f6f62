import { and, asc, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { inboxMessages, inboxThreads, users } from '../../../db/schema';
import type { InboxAdmin, InboxFilter, InboxPage, InboxThread, InboxThreadSummary } from '../../contract/inbox';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditStatementIfChanged } from '../audit-log';
import { mailStatement } from '../mail/outbox';
import { runBatch, statement } from '../statements';
import { fullName } from '../users';
import { INBOX_REPLY_TEMPLATE, inboxReplyMail } from './reply-mail';

const NOT_FOUND = 'No such thread';
const PREVIEW_LENGTH = 160;

const assignee = alias(users, 'assignee');
const member = alias(users, 'member');

// Someone who can be given a thread: an admin by role, or the founder by name, not deleted.
const isAdminAccount = (founderUsername: string) =>
  and(
    or(eq(users.isAdmin, true), eq(users.isSuperAdmin, true), founderUsername ? eq(users.username, founderUsername) : undefined),
    isNull(users.deletedAt),
  );

const summaryColumns = {
  thread: inboxThreads,
  assignee: { id: assignee.id, username: assignee.username, firstName: assignee.firstName, lastName: assignee.lastName },
  preview: sql<string>`(SELECT substr(${inboxMessages.body}, 1, ${PREVIEW_LENGTH}) FROM ${inboxMessages}
    WHERE ${inboxMessages.threadId} = ${inboxThreads.id} ORDER BY ${inboxMessages.id} DESC LIMIT 1)`,
};

type SummaryRow = {
  thread: typeof inboxThreads.$inferSelect;
  assignee: { id: number; username: string; firstName: string | null; lastName: string | null } | null;
  preview: string | null;
};

function summaryOf({ thread: t, assignee: a, preview }: SummaryRow): InboxThreadSummary {
  return {
    id: t.id,
    kind: t.kind,
    name: t.name,
    address: t.address,
    subject: t.subject,
    status: t.status,
    assignee: a ? { id: a.id, name: fullName(a) } : null,
    unread: t.readAt === null || t.readAt < t.lastMessageAt,
    preview: preview ?? '',
    lastMessageAt: t.lastMessageAt.toISOString(),
    createdAt: t.createdAt.toISOString(),
  };
}

const filterOf = (filter: InboxFilter, adminId: number): SQL | undefined =>
  and(
    eq(inboxThreads.status, filter === 'closed' ? 'closed' : 'open'),
    filter === 'mine' ? eq(inboxThreads.assigneeId, adminId) : undefined,
    filter === 'unassigned' ? isNull(inboxThreads.assigneeId) : undefined,
  );

// After the thread a page ended on, in the list's order: latest activity first, then id.
function after(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('.').map(Number) as [number, number];
  const time = new Date(at);
  return or(lt(inboxThreads.lastMessageAt, time), and(eq(inboxThreads.lastMessageAt, time), lt(inboxThreads.id, id)));
}

// A page of threads, newest activity first, with the counts the filters show. Each filter
// reads the (status, last_message_at) index in order.
export async function inboxPage(
  db: Db,
  adminId: number,
  query: { filter: InboxFilter; before?: string; limit: number },
): Promise<InboxPage> {
  // Two reads at once, not one batch: drizzle's batch reads rows by column name, and the
  // thread's and its assignee's `id` would be one.
  const [rows, [counts]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(inboxThreads)
      .leftJoin(assignee, eq(assignee.id, inboxThreads.assigneeId))
      .where(and(filterOf(query.filter, adminId), after(query.before)))
      .orderBy(desc(inboxThreads.lastMessageAt), desc(inboxThreads.id))
      .limit(query.limit + 1),
    db
      .select({
        open: sql<number>`count(*)`,
        mine: sql<number>`coalesce(sum(${inboxThreads.assigneeId} = ${adminId}), 0)`,
        unassigned: sql<number>`coalesce(sum(${inboxThreads.assigneeId} IS NULL), 0)`,
      })
      .from(inboxThreads)
      .where(eq(inboxThreads.status, 'open')),
  ]);
  const threads = rows.slice(0, query.limit).map(summaryOf);
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  return {
    threads,
    nextCursor: last ? `${last.thread.lastMessageAt.getTime()}.${last.thread.id}` : null,
    counts: { open: counts?.open ?? 0, mine: counts?.mine ?? 0, unassigned: counts?.unassigned ?? 0 },
  };
}

// One thread with every message, oldest first.
export async function inboxThread(db: Db, id: number): Promise<InboxThread> {
  const [[row], messages] = await Promise.all([
    db
      .select({ ...summaryColumns, member: { id: member.id, username: member.username } })
      .from(inboxThreads)
      .leftJoin(assignee, eq(assignee.id, inboxThreads.assigneeId))
      .leftJoin(member, eq(member.id, inboxThreads.userId))
      .where(eq(inboxThreads.id, id)),
    db.select().from(inboxMessages).where(eq(inboxMessages.threadId, id)).orderBy(asc(inboxMessages.id)),
  ]);
  if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND);
  return {
    ...summaryOf(row),
    member: row.member,
    messages: messages.map((m) => ({
      id: m.id,
      direction: m.direction,
      authorName: m.authorName,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

// The admins a thread can be given to, by name.
export async function inboxAdmins(db: Db, founderUsername: string): Promise<InboxAdmin[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(isAdminAccount(founderUsername));
  return rows
    .map((row) => ({ id: row.id, username: row.username, name: fullName(row) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

// An update of the thread and its audit row, in one batch: the row only if the thread changed.
// (Raw statements: drizzle's batch cannot bind a `db.run` query's parameters.)
async function changeThread(
  db: Db,
  id: number,
  set: Partial<typeof inboxThreads.$inferInsert>,
  when: SQL | undefined,
  audit: AuditRecord,
) {
  const [changed] = await runBatch(db, [
    statement(
      db,
      db
        .update(inboxThreads)
        .set(set)
        .where(and(eq(inboxThreads.id, id), when)),
    ),
    auditStatementIfChanged(db, audit),
  ]);
  return Boolean(changed?.meta.changes);
}

// Opened by an admin: read until a new message arrives.
export async function markThreadRead(db: Db, id: number, audit: AuditRecord, now = new Date()): Promise<InboxThread> {
  if (!(await changeThread(db, id, { readAt: now }, undefined, audit))) throw new ApiError('NOT_FOUND', NOT_FOUND);
  return inboxThread(db, id);
}

// Given to an admin (the assignee must be one when the batch runs), or back to no one.
export async function assignThread(
  db: Db,
  id: number,
  assigneeId: number | null,
  founderUsername: string,
  audit: AuditRecord,
): Promise<InboxThread> {
  const adminExists =
    assigneeId === null
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${assigneeId} AND ${isAdminAccount(founderUsername)})`;
  if (await changeThread(db, id, { assigneeId }, adminExists, audit)) return inboxThread(db, id);
  await inboxThread(db, id);
  throw new ApiError('BAD_REQUEST', 'Choose an admin to give this thread to');
}

export async function setThreadStatus(db: Db, id: number, status: 'open' | 'closed', audit: AuditRecord): Promise<InboxThread> {
  const from = status === 'open' ? 'closed' : 'open';
  if (await changeThread(db, id, { status }, eq(inboxThreads.status, from), audit)) return inboxThread(db, id);
  await inboxThread(db, id);
  throw new ApiError('CONFLICT', status === 'open' ? 'This thread is already open' : 'This thread is already closed');
}

// An admin's reply: kept in the thread and mailed to the sender through the outbox, with the
// audit row, in one batch that writes nothing unless the thread is open as it runs. A thread
// no one had taken becomes the replier's.
export async function replyToThread(
  db: Db,
  id: number,
  admin: { id: number; name: string },
  body: string,
  origin: string,
  audit: AuditRecord,
  now = new Date(),
): Promise<InboxThread> {
  const thread = await inboxThread(db, id);
  if (thread.status === 'closed') throw new ApiError('CONFLICT', 'This thread is closed. Reopen it to reply.');
  const open = sql`EXISTS (SELECT 1 FROM ${inboxThreads} WHERE ${inboxThreads.id} = ${id} AND ${inboxThreads.status} = 'open')`;
  const at = now.getTime();
  const mail = inboxReplyMail(thread.name, thread.subject, body, origin);
  const [added] = await runBatch(db, [
    statement(
      db,
      sql`INSERT INTO ${inboxMessages} (thread_id, direction, author_id, author_name, body, created_at)
          SELECT ${id}, 'out', ${admin.id}, ${admin.name}, ${body}, ${at} WHERE ${open}`,
    ),
    auditStatementIfChanged(db, audit),
    statement(
      db,
      sql`UPDATE ${inboxThreads} SET last_message_at = ${at}, read_at = ${at}, assignee_id = coalesce(assignee_id, ${admin.id})
          WHERE ${inboxThreads.id} = ${id} AND ${inboxThreads.status} = 'open'`,
    ),
    mailStatement(db, thread.address, INBOX_REPLY_TEMPLATE, mail, open),
  ]);
  if (!added?.meta.changes) throw new ApiError('CONFLICT', 'This thread is closed. Reopen it to reply.');
  return inboxThread(db, id);
}
