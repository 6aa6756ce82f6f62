import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { inboxPresence, notifications } from '../../../db/schema';
import type { NotificationPage } from '../../contract/notifications';
import { votingOpenNotifications } from '../../services/notifications/about-entries';
import { tellThosePresent } from '../../services/notifications/presence';
import { pruneNotifications } from '../../services/notifications/prune';
import { db, makeChallenge, makeEntry, makeUser, present, request, send, setFlag } from '../../test/helpers';
import { connectInbox } from '../../test/inbox-socket';

beforeAll(() => setFlag('mentor_program_access', true));

async function photoBy(title: string) {
  const challenge = await makeChallenge('active');
  const author = await makeUser();
  return { author, entry: await makeEntry(challenge.id, author.user.id, title) };
}

const like = (id: number, cookie: string) => send('POST', '/api/likes', { submissionId: id }, cookie);
const comment = (id: number, cookie: string, body = 'Lovely light') =>
  send('POST', `/api/submissions/${id}/comments`, { body }, cookie);

async function page(cookie: string, query = ''): Promise<NotificationPage> {
  const res = await request(`/api/notifications${query}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

describe('notifications', () => {
  it('tells a photo’s maker of a like once per person, however often it is taken back and given again', async () => {
    const { author, entry } = await photoBy('Harbour at dawn');
    const fan = await makeUser();
    await like(entry.id, fan.cookie);
    await like(entry.id, fan.cookie);
    await like(entry.id, fan.cookie);
    await like(entry.id, author.cookie);

    const { notifications: lines, unseen } = await page(author.cookie);
    expect(lines).toMatchObject([
      {
        kind: 'like',
        text: `${fan.user.username} liked your photo “Harbour at dawn”`,
        link: `/photo/${entry.id}?type=standard`,
        count: 1,
        actorName: fan.user.username,
        unseen: true,
      },
    ]);
    expect(unseen).toBe(1);
    // The fan liking and unliking hears nothing; nor does the maker of their own like.
    expect((await page(fan.cookie)).notifications).toEqual([]);
  });

  it('gives likes from the same moment once each', async () => {
    const { author, entry } = await photoBy('Market');
    const fan = await makeUser();
    await Promise.all([like(entry.id, fan.cookie), like(entry.id, fan.cookie)]);
    const rows = await db().select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(rows).toHaveLength(1);
  });

  it('shows several people’s likes, and several comments, as one line each', async () => {
    const { author, entry } = await photoBy('Fog');
    const fans = await Promise.all([makeUser(), makeUser(), makeUser()]);
    for (const fan of fans) await like(entry.id, fan.cookie);
    await comment(entry.id, present(fans[0]).cookie);
    await comment(entry.id, present(fans[1]).cookie, 'The tones!');

    const { notifications: lines, unseen } = await page(author.cookie);
    expect(lines.map((line) => [line.kind, line.text, line.count])).toEqual([
      ['comment', '2 new comments on your photo “Fog”', 2],
      ['like', '3 people liked your photo “Fog”', 3],
    ]);
    expect(unseen).toBe(2);
  });

  it('pages newest first, and counts only unseen lines', async () => {
    const member = await makeUser();
    const entries = await Promise.all(
      ['One', 'Two', 'Three'].map(async (title) => makeEntry((await makeChallenge('active')).id, member.user.id, title)),
    );
    const fan = await makeUser();
    for (const entry of entries) await like(entry.id, fan.cookie);

    const first = await page(member.cookie, '?limit=2');
    expect(first.notifications.map((line) => line.text)).toEqual([
      `${fan.user.username} liked your photo “Three”`,
      `${fan.user.username} liked your photo “Two”`,
    ]);
    const second = await page(member.cookie, `?limit=2&before=${present(first.nextCursor, 'a next page')}`);
    expect(second.notifications.map((line) => line.text)).toEqual([`${fan.user.username} liked your photo “One”`]);
    expect(second.nextCursor).toBeNull();

    const opened = present(first.notifications[0], 'the newest line');
    expect((await send('POST', `/api/notifications/${opened.id}/read`, undefined, member.cookie)).status).toBe(200);
    expect(await (await request('/api/notifications/unseen', { cookie: member.cookie })).json()).toEqual({ unseen: 2 });
    expect((await send('POST', '/api/notifications/read', undefined, member.cookie)).status).toBe(200);
    expect(await (await request('/api/notifications/unseen', { cookie: member.cookie })).json()).toEqual({ unseen: 0 });
    expect((await page(member.cookie)).notifications.every((line) => !line.unseen)).toBe(true);
  });

  it('keeps each member to their own, and refuses bad input with a clear error', async () => {
    const { author, entry } = await photoBy('Mine');
    await like(entry.id, (await makeUser()).cookie);
    const [line] = (await page(author.cookie)).notifications;
    const stranger = await makeUser();

    expect((await send('POST', `/api/notifications/${present(line).id}/read`, undefined, stranger.cookie)).status).toBe(404);
    expect(await (await request('/api/notifications/unseen', { cookie: author.cookie })).json()).toEqual({ unseen: 1 });
    expect((await request('/api/notifications')).status).toBe(401);
    const bad = await request('/api/notifications?limit=500', { cookie: author.cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'limit: Ask for 1 to 50' });
  });

  it('tells every open tab of the member at once, and each tab when another marks all read', async () => {
    const { author, entry } = await photoBy('Live');
    const [tab, otherTab] = [await connectInbox(author.cookie), await connectInbox(author.cookie)];
    await comment(entry.id, (await makeUser()).cookie);
    await Promise.all([tab.next('notifications_changed'), otherTab.next('notifications_changed')]);

    await send('POST', '/api/notifications/read', undefined, author.cookie);
    await Promise.all([tab.next('notifications_changed'), otherTab.next('notifications_changed')]);
    tab.socket.close();
    otherTab.socket.close();
  });

  it('lists a member present while any tab is open, and tells only those present of what a cron tick wrote', async () => {
    const [online, offline] = await Promise.all([photoBy('Online'), photoBy('Offline')]);
    const presence = async () =>
      (await db().select().from(inboxPresence).where(eq(inboxPresence.userId, online.author.user.id))).length;
    const [tab, otherTab] = [await connectInbox(online.author.cookie), await connectInbox(online.author.cookie)];
    expect(await presence()).toBe(1);

    const tick = new Date();
    for (const { author, entry } of [online, offline]) {
      await db()
        .insert(notifications)
        .values({
          userId: author.user.id,
          kind: 'result',
          key: `result:${entry.id}`,
          groupKey: `result:${entry.id}`,
          data: { title: entry.title, place: 1, score: 9, challenge: 'Tick' },
          link: '/',
          createdAt: tick,
        });
    }
    const told = await tellThosePresent(env, db(), tick);
    await Promise.all([tab.next('notifications_changed'), otherTab.next('notifications_changed')]);
    expect(told).toContain(online.author.user.id);
    expect(told).not.toContain(offline.author.user.id);

    tab.socket.close();
    await scheduler.wait(100);
    expect(await presence()).toBe(1);
    otherTab.socket.close();
    for (let tries = 0; tries < 50 && (await presence()) > 0; tries++) await scheduler.wait(20);
    expect(await presence()).toBe(0);
  });

  it("tells a community challenge's entrants once that voting is open, and nobody of an official or removed one", async () => {
    const creator = await makeUser();
    const [entrant, other] = await Promise.all([makeUser(), makeUser()]);
    const community = await makeChallenge('voting', { creatorId: creator.user.id, title: 'Rainy streets' });
    const removed = await makeChallenge('voting', { creatorId: creator.user.id, removedAt: new Date() });
    const official = await makeChallenge('voting');
    for (const challenge of [community, removed, official]) await makeEntry(challenge.id, other.user.id);
    await makeEntry(community.id, entrant.user.id, 'First');
    await makeEntry(community.id, entrant.user.id, 'Second');

    const now = new Date();
    const since = new Date(now.getTime() - 24 * 3600_000);
    const told = await votingOpenNotifications(db(), since, now);
    expect(told.map((row) => row.userId).sort()).toEqual([entrant.user.id, other.user.id].sort());
    expect(await votingOpenNotifications(db(), since, now)).toEqual([]);
    expect((await page(entrant.cookie)).notifications).toMatchObject([
      {
        kind: 'voting_open',
        text: 'Voting is open in “Rainy streets”: score the entries',
        link: `/user-challenges/${community.id}`,
      },
    ]);
  });

  it('removes read notifications after a year, and keeps unread ones', async () => {
    const { author, entry } = await photoBy('Old');
    const fans = await Promise.all([makeUser(), makeUser()]);
    for (const fan of fans) await like(entry.id, fan.cookie);
    const yearAgo = new Date(Date.now() - 366 * 24 * 3600_000);
    await db().update(notifications).set({ createdAt: yearAgo }).where(eq(notifications.userId, author.user.id));
    await db()
      .update(notifications)
      .set({ seenAt: yearAgo })
      .where(eq(notifications.key, `like:${entry.id}:${present(fans[0]).user.id}`));

    await pruneNotifications(db(), new Date());
    const left = await db()
      .select({ actorId: notifications.actorId })
      .from(notifications)
      .where(eq(notifications.userId, author.user.id));
    expect(left).toEqual([{ actorId: present(fans[1]).user.id }]);
  });
});
