import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { notificationLines, notifications, users } from '../../../db/schema';
import type { NotificationData, NotificationKind } from '../../contract/notification-kinds';
import type { NotificationDto, NotificationPage } from '../../contract/notifications';
import type { Db } from '../../env';
import { notificationText } from '../../domain/notification-text';
import { reusedStatement } from '../statements';

// The bell's lines: every notification about one thing is one line (`groupKey`), placed by
// its latest, unseen while any of it is. `notification_lines` holds them, kept by triggers.

// The badge and the first page are read on every signed-in page, so their statements are built
// once and bound per call (services/statements.ts). `unseen > 0` is written out, not bound, so
// SQLite counts from the partial index of unseen lines.

// How many lines have something unseen: the bell's badge.
const unseenLines = reusedStatement<{ userId: number }>((db) =>
  db
    .select({ unseen: sql<number>`count(*)`.as('unseen') })
    .from(notificationLines)
    .where(and(eq(notificationLines.userId, sql.placeholder('userId')), sql`${notificationLines.unseen} > 0`)),
);

export async function unseenCount(db: Db, userId: number): Promise<number> {
  const [row] = await unseenLines(db, { userId }).raw<[number]>();
  return row?.[0] ?? 0;
}

const pageOf = (before: boolean) =>
  reusedStatement<{ userId: number; before?: number; limit: number }>((db) =>
    db
      .select({
        id: notificationLines.latestId,
        count: notificationLines.count,
        unseen: notificationLines.unseen,
        kind: notifications.kind,
        data: notifications.data,
        link: notifications.link,
        createdAt: notifications.createdAt,
        actorName: users.username,
        actorAvatar: users.profileImageUrl,
      })
      .from(notificationLines)
      .innerJoin(notifications, eq(notifications.id, notificationLines.latestId))
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(
        and(
          eq(notificationLines.userId, sql.placeholder('userId')),
          before ? lt(notificationLines.latestId, sql.placeholder('before')) : undefined,
        ),
      )
      .orderBy(desc(notificationLines.latestId))
      .limit(sql.placeholder('limit')),
  );
const firstPage = pageOf(false);
const laterPage = pageOf(true);

// A line as the statement names its columns.
type LineRow = {
  latest_id: number;
  count: number;
  unseen: number;
  kind: NotificationKind;
  data: string;
  link: string;
  created_at: number;
  username: string | null;
  profile_image_url: string | null;
};

// A page of lines, newest first; `before` is the previous page's last line's id. With the
// badge's count, in one round trip.
export async function notificationPage(
  db: Db,
  userId: number,
  page: { before?: number; limit: number },
): Promise<NotificationPage> {
  const values = { userId, before: page.before, limit: page.limit + 1 };
  const lines = (page.before === undefined ? firstPage : laterPage)(db, values);
  const [rows, counted] = (await db.$client.batch([lines, unseenLines(db, { userId })])) as [
    D1Result<LineRow>,
    D1Result<{ unseen: number }>,
  ];
  const shown = rows.results.slice(0, page.limit);
  return {
    notifications: shown.map(
      (row): NotificationDto => ({
        id: row.latest_id,
        kind: row.kind,
        text: notificationText(row.kind, JSON.parse(row.data) as NotificationData, row.count, row.username),
        link: row.link,
        count: row.count,
        actorName: row.username,
        actorAvatar: row.profile_image_url,
        unseen: row.unseen > 0,
        createdAt: new Date(row.created_at).toISOString(),
      }),
    ),
    nextCursor: rows.results.length > page.limit ? (shown.at(-1)?.latest_id ?? null) : null,
    unseen: counted.results[0]?.unseen ?? 0,
  };
}

// 'Mark all as read'.
export async function markAllSeen(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ seenAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)));
}

// A line opened: all of it is seen. `id` is the line's (any of its notifications); someone
// else's is not found.
export async function markLineSeen(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const marked = await db
    .update(notifications)
    .set({ seenAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.seenAt),
        sql`${notifications.groupKey} = (SELECT group_key FROM ${notifications} WHERE id = ${id} AND user_id = ${userId})`,
      ),
    )
    .returning({ id: notifications.id });
  if (marked.length > 0) return true;
  const [mine] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return mine !== undefined;
}
