import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../../db/schema';
import { db, makeUser } from '../../test/helpers';
import { markAllSeen, markLineSeen, notificationPage } from './bell';
import { type Notice, noticeRows, notify } from './notify';
import { pruneNotifications } from './prune';

const YEAR_AGO = new Date(Date.now() - 400 * 24 * 3600_000);

const like = (userId: number, entry: number, fan: number): Notice => ({
  userId,
  kind: 'like',
  key: `like:${entry}:${fan}`,
  group: `like:${entry}`,
  actorId: fan,
  data: { title: `Photo ${entry}` },
  link: `/photo/${entry}?type=standard`,
});

const tell = (notices: Notice[], at = new Date()) => notify(db(), noticeRows(notices, at));

// The lines as the triggers keep them, and as grouping every notification gives them.
async function linesBothWays() {
  const kept = await db().all(
    sql`SELECT user_id, group_key, latest_id, count, unseen FROM notification_lines ORDER BY user_id, group_key`,
  );
  const grouped = await db().all(sql`
    SELECT user_id, group_key, max(id) AS latest_id, count(*) AS count, sum(seen_at IS NULL) AS unseen
    FROM notifications GROUP BY user_id, group_key ORDER BY user_id, group_key`);
  return { kept, grouped };
}

describe("the bell's lines", () => {
  it('always match the notifications grouped, through inserts, repeats, reads, pruning and a closed account', async () => {
    const [maker, other, fan1, fan2, fan3] = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser()));
    if (!maker || !other || !fan1 || !fan2 || !fan3) throw new Error('Expected five people');
    const m = maker.user.id;
    await tell([like(m, 1, fan1.user.id), like(m, 1, fan2.user.id), like(m, 2, fan1.user.id)], YEAR_AGO);
    // The same likes again, as a job run twice would: nothing new.
    await tell([like(m, 1, fan1.user.id), like(m, 1, fan2.user.id)]);
    await tell([like(m, 1, fan3.user.id), like(other.user.id, 9, fan1.user.id)]);
    expect((await linesBothWays()).kept).toHaveLength(3);

    // The line of entry 1 opened, then everything read; then a new like makes it unseen again.
    const first = await notificationPage(db(), m, { limit: 10 });
    expect(first.unseen).toBe(2);
    expect(first.notifications.map((line) => [line.count, line.unseen])).toEqual([
      [3, true],
      [1, true],
    ]);
    expect(await markLineSeen(db(), m, (first.notifications[0] as { id: number }).id, YEAR_AGO)).toBe(true);
    expect((await notificationPage(db(), m, { limit: 10 })).unseen).toBe(1);
    await markAllSeen(db(), m, YEAR_AGO);
    expect((await notificationPage(db(), m, { limit: 10 })).unseen).toBe(0);
    const both = await linesBothWays();
    expect(both.kept).toEqual(both.grouped);

    // Pruning read notifications of a year ago: entry 2's line goes whole; entry 1's loses
    // its latest and its second, and stays, placed by the like that is left.
    await db()
      .update(notifications)
      .set({ createdAt: YEAR_AGO })
      .where(eq(notifications.key, `like:1:${fan3.user.id}`));
    await db()
      .update(notifications)
      .set({ createdAt: new Date() })
      .where(eq(notifications.key, `like:1:${fan1.user.id}`));
    expect(await pruneNotifications(db(), new Date())).toBe(3);
    const after = await notificationPage(db(), m, { limit: 10 });
    expect(after.notifications.map((line) => [line.count, line.actorName])).toEqual([[1, fan1.user.username]]);
    const pruned = await linesBothWays();
    expect(pruned.kept).toEqual(pruned.grouped);

    // A closed account takes its notifications and its lines with it.
    await db().delete(users).where(eq(users.id, other.user.id));
    const closed = await linesBothWays();
    expect(closed.kept).toEqual(closed.grouped);
    expect(closed.kept).toHaveLength(1);
  });

  it('page by their latest notification, each page after the one before', async () => {
    const maker = await makeUser();
    const fan = await makeUser();
    for (let entry = 1; entry <= 5; entry++) await tell([like(maker.user.id, entry, fan.user.id)]);
    const first = await notificationPage(db(), maker.user.id, { limit: 2 });
    const second = await notificationPage(db(), maker.user.id, { limit: 2, before: first.nextCursor ?? undefined });
    const third = await notificationPage(db(), maker.user.id, { limit: 2, before: second.nextCursor ?? undefined });
    const links = [first, second, third].flatMap((page) => page.notifications.map((line) => line.link));
    expect(links).toEqual([5, 4, 3, 2, 1].map((entry) => `/photo/${entry}?type=standard`));
    expect(third.nextCursor).toBeNull();
  });
});
