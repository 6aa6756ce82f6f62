import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { messages, reports, users } from '../../../db/schema';
import type { MessageReportDto } from '../../contract/admin';
import type { Db } from '../../env';
import { type AuditRecord, auditInsert } from '../audit-log';
import { fullName } from '../users';
import { ApiError } from '../../errors';
import { messageOf } from './threads';
import { excerpt } from '../../domain/notification-text';
import { moderationNotice } from '../notifications/about-moderation';
import { noticeRows, notify } from '../notifications/notify';

// A member reports a message sent to them; it waits in the admins' reports queue, and stays
// in the thread until an admin removes it. Reporting the same message twice is one report.
export async function reportMessage(db: Db, reporterId: number, messageId: number, reason: string): Promise<void> {
  const message = await messageOf(db, messageId, reporterId);
  if (!message || message.removedAt !== null) throw new ApiError('NOT_FOUND', 'No such message');
  if (message.senderId === reporterId) throw new ApiError('VALIDATION_FAILED', "You can't report your own message");
  await db.insert(reports).values({ targetType: 'message', messageId, reporterId, reason }).onConflictDoNothing();
}

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');
const reporter = alias(users, 'reporter');

// Open reports of messages, newest first, each with the message as it was sent.
export async function openMessageReports(db: Db): Promise<MessageReportDto[]> {
  const rows = await db
    .select({ report: reports, message: messages, sender, recipient, reporter: reporter.username })
    .from(reports)
    .innerJoin(messages, eq(messages.id, reports.messageId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(recipient, eq(recipient.id, messages.recipientId))
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(and(eq(reports.targetType, 'message'), eq(reports.status, 'open')))
    .orderBy(desc(reports.createdAt));
  return rows.map((row) => ({
    id: row.report.id,
    reason: row.report.reason,
    createdAt: row.report.createdAt.toISOString(),
    reporter: row.reporter,
    targetType: 'message',
    message: {
      id: row.message.id,
      content: row.message.content,
      hasPhoto: row.message.attachmentKey !== null,
      senderId: row.message.senderId,
      senderName: fullName(row.sender),
      recipientName: fullName(row.recipient),
      sentAt: row.message.createdAt.toISOString(),
    },
  }));
}

// An admin upholds a report: the message shows as removed to both people (kept for the
// record), and every open report on it closes.
// Its sender is told why, once, by the write that removed it.
export async function removeMessage(db: Db, messageId: number, audit: AuditRecord, now: Date, reason?: string): Promise<void> {
  const [message] = await db
    .select({ senderId: messages.senderId, recipientId: messages.recipientId, content: messages.content })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!message) throw new ApiError('NOT_FOUND', 'No such message');
  const notice = moderationNotice(
    {
      ownerId: message.senderId,
      what: 'message',
      id: messageId,
      title: excerpt(message.content) || 'a photo',
      link: `/messages/${message.recipientId}`,
    },
    'removed',
    reason,
    now,
  );
  await db.batch([
    db
      .update(messages)
      .set({ removedAt: now })
      .where(and(eq(messages.id, messageId), isNull(messages.removedAt))),
    notify(db, noticeRows([notice], now, sql`changes() = 1`)),
    db
      .update(reports)
      .set({ status: 'removed', resolvedBy: audit.admin.id, resolvedAt: now })
      .where(and(eq(reports.messageId, messageId), eq(reports.status, 'open'))),
    auditInsert(db, audit),
  ]);
}
