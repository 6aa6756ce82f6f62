import { sql } from 'drizzle-orm';
import type { Db } from '../../env';
import { enqueueMail } from '../mail/outbox';
import { unreadMessagesMail } from '../mail/message-templates';
import { channelOf } from '../notifications/mail-settings';
import { unsubscribeLinks, unsubscribeSigner } from '../notifications/unsubscribe-links';
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

// A pass looks at this many threads at most: one inbox asked per recipient among them, one
// mail per thread, one write for the recipients found with a tab open.
const PAGE = 200;

// The cron's pass: threads with messages unread for 15 minutes that no mail has covered yet
// (newer than the last mail's newest message: one too fresh for that mail still gets its own).
// Only for members whose "New messages" mail is at once (a digest carries the bell's line
// instead). A recipient with a tab open (their inbox holds a socket) sees them there instead. Each
// mail is claimed by one conditional upsert of the thread's notice, so two passes at once
// (or a pass within the hour) send it once.
// Threads are taken in the order they started waiting, and a recipient found with a tab open
// starts waiting again from then: their threads go behind the others instead of taking the
// page on every pass. A thread looked at is mailed or goes behind, so each waits at most for
// the threads that started waiting before it, PAGE of them a pass.
export async function mailUnreadMessages(
  db: Db,
  isOnline: (userId: number) => Promise<boolean>,
  origin: string,
  now: Date,
): Promise<number> {
  const at = now.getTime();
  const { results } = await statement(
    db,
    sql`WITH waiting AS (
        SELECT m.conversation_id, m.recipient_id, max(m.id) AS latest_id, count(*) AS count, min(m.created_at) AS since
        FROM messages m
        LEFT JOIN message_mail_notices n ON n.conversation_id = m.conversation_id AND n.recipient_id = m.recipient_id
        WHERE m.read_at IS NULL AND m.removed_at IS NULL
          AND m.created_at <= ${at - UNREAD_MAIL_AFTER_MINUTES * MINUTE} AND m.created_at > ${at - LOOK_BACK}
          AND m.id > coalesce(n.covered_message_id, 0)
          AND (n.mailed_at IS NULL OR n.mailed_at <= ${at - MAIL_EVERY})
        GROUP BY m.conversation_id, m.recipient_id
      )
      SELECT w.conversation_id AS conversationId, w.recipient_id AS recipientId, w.latest_id AS latestId,
        w.count AS count, l.sender_id AS senderId, l.content AS latest,
        r.email AS readerEmail, r.first_name AS readerFirstName, r.username AS readerUsername,
        s.first_name AS senderFirstName, s.last_name AS senderLastName, s.username AS senderUsername
      FROM waiting w
      JOIN messages l ON l.id = w.latest_id
      JOIN users r ON r.id = w.recipient_id
      JOIN users s ON s.id = l.sender_id
      LEFT JOIN message_mail_deferrals d ON d.recipient_id = w.recipient_id
      WHERE ${channelOf(sql`w.recipient_id`, sql`'message'`)} = 'mail'
      ORDER BY max(w.since, coalesce(d.deferred_at, 0))
      LIMIT ${PAGE}`,
  ).all<Waiting>();
  // Asked once per recipient, however many of their threads wait.
  if (results.length === 0) return 0;
  const sign = await unsubscribeSigner(db);
  const online = new Map<number, boolean>();
  let mailed = 0;
  for (const waiting of results) {
    if (!online.has(waiting.recipientId)) online.set(waiting.recipientId, await isOnline(waiting.recipientId));
    if (online.get(waiting.recipientId)) continue;
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
        unsubscribeLinks(origin, await sign(waiting.recipientId, 'message'), 'new messages'),
      ),
    );
    mailed++;
  }
  const deferred = [...online].filter(([, isOn]) => isOn).map(([recipientId]) => recipientId);
  if (deferred.length > 0) {
    // One statement for them all (D1 binds at most 100 values); `WHERE true` lets SQLite
    // read the ON CONFLICT as the upsert's, not the SELECT's.
    await statement(
      db,
      sql`INSERT INTO message_mail_deferrals (recipient_id, deferred_at)
        SELECT value, ${at} FROM json_each(${JSON.stringify(deferred)}) WHERE true
        ON CONFLICT (recipient_id) DO UPDATE SET deferred_at = excluded.deferred_at`,
    ).run();
  }
  return mailed;
}
