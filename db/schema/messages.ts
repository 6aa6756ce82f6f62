import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { QuickSessionData } from '../../worker/domain/messages';
import { users } from './accounts';
import { createdAt } from './columns';

// Messages between two members (spec §3 Message). A thread is named by its two people
// (`conv_` + their ids as strings in JavaScript's default sort, joined by `_`); `conversations`
// keeps each thread's latest message so the inbox is one indexed read.
export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    conversationId: text('conversation_id').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageType: text('message_type', { enum: ['text', 'quick_session_offer'] })
      .notNull()
      .default('text'),
    content: text('content').notNull(),
    quickSessionData: text('quick_session_data', { mode: 'json' }).$type<QuickSessionData>(),
    // A photo sent with the message: its stored file (re-encoded, metadata stripped) and size.
    attachmentKey: text('attachment_key'),
    attachmentWidth: integer('attachment_width'),
    attachmentHeight: integer('attachment_height'),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    // Set when an admin upholds a report on it: kept for the record, shown as removed.
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_unread_idx').on(t.recipientId, t.readAt, t.conversationId),
  ],
);

export const conversations = sqliteTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    // The two people, the lower id first.
    userA: integer('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: integer('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
    lastMessageAt: integer('last_message_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('conversations_a_idx').on(t.userA, t.lastMessageAt), index('conversations_b_idx').on(t.userB, t.lastMessageAt)],
);

// A member who blocked another: no messages either way.
export const messageBlocks = sqliteTable(
  'message_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

// The last time a member was mailed about unread messages in a thread: at most one such mail
// per thread per hour. It covered the messages up to `coveredMessageId`; the next one is about
// newer messages only, however long before it they were sent.
export const messageMailNotices = sqliteTable(
  'message_mail_notices',
  {
    conversationId: text('conversation_id').notNull(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailedAt: integer('mailed_at', { mode: 'timestamp_ms' }).notNull(),
    coveredMessageId: integer('covered_message_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.recipientId] })],
);

// When the unread-mail pass last found a member with a tab open and left their threads: a pass
// takes threads in the order they started waiting, and theirs count as waiting only from then.
export const messageMailDeferrals = sqliteTable('message_mail_deferrals', {
  recipientId: integer('recipient_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  deferredAt: integer('deferred_at', { mode: 'timestamp_ms' }).notNull(),
});
