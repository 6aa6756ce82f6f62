import { and, asc, desc, eq, gt, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema';
import type { MailQueuePage, QueuedMail, QueueStatus } from '../../contract/admin-mail';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditStatementIfChanged } from '../audit-log';
import { runBatch, statement } from '../statements';
import { EMPTIED_ROW } from './emptied-row';

// /admin/email/queue: the outbox, newest first, a page at a time. Never a body: a sent
// mail's is gone, and a waiting one's holds live links (a password reset).

const PAGE = 50;
const DAY = 86_400_000;
const NOT_FOUND = 'No such mail';

// Queued mail is being sent while a drain holds its lease.
const leased = (now: Date) => gte(mailOutbox.leaseUntil, now);
const notLeased = (now: Date) => or(isNull(mailOutbox.leaseUntil), lt(mailOutbox.leaseUntil, now));

function statusWhere(status: QueueStatus, now: Date): SQL | undefined {
  if (status === 'waiting') return and(eq(mailOutbox.status, 'queued'), notLeased(now));
  if (status === 'sending') return and(eq(mailOutbox.status, 'queued'), leased(now));
  return eq(mailOutbox.status, status);
}

const columns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  template: mailOutbox.template,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  leaseUntil: mailOutbox.leaseUntil,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

const selectMail = (db: Db) => db.select(columns).from(mailOutbox);
type Row = Awaited<ReturnType<typeof selectMail>>[number];

function queuedMail({ leaseUntil, status, createdAt, sentAt, ...row }: Row, now: Date): QueuedMail {
  const shown: QueueStatus = status === 'queued' ? (leaseUntil && leaseUntil >= now ? 'sending' : 'waiting') : status;
  return { ...row, status: shown, createdAt: createdAt.toISOString(), sentAt: sentAt?.toISOString() ?? null };
}

export type QueueFilter = { status?: QueueStatus; template?: string; to?: string; before?: number };

// Keyset paging on (created_at, id), which the status and created_at indexes keep in order;
// a recipient is matched from the start of the address, on its index.
export async function queuePage(db: Db, filter: QueueFilter, now: Date): Promise<MailQueuePage> {
  const before = filter.before;
  const rows = await selectMail(db)
    .where(
      and(
        filter.status ? statusWhere(filter.status, now) : undefined,
        filter.template ? eq(mailOutbox.template, filter.template) : undefined,
        filter.to ? and(gte(mailOutbox.toAddress, filter.to), lt(mailOutbox.toAddress, `${filter.to}\u{10FFFF}`)) : undefined,
        before === undefined
          ? undefined
          : sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (SELECT created_at, id FROM mail_outbox WHERE id = ${before})`,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(PAGE + 1);
  const mail = rows.slice(0, PAGE).map((row) => queuedMail(row, now));
  return { mail, nextCursor: rows.length > PAGE ? (mail.at(-1)?.id ?? null) : null, templates: await recentTemplates(db, now) };
}

async function recentTemplates(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ template: mailOutbox.template })
    .from(mailOutbox)
    .where(gt(mailOutbox.createdAt, new Date(now.getTime() - 30 * DAY)))
    .orderBy(asc(mailOutbox.template));
  return rows.map((row) => row.template);
}

async function oneMail(db: Db, id: number, now: Date): Promise<QueuedMail> {
  const [row] = await selectMail(db).where(eq(mailOutbox.id, id));
  if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND);
  return queuedMail(row, now);
}

// A failed mail queued again with its attempts counted from zero; the next drain sends it.
// A failed mail keeps its body until it is sent or cancelled, so it goes out as written.
export async function retryMail(db: Db, id: number, audit: AuditRecord, now: Date): Promise<QueuedMail> {
  const [changed] = await runBatch(db, [
    statement(
      db,
      db
        .update(mailOutbox)
        .set({ status: 'queued', attempts: 0, lastError: null, leaseUntil: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed'))),
    ),
    auditStatementIfChanged(db, audit),
  ]);
  const mail = await oneMail(db, id, now);
  if (!changed?.meta.changes) throw new ApiError('CONFLICT', `Only failed mail can be tried again; this one is ${mail.status}`);
  return mail;
}

// Mail waiting (or failed) stopped for good, its body cleared as a sent one's. Mail a drain is
// sending right now cannot be stopped: it may already be with the provider.
export async function cancelMail(db: Db, id: number, audit: AuditRecord, now: Date): Promise<QueuedMail> {
  const [changed] = await runBatch(db, [
    statement(
      db,
      db
        .update(mailOutbox)
        .set({
          status: 'cancelled',
          lastError: `Cancelled by ${audit.admin.username}`,
          ...EMPTIED_ROW,
        })
        .where(
          and(eq(mailOutbox.id, id), or(and(eq(mailOutbox.status, 'queued'), notLeased(now)), eq(mailOutbox.status, 'failed'))),
        ),
    ),
    auditStatementIfChanged(db, audit),
  ]);
  const mail = await oneMail(db, id, now);
  if (!changed?.meta.changes) {
    throw new ApiError(
      'CONFLICT',
      mail.status === 'sending'
        ? 'This mail is being sent right now'
        : `Only waiting or failed mail can be cancelled; this one is ${mail.status}`,
    );
  }
  return mail;
}
