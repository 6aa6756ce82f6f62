import { type SQL, sql } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import type { NotificationData, NotificationKind } from '../../contract/notification-kinds';
import type { Db } from '../../env';

// Every notification is written here, in one statement: rows in (a SELECT of the table's
// columns in order), a key already written for that member skipped, the members newly told
// out. So a job that runs twice, a replayed webhook or a double click tells nobody twice.
export function notify(db: Db, rows: SQL) {
  return db.insert(notifications).select(rows).onConflictDoNothing().returning({ userId: notifications.userId });
}

// One member's notification about one thing.
export type Notice = {
  userId: number;
  kind: NotificationKind;
  // Once per member: `session_cancelled:{session}`.
  key: string;
  // Notices sharing a group show as one line; by default a notice is a line of its own.
  group?: string;
  // Who did it, when someone did (for a reminder, the person it is with).
  actorId?: number | null;
  data: NotificationData;
  link: string;
};

// D1 binds at most 100 values to a statement, and a notice binds eight.
const MOST_NOTICES = 10;

// Rows for `notify` from a few notices, written only if `when` holds as the statement runs
// (in a batch: only if the batch's own update took, such as a session just confirmed).
export function noticeRows(notices: Notice[], now: Date, when: SQL = sql`1`): SQL {
  if (notices.length === 0 || notices.length > MOST_NOTICES) throw new Error(`noticeRows takes 1 to ${MOST_NOTICES} notices`);
  const rows = notices.map(
    (n) => sql`SELECT NULL AS id, ${n.userId} AS user_id, ${n.kind} AS kind, ${n.key} AS key, ${n.group ?? n.key} AS group_key,
      ${n.actorId ?? null} AS actor_id, ${JSON.stringify(n.data)} AS data, ${n.link} AS link, NULL AS seen_at, ${now.getTime()} AS created_at`,
  );
  return sql`SELECT * FROM (${sql.join(rows, sql` UNION ALL `)}) WHERE ${when}`;
}

// Who a `notify` statement run in a raw batch (services/statements.ts) told.
export function toldIn(result: D1Result): number[] {
  return (result.results as { user_id: number }[]).map((row) => row.user_id);
}
