import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { notificationLines, notifications, users } from '../../../db/schema';
import type { NotificationDto, NotificationPage } from '../../contract/notifications';
import type { Db } from '../../env';
import { notificationText } from '../../domain/notification-text';

// The bell's lines: every notification about one thing is one line (`groupKey`), placed by
// its latest, unseen while any of it is. `notification_lines` holds them, kept by triggers.

// How many lines have something unseen: the bell's badge.
const unseenLines = (db: Db, userId: number) =>
  db
    .select({ unseen: sql<number>`count(*)` })
    .from(notificationLines)
    .where(and(eq(notificationLines.userId, userId), gt(notificationLines.unseen, 0)));

export async function unseenCount(db: Db, userId: number): Promise<number> {
  const [row] = await unseenLines(db, userId);
  return row?.unseen ?? 0;
}

// A page of lines, newest first; `before` is the previous page's last line's id. With the
// badge's count, in one round trip.
export async function notificationPage(
  db: Db,
  userId: number,
  page: { before?: number; limit: number },
): Promise<NotificationPage> {
  const [rows, [counted]] = await db.batch([
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
          eq(notificationLines.userId, userId),
          page.before === undefined ? undefined : lt(notificationLines.latestId, page.before),
        ),
      )
      .orderBy(desc(notificationLines.latestId))
      .limit(page.limit + 1),
    unseenLines(db, userId),
  ]);
  const unseen = counted?.unseen ?? 0;
  const shown = rows.slice(0, page.limit);
  return {
    notifications: shown.map(
      (row): NotificationDto => ({
        id: row.id,
        kind: row.kind,
        text: notificationText(row.kind, row.data, row.count, row.actorName),
        link: row.link,
        count: row.count,
        actorName: row.actorName,
        actorAvatar: row.actorAvatar,
        unseen: row.unseen > 0,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    nextCursor: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null,
    unseen,
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
