import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { conversations, messages, mentorSessions, users } from '../../../db/schema';
import type { ChatMessage, Conversation, SendMessage } from '../../contract/messages';
import { conversationIdOf, OFFER_HOURS, quickSessionAmount, THREAD_PAGE } from '../../domain/messages';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { findListedMentor } from '../mentors/discovery';
import { markMessageNoticesSeen } from '../notifications/about-messages';
import { fullName } from '../users';
import { runBatch, statement } from '../statements';
import { mayMessage, type Sender } from './may-message';
import { enforceWriteLimit } from '../write-limits';

// Threads between two members. Rules (docs/rules.md "Messages"): a verified member may write
// to a listed mentor, and anyone to someone they already talk with or share a session with;
// a block stops messages both ways; only listed mentors send quick-session offers.

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

function select(db: Db) {
  return db
    .select({
      message: messages,
      sender,
      recipient,
      offerSession: {
        id: mentorSessions.id,
        status: mentorSessions.status,
        holdUntil: mentorSessions.holdUntil,
        paymentId: mentorSessions.paymentId,
        refundDue: mentorSessions.refundDue,
      },
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(recipient, eq(recipient.id, messages.recipientId))
    .leftJoin(mentorSessions, eq(mentorSessions.offerMessageId, messages.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

type OfferSession = NonNullable<Row['offerSession']>;

const CANCELLED: readonly string[] = ['cancelled_by_student', 'cancelled_by_mentor'];

// A session never paid whose checkout lapsed, or that was cancelled, leaves its offer open
// again while the offer lasts (accepting it again reopens it: mentors/quick-sessions.ts).
const lapsed = (session: OfferSession, now: number) =>
  session.paymentId === null &&
  (session.status === 'expired' ||
    CANCELLED.includes(session.status) ||
    (session.status === 'pending_payment' && (session.holdUntil?.getTime() ?? 0) <= now));

// An offer is taken once its session is paid or awaiting payment; a paid one since cancelled
// or refunded says so rather than 'accepted'.
function offerOf(message: Row['message'], session: Row['offerSession'], now: number): ChatMessage['offer'] {
  if (message.messageType !== 'quick_session_offer') return null;
  const expiresAt = message.createdAt.getTime() + OFFER_HOURS * 3_600_000;
  const offer = (state: NonNullable<ChatMessage['offer']>['state']) => ({
    state,
    expiresAt: new Date(expiresAt).toISOString(),
    sessionId: session?.id ?? null,
  });
  if (session && !lapsed(session, now)) {
    if (CANCELLED.includes(session.status)) return offer('cancelled');
    return offer(session.refundDue ? 'refunded' : 'accepted');
  }
  return offer(now < expiresAt && !message.removedAt ? 'open' : 'expired');
}

export function toChatMessage({ message, sender: from, recipient: to, offerSession }: Row, now = Date.now()): ChatMessage {
  const removed = message.removedAt !== null;
  const photo = !removed && message.attachmentKey !== null;
  return {
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    recipientId: message.recipientId,
    messageType: message.messageType,
    messageContent: removed ? '' : message.content,
    quickSessionData: message.quickSessionData ?? null,
    isRead: message.readAt !== null,
    createdAt: message.createdAt.toISOString(),
    senderName: fullName(from),
    recipientName: fullName(to),
    attachment: photo
      ? {
          url: `/api/mentors/messages/${message.id}/photo`,
          width: message.attachmentWidth ?? 0,
          height: message.attachmentHeight ?? 0,
        }
      : null,
    removed,
    offer: offerOf(message, offerSession, now),
  };
}

// A photo already stored (messages/photos.ts) that the message carries.
export type StoredAttachment = { key: string; width: number; height: number };

export async function sendMessage(
  db: Db,
  limiter: Env['RATE_LIMITER'],
  from: Sender,
  message: SendMessage,
  at = new Date(),
  attachment: StoredAttachment | null = null,
): Promise<ChatMessage> {
  const to = message.recipientId;
  const { newThread } = await mayMessage(db, from, to);
  if (newThread) await enforceWriteLimit(limiter, 'newThread', from.id);
  const conversationId = conversationIdOf(from.id, to);
  let quickSessionData = null;
  if (message.messageType === 'quick_session_offer') {
    if (!(await findListedMentor(db, String(from.id)))) throw new ApiError('FORBIDDEN', 'Only mentors can offer quick sessions');
    const offer = message.quickSessionData;
    if (!offer) throw new ApiError('VALIDATION_FAILED', 'A quick session offer needs its rate, duration and type');
    quickSessionData = {
      hourlyRate: offer.hourlyRate,
      duration: offer.duration,
      sessionType: offer.sessionType,
      minimumAmount: quickSessionAmount(offer.hourlyRate, offer.duration),
    };
  }
  // The message and its thread's latest, in one batch: the thread always names a stored message.
  const [a, b] = from.id < to ? [from.id, to] : [to, from.id];
  const [, , inserted] = await runBatch(db, [
    statement(
      db,
      db.insert(messages).values({
        conversationId,
        senderId: from.id,
        recipientId: to,
        messageType: message.messageType,
        content: message.messageContent,
        quickSessionData,
        attachmentKey: attachment?.key,
        attachmentWidth: attachment?.width,
        attachmentHeight: attachment?.height,
        createdAt: at,
      }),
    ),
    statement(
      db,
      sql`INSERT INTO conversations (id, user_a, user_b, last_message_id, last_message_at)
        VALUES (${conversationId}, ${a}, ${b}, last_insert_rowid(), ${at.getTime()})
        ON CONFLICT (id) DO UPDATE SET last_message_id = excluded.last_message_id, last_message_at = excluded.last_message_at`,
    ),
    statement(db, sql`SELECT last_message_id AS id FROM conversations WHERE id = ${conversationId}`),
  ]);
  const id = (inserted?.results[0] as { id: number } | undefined)?.id;
  const [row] = id ? await select(db).where(eq(messages.id, id)) : [];
  if (!row) throw new Error('The message just sent could not be read back');
  return toChatMessage(row);
}

// Marks what `other` sent to `me` read up to the newest message `me` has on screen, in a
// statement that touches only unread rows, so one that arrived since stays unread, and the
// thread's line in the bell seen, in the same round trip. `upToId` is the newest message it
// marked (for the sender's read receipt), or null; `noticesSeen` whether the bell changed.
export async function markThreadRead(
  db: Db,
  me: number,
  other: number,
  upToId: number,
  at = new Date(),
): Promise<{ upToId: number | null; noticesSeen: boolean }> {
  const conversationId = conversationIdOf(me, other);
  const [marked, seen] = await db.batch([
    db
      .update(messages)
      .set({ readAt: at })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.recipientId, me),
          isNull(messages.readAt),
          lte(messages.id, upToId),
        ),
      )
      .returning({ id: messages.id }),
    markMessageNoticesSeen(db, me, conversationId, at),
  ]);
  return {
    upToId: marked.length === 0 ? null : Math.max(...marked.map((m) => m.id)),
    noticesSeen: seen.length > 0,
  };
}

// The thread between `me` and `other`, oldest first: its latest 200, or the first 200 that
// came after a message the client already has. A catch-up answers its oldest page, not its
// newest: the client asks on from the last one it got, so none is skipped.
export async function threadWith(db: Db, me: number, other: number, after?: number): Promise<ChatMessage[]> {
  const conversationId = conversationIdOf(me, other);
  if (after === undefined) {
    const rows = await select(db)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(desc(messages.id))
      .limit(THREAD_PAGE);
    return rows.reverse().map((row) => toChatMessage(row));
  }
  const rows = await select(db)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.id, after)))
    .orderBy(asc(messages.id))
    .limit(THREAD_PAGE);
  return rows.map((row) => toChatMessage(row));
}

// How many messages to `me` are unread, across all threads (the nav's badge).
export async function unreadCount(db: Db, me: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(messages)
    .where(and(eq(messages.recipientId, me), isNull(messages.readAt), isNull(messages.removedAt)));
  return row?.count ?? 0;
}

// A message of the thread between `me` and someone, or null if `me` is not one of its two.
export async function messageOf(db: Db, id: number, me: number) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), or(eq(messages.senderId, me), eq(messages.recipientId, me))));
  return row ?? null;
}

// My threads, newest first, each with the other person, its latest message and what I have not read.
export async function conversationsOf(db: Db, me: number): Promise<Conversation[]> {
  const threads = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.userA, me), eq(conversations.userB, me)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(100);
  if (threads.length === 0) return [];
  const [latest, unread] = await Promise.all([
    select(db).where(
      inArray(
        messages.id,
        threads.map((t) => t.lastMessageId),
      ),
    ),
    db
      .select({ conversationId: messages.conversationId, count: sql<number>`count(*)` })
      .from(messages)
      // Counted as the badge counts (unreadCount): a removed message is not waiting to be read.
      .where(and(eq(messages.recipientId, me), isNull(messages.readAt), isNull(messages.removedAt)))
      .groupBy(messages.conversationId),
  ]);
  return threads.flatMap((thread) => {
    const last = latest.find((row) => row.message.id === thread.lastMessageId);
    if (!last) return [];
    const other = last.message.senderId === me ? last.recipient : last.sender;
    return [
      {
        conversationId: thread.id,
        otherUser: { id: other.id, username: other.username, name: fullName(other), photoUrl: other.profileImageUrl },
        lastMessage: toChatMessage(last),
        unreadCount: unread.find((u) => u.conversationId === thread.id)?.count ?? 0,
      },
    ];
  });
}
