import { sql } from 'drizzle-orm';
import type { Db } from '../../env';
import { enqueueMail } from '../mail/outbox';
import { unreadMessagesMail } from '../mail/message-templates';
import { statement } from '../statements';
import { fullName } from '../users';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// A message unread this long, while its recipient has no tab open, is mailed about...
export const UNREAD_MAIL_AFTER_MINUTES = 15;
// ...at most once per thread in this time, and never about messages older than a day.
const MAIL_EVERY = HOUR;
const LOOK_BACK = 24 * HOUR;
const PREVIEW_LENGTH = 280;

type Waiting = {
  conversationId: string;
  recipientId: number;
  latestId: number;
  senderId: number;
  count: number;
  latest: string;
  readerEmail: string;
  readerFirstName: string | null;
  readerUsername: string;
  senderFirstName: string | null;
  senderLastName: string | null;
  senderUsername: string;
};

// The cron's pass: threads with messages unread for 15 minutes that no mail has covered yet
// (newer than the last mail's newest message: one too fresh for that mail still gets its own).
// A recipient with a tab open (their inbox holds a socket) sees them there instead. Each
// mail is claimed by one conditional upsert of the thread's notice, so two passes at once
// (or a pass within the hour) send it once.
export async function mailUnreadMessages(
  db: Db,
  isOnline: (userId: number) => Promise<boolean>,
  origin: string,
  now: Date,
): Promise<number> {
  const at = now.getTime();
  const { results } = await statement(
    db,
    // With one max() in the query, SQLite takes the bare columns (sender, content) from the
    // row holding it: the newest message of each group.
    sql`SELECT m.conversation_id AS conversationId, m.recipient_id AS recipientId, max(m.id) AS latestId,
        m.sender_id AS senderId, m.content AS latest, count(*) AS count,
        r.email AS readerEmail, r.first_name AS readerFirstName, r.username AS readerUsername,
        s.first_name AS senderFirstName, s.last_name AS senderLastName, s.username AS senderUsername
      FROM messages m
      JOIN users r ON r.id = m.recipient_id
      JOIN users s ON s.id = m.sender_id
      LEFT JOIN message_mail_notices n ON n.conversation_id = m.conversation_id AND n.recipient_id = m.recipient_id
      WHERE m.read_at IS NULL AND m.removed_at IS NULL
        AND m.created_at <= ${at - UNREAD_MAIL_AFTER_MINUTES * MINUTE} AND m.created_at > ${at - LOOK_BACK}
        AND m.id > coalesce(n.covered_message_id, 0)
        AND (n.mailed_at IS NULL OR n.mailed_at <= ${at - MAIL_EVERY})
      GROUP BY m.conversation_id, m.recipient_id
      LIMIT 200`,
  ).all<Waiting>();
  let mailed = 0;
  for (const waiting of results) {
    if (await isOnline(waiting.recipientId)) continue;
    const claimed = await statement(
      db,
      sql`INSERT INTO message_mail_notices (conversation_id, recipient_id, mailed_at, covered_message_id)
        VALUES (${waiting.conversationId}, ${waiting.recipientId}, ${at}, ${waiting.latestId})
        ON CONFLICT (conversation_id, recipient_id)
        DO UPDATE SET mailed_at = excluded.mailed_at, covered_message_id = excluded.covered_message_id
        WHERE message_mail_notices.mailed_at <= ${at - MAIL_EVERY}
        RETURNING mailed_at`,
    ).first();
    if (!claimed) continue;
    const preview = waiting.latest.length > PREVIEW_LENGTH ? `${waiting.latest.slice(0, PREVIEW_LENGTH)}…` : waiting.latest;
    await enqueueMail(
      db,
      waiting.readerEmail,
      'unread_messages',
      unreadMessagesMail(
        waiting.readerFirstName || waiting.readerUsername,
        fullName({ firstName: waiting.senderFirstName, lastName: waiting.senderLastName, username: waiting.senderUsername }),
        waiting.count,
        preview || 'A photo',
        `${origin}/messages/${waiting.senderId}`,
      ),
    );
    mailed++;
  }
  return mailed;
}
