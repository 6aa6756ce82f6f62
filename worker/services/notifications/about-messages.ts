import { and, eq, isNull, sql } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import type { Db } from '../../env';
import { notify } from './notify';

// A new message tells its recipient's bell only when they are not in its thread: an open
// thread or chat window marks it read at once, so what is still unread a minute after it
// arrived was not seen there. The cron looks (its tick tells the tabs of those online); the
// chat window that opens on a new message is what tells a member online at once.
const UNREAD_FOR_MS = 60_000;
// Older unread messages were looked at by earlier ticks.
const LOOK_BACK_MS = 24 * 3600_000;

export const messageGroup = (conversationId: string) => `message:${conversationId}`;

// One statement for every thread with messages unread long enough: to its recipient, from
// the other person in it, saying how many. The key is the latest of them, so a second look
// finds nothing new, and a message after it makes another notification in the thread's line.
export function notifyUnreadMessages(db: Db, now: Date) {
  const at = now.getTime();
  return notify(
    db,
    sql`SELECT NULL, m.recipient_id, 'message', 'message:' || max(m.id), 'message:' || m.conversation_id,
        max(m.sender_id), json_object('title', '', 'messages', count(*)), '/messages/' || max(m.sender_id), NULL, ${at}
      FROM messages m
      WHERE m.read_at IS NULL AND m.removed_at IS NULL
        AND m.created_at > ${at - LOOK_BACK_MS} AND m.created_at <= ${at - UNREAD_FOR_MS}
      GROUP BY m.conversation_id, m.recipient_id`,
  );
}

// The thread was read: its line is seen. In the batch that marks the messages read.
export const markMessageNoticesSeen = (db: Db, readerId: number, conversationId: string, at: Date) =>
  db
    .update(notifications)
    .set({ seenAt: at })
    .where(
      and(
        eq(notifications.userId, readerId),
        isNull(notifications.seenAt),
        eq(notifications.groupKey, messageGroup(conversationId)),
      ),
    )
    .returning({ id: notifications.id });
