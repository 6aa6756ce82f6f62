import { sql } from 'drizzle-orm';
import { type ChosenKind, KIND_MAIL, type NotificationData, type NotificationKind } from '../../contract/notification-kinds';
import { hoursByZone, SITE_TIME_ZONE } from '../../domain/quiet-hours';
import { notificationText } from '../../domain/notification-text';
import type { Db } from '../../env';
import { digestMail, type MailedLine, noticeMail } from '../mail/notice-templates';
import { mailStatement } from '../mail/outbox';
import { runBatch, type Statement, statement } from '../statements';
import { channelOf } from './mail-settings';
import { unsubscribeLinks, unsubscribeSigner, type UnsubscribeTarget } from './unsubscribe-links';

// The mail side of notifications, each cron tick (docs/rules.md "Notification mail"):
// 1. every new notification, in id order, gets its member's channel for its kind written
//    beside it (`notification_mail`), once: the row is the claim that nothing mails it twice;
// 2. those on 'mail' still unseen are mailed, one mail each;
// 3. members whose digest hour it is, and who had none for 20 hours, get one mail of what
//    waits on 'digest' and is still unseen.
// What the member saw in the bell before its mail went is not mailed.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Older than this when first looked at (the pass did not run for a day): never mailed.
const MAIL_WITHIN = 24 * HOUR;
const DIGEST_EVERY = 20 * HOUR;
const DECIDE_PAGE = 2000;
const MAIL_PAGE = 50;
const DIGEST_PAGE = 50;
// Kinds whose mail a job of their own sends, at its own pace (unread messages after 15
// minutes with no tab open; a session's reminders 24 hours and 1 hour before): their
// channel still decides whether that job mails, and they join the digest like any other.
export const OWN_MAIL_KINDS: NotificationKind[] = ['message', 'session_soon'];

type Line = {
  id: number;
  userId: number;
  kind: NotificationKind;
  data: string;
  link: string;
  groupKey: string;
  seen: number;
  actor: string | null;
  email: string;
  firstName: string | null;
  username: string;
};

const readerName = (line: Pick<Line, 'firstName' | 'username'>) => line.firstName || line.username;
const about = (target: UnsubscribeTarget) =>
  target === 'digest' ? 'your daily digest' : KIND_MAIL[target].label.replace(/^./, (c) => c.toLowerCase());

async function decide(db: Db, now: number): Promise<number> {
  const ownMail = sql.join(
    OWN_MAIL_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  let decided = 0;
  for (let page = 0; page < 5; page++) {
    const { meta } = await statement(
      db,
      sql`INSERT INTO notification_mail (notification_id, user_id, channel, sent_at)
        SELECT id, user_id, CASE WHEN chosen = 'mail' AND kind IN (${ownMail}) THEN 'bell' ELSE chosen END,
          CASE WHEN created_at <= ${now - MAIL_WITHIN} THEN ${now} END
        FROM (
          SELECT n.id, n.user_id, n.kind, n.created_at, ${channelOf(sql`n.user_id`, sql`n.kind`)} AS chosen
          FROM notifications n
          WHERE n.id > (SELECT coalesce(max(notification_id), 0) FROM notification_mail)
          ORDER BY n.id LIMIT ${DECIDE_PAGE}
        ) WHERE true
        ON CONFLICT DO NOTHING`,
    ).run();
    decided += meta.changes;
    if (meta.changes < DECIDE_PAGE) break;
  }
  return decided;
}

// The notifications waiting on `channel`, with what their mail needs; `users` narrows them.
const waiting = (channel: 'mail' | 'digest', limit: number, users?: number[]) =>
  sql`SELECT n.id, n.user_id AS userId, n.kind, n.data, n.link, n.group_key AS groupKey, n.seen_at IS NOT NULL AS seen,
      a.username AS actor, u.email, u.first_name AS firstName, u.username
    FROM notification_mail m
    JOIN notifications n ON n.id = m.notification_id
    JOIN users u ON u.id = m.user_id
    LEFT JOIN users a ON a.id = n.actor_id
    WHERE m.channel = ${channel} AND m.channel <> 'bell' AND m.sent_at IS NULL
      ${users ? sql`AND m.user_id IN (SELECT value FROM json_each(${JSON.stringify(users)}))` : sql``}
    ORDER BY m.notification_id LIMIT ${limit}`;

// Marks one notification's mail as done; `changes() = 1` after it says this pass took it.
const take = (db: Db, id: number, now: number) =>
  statement(db, sql`UPDATE notification_mail SET sent_at = ${now} WHERE notification_id = ${id} AND sent_at IS NULL`);

async function mailAtOnce(db: Db, origin: string, now: number): Promise<number> {
  const { results } = await statement(db, waiting('mail', MAIL_PAGE)).all<Line>();
  if (results.length === 0) return 0;
  const sign = await unsubscribeSigner(db);
  const writes: Statement[] = [];
  let mailed = 0;
  for (const line of results) {
    writes.push(take(db, line.id, now));
    if (line.seen) continue;
    const kind = line.kind as ChosenKind;
    const text = notificationText(line.kind, JSON.parse(line.data) as NotificationData, 1, line.actor);
    const links = unsubscribeLinks(origin, await sign(line.userId, kind), about(kind));
    const content = noticeMail(readerName(line), { text, url: `${origin}${line.link}` }, links);
    writes.push(mailStatement(db, line.email, `notice_${line.kind}`, content, sql`changes() = 1`));
    mailed++;
  }
  await runBatch(db, writes);
  return mailed;
}

// One line per thing, as the bell shows it: the group's count and its latest's words.
function digestLines(lines: Line[], origin: string): MailedLine[] {
  const groups = new Map<string, Line[]>();
  for (const line of lines) groups.set(line.groupKey, [...(groups.get(line.groupKey) ?? []), line]);
  return [...groups.values()].map((group) => {
    const latest = group.at(-1) as Line;
    const text = notificationText(latest.kind, JSON.parse(latest.data) as NotificationData, group.length, latest.actor);
    return { text, url: `${origin}${latest.link}` };
  });
}

async function mailDigests(db: Db, origin: string, now: number): Promise<number> {
  const { results: due } = await statement(
    db,
    sql`SELECT u.id FROM users u
      WHERE u.id IN (SELECT DISTINCT user_id FROM notification_mail WHERE channel = 'digest' AND channel <> 'bell' AND sent_at IS NULL)
        AND json_extract(${JSON.stringify(hoursByZone(new Date(now)))}, '$."' || coalesce(u.time_zone, ${SITE_TIME_ZONE}) || '"') = u.digest_hour
        AND coalesce(u.digest_sent_at, 0) <= ${now - DIGEST_EVERY}
      LIMIT ${DIGEST_PAGE}`,
  ).all<{ id: number }>();
  if (due.length === 0) return 0;
  const ids = due.map((row) => row.id);
  const { results } = await statement(db, waiting('digest', 100 * ids.length, ids)).all<Line>();
  const sign = await unsubscribeSigner(db);
  const writes: Statement[] = [];
  let mailed = 0;
  for (const userId of ids) {
    const mine = results.filter((line) => line.userId === userId);
    const first = mine[0];
    if (!first) continue;
    const last = (mine.at(-1) as Line).id;
    const unseen = mine.filter((line) => !line.seen);
    // The member's day is claimed first; what waits is taken only by the pass that claimed it.
    writes.push(
      statement(
        db,
        sql`UPDATE users SET digest_sent_at = ${now} WHERE id = ${userId} AND coalesce(digest_sent_at, 0) <= ${now - DIGEST_EVERY}`,
      ),
      statement(
        db,
        sql`UPDATE notification_mail SET sent_at = ${now}
          WHERE user_id = ${userId} AND channel = 'digest' AND sent_at IS NULL AND notification_id <= ${last}
            AND (SELECT digest_sent_at FROM users WHERE id = ${userId}) = ${now}`,
      ),
    );
    if (unseen.length === 0) continue;
    const links = unsubscribeLinks(origin, await sign(userId, 'digest'), about('digest'));
    const content = digestMail(readerName(first), digestLines(unseen, origin), links, `${origin}/notifications`);
    writes.push(mailStatement(db, first.email, 'notice_digest', content, sql`changes() > 0`));
    mailed++;
  }
  await runBatch(db, writes);
  return mailed;
}

export async function mailNotices(db: Db, origin: string, at: Date) {
  const now = at.getTime();
  const decided = await decide(db, now);
  return { decided, mailed: await mailAtOnce(db, origin, now), digests: await mailDigests(db, origin, now) };
}
