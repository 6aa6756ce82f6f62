import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, notificationSettings, notifications, users } from '../../../db/schema';
import type { MailSettings } from '../../contract/notifications';
import { bellOf, db, makeUser, request, send, setFlag } from '../../test/helpers';
import { makeMentor } from '../../test/mentoring';
import { mailUnreadMessages } from '../messages/unread-mail';
import { mailNotices } from './notice-mail';
import { type Notice, noticeRows, notify } from './notify';

const HOUR = 3600_000;
// 00:10 UTC on 29 November: 09:10 in Tokyo, 19:10 the day before in New York.
const NOW = Date.parse('2026-11-29T00:10:00Z');
const at = (offset: number) => new Date(NOW + offset);
const ORIGIN = 'https://aperture.example';

type Member = Awaited<ReturnType<typeof makeUser>>;

let serial = 0;
const notice = (member: Member, kind: Notice['kind'], extra: Partial<Notice> = {}): Notice => ({
  userId: member.user.id,
  kind,
  key: `${kind}:${++serial}`,
  data: { title: `Photo ${serial}`, place: 2, score: 7.5, challenge: 'Street' },
  link: `/photo/${serial}?type=standard`,
  ...extra,
});
const tell = (notices: Notice[], when: Date) => notify(db(), noticeRows(notices, when));

const mailOf = (member: Member) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, member.user.email)).orderBy(mailOutbox.id);

const settingsOf = async (member: Member) =>
  (await (await request('/api/notifications/settings', { cookie: member.cookie })).json()) as MailSettings;
const channelOf = async (member: Member, kind: string) => (await settingsOf(member)).kinds.find((k) => k.kind === kind)?.channel;

// The link a notice mail's List-Unsubscribe header names, as a path and query.
function oneClickOf(mail: { headers: Record<string, string> | null }) {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const url = new URL(header.slice(1, -1));
  return `${url.pathname}${url.search}`;
}
// A mail client's one-click: a form post from no page of ours, with no cookie.
const oneClick = (path: string) =>
  request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('notification mail at once', () => {
  it('mails each notice once, however many passes run at the same time, with its one-click unsubscribe', async () => {
    const member = await makeUser({ timeZone: 'America/New_York' });
    await tell([notice(member, 'result')], at(0));
    await Promise.all([mailNotices(db(), ORIGIN, at(60_000)), mailNotices(db(), ORIGIN, at(60_000))]);
    await mailNotices(db(), ORIGIN, at(5 * 60_000));
    const mails = await mailOf(member);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.template).toBe('notice_result');
    expect(mail?.subject).toBe(
      `Your photo “Photo ${serial}” placed 2nd in Street with a score of 7.5 and earned the silver badge`,
    );
    expect(mail?.textBody).toContain(`${ORIGIN}/photo/${serial}?type=standard`);
    expect(mail?.textBody).toMatch(new RegExp(`${ORIGIN}/unsubscribe\\?u=${member.user.id}&k=result&s=[\\w-]+`));
    expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${ORIGIN}/api/notifications/unsubscribe\\?u=${member.user.id}&k=result&s=[\\w-]+>$`),
    );
  });

  it('follows the member’s choice per kind, and mails nothing seen in the bell first or older than a day', async () => {
    const member = await makeUser();
    const likes = notice(member, 'like');
    const seen = notice(member, 'review');
    const old = notice(member, 'payout_sent');
    const saved = await send('PUT', '/api/notifications/settings', { channels: { like: 'mail', result: 'bell' } }, member.cookie);
    expect(saved.status).toBe(200);
    await tell([old], at(-25 * HOUR));
    await tell([likes, seen, notice(member, 'result')], at(0));
    await db()
      .update(notifications)
      .set({ seenAt: at(0) })
      .where(and(eq(notifications.userId, member.user.id), eq(notifications.key, seen.key)));
    await mailNotices(db(), ORIGIN, at(60_000));
    expect((await mailOf(member)).map((mail) => mail.template)).toEqual(['notice_like']);
  });
});

describe('the daily digest', () => {
  it('comes once a day at the member’s hour where they are, one line per thing, with what is still unseen', async () => {
    const tokyo = await makeUser({ timeZone: 'Asia/Tokyo', digestHour: 9 });
    const newYork = await makeUser({ timeZone: 'America/New_York', digestHour: 9 });
    const [fan, other] = [await makeUser(), await makeUser()];
    const likes = (member: Member, actor: Member) =>
      notice(member, 'like', { group: 'like:harbour', actorId: actor.user.id, data: { title: 'Harbour' } });
    await tell([likes(tokyo, fan), likes(tokyo, other), notice(tokyo, 'comment'), likes(newYork, fan)], at(-2 * HOUR));
    // 08:10 in Tokyo: not yet.
    await mailNotices(db(), ORIGIN, at(-HOUR));
    expect(await mailOf(tokyo)).toEqual([]);

    await Promise.all([mailNotices(db(), ORIGIN, at(0)), mailNotices(db(), ORIGIN, at(0))]);
    await mailNotices(db(), ORIGIN, at(5 * 60_000));
    const [digest, ...more] = await mailOf(tokyo);
    expect(more).toEqual([]);
    expect(digest?.template).toBe('notice_digest');
    expect(digest?.subject).toBe('2 new notifications on Aperture Circle');
    expect(digest?.textBody).toContain('- 2 people liked your photo “Harbour”');
    expect(digest?.textBody).toContain(`- Someone commented on your photo “Photo ${serial - 1}”`);
    expect(digest?.headers?.['List-Unsubscribe']).toMatch(/k=digest/);
    // 19:10 in New York: their digest waits for their morning.
    expect(await mailOf(newYork)).toEqual([]);

    // Another like the same day waits for tomorrow's digest.
    await tell([notice(tokyo, 'like', { actorId: fan.user.id })], at(HOUR));
    await mailNotices(db(), ORIGIN, at(2 * HOUR));
    expect(await mailOf(tokyo)).toHaveLength(1);
    await mailNotices(db(), ORIGIN, at(24 * HOUR));
    expect(await mailOf(tokyo)).toHaveLength(2);
  });
});

describe('one-click unsubscribe', () => {
  it('works signed out, from the mail’s own link, for its kind only', async () => {
    const member = await makeUser();
    await tell([notice(member, 'result')], at(0));
    await mailNotices(db(), ORIGIN, at(60_000));
    const [mail] = await mailOf(member);
    const link = oneClickOf({ headers: mail?.headers ?? null });

    const res = await oneClick(link);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'You will no longer get mail about results of your entries' });
    expect(await channelOf(member, 'result')).toBe('bell');
    expect(await channelOf(member, 'review')).toBe('mail');

    await tell([notice(member, 'result')], at(2 * 60_000));
    await mailNotices(db(), ORIGIN, at(3 * 60_000));
    expect(await mailOf(member)).toHaveLength(1);
    // Still in the bell.
    expect((await bellOf(member.user.id)).map((line) => line.kind)).toEqual(['result', 'result']);
  });

  it('refuses a link whose signature does not match its member or kind, and changes nothing', async () => {
    const [member, other] = [await makeUser(), await makeUser()];
    await tell([notice(member, 'review')], at(0));
    await mailNotices(db(), ORIGIN, at(60_000));
    const [mail] = await mailOf(member);
    const link = oneClickOf({ headers: mail?.headers ?? null });
    for (const forged of [
      link.replace(`u=${member.user.id}`, `u=${other.user.id}`),
      link.replace('k=review', 'k=result'),
      link.replace(/s=[\w-]+/, 's=forged'),
    ]) {
      const res = await oneClick(forged);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        message: 'This unsubscribe link is not valid. Change your mail settings on your profile.',
      });
    }
    expect((await oneClick('/api/notifications/unsubscribe?u=1&k=nothing&s=x')).status).toBe(400);
    expect(await channelOf(member, 'review')).toBe('mail');
    expect(await channelOf(other, 'review')).toBe('mail');
    expect(await channelOf(member, 'result')).toBe('mail');
  });

  it('answers a signed link for an account deleted since with nothing to stop', async () => {
    const member = await makeUser();
    await tell([notice(member, 'review')], at(0));
    await mailNotices(db(), ORIGIN, at(60_000));
    const [mail] = await mailOf(member);
    await db().delete(users).where(eq(users.id, member.user.id));
    expect((await oneClick(oneClickOf({ headers: mail?.headers ?? null }))).status).toBe(200);
    expect(await db().select().from(notificationSettings).where(eq(notificationSettings.userId, member.user.id))).toEqual([]);
  });

  it('stops the digest by moving every kind in it to the bell', async () => {
    const member = await makeUser({ timeZone: 'Asia/Tokyo', digestHour: 9 });
    await tell([notice(member, 'like')], at(-HOUR));
    await mailNotices(db(), ORIGIN, at(0));
    const [digest] = await mailOf(member);
    expect((await oneClick(oneClickOf({ headers: digest?.headers ?? null }))).status).toBe(200);
    const settings = await settingsOf(member);
    expect(settings.kinds.filter((k) => k.channel === 'digest')).toEqual([]);
    expect(settings.kinds.find((k) => k.kind === 'like')?.channel).toBe('bell');
    expect(settings.kinds.find((k) => k.kind === 'result')?.channel).toBe('mail');
  });
});

describe('notification mail settings', () => {
  it('start from each kind’s default, save what changed, and refuse what is not a choice', async () => {
    const member = await makeUser();
    const defaults = await settingsOf(member);
    expect(defaults.digestHour).toBe(8);
    expect(defaults.kinds.find((k) => k.kind === 'like')).toEqual({
      kind: 'like',
      label: 'Likes on your photos',
      channel: 'digest',
    });
    // A booking's news comes in its receipt: no choice to make.
    expect(defaults.kinds.map((k) => k.kind)).not.toContain('session_booked');

    const saved = await send(
      'PUT',
      '/api/notifications/settings',
      { channels: { comment: 'mail' }, digestHour: 18 },
      member.cookie,
    );
    expect(((await saved.json()) as MailSettings).digestHour).toBe(18);
    expect(await channelOf(member, 'comment')).toBe('mail');

    for (const body of [
      { channels: { comment: 'pigeon' } },
      { channels: { session_booked: 'mail' } },
      { digestHour: 24 },
      { digestHour: 'noon' },
    ]) {
      const res = await send('PUT', '/api/notifications/settings', body, member.cookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    expect(await channelOf(member, 'comment')).toBe('mail');
    expect((await settingsOf(member)).digestHour).toBe(18);
    expect((await request('/api/notifications/settings')).status).toBe(401);
  });

  it('govern the unread-message mail and the session reminders, which have jobs of their own', async () => {
    await setFlag('mentor_program_access', true);
    const [mentor, digestReader] = [await makeMentor(), await makeMentor()];
    const writer = await makeUser({ emailVerifiedAt: new Date() });
    await send('PUT', '/api/notifications/settings', { channels: { message: 'digest' } }, digestReader.cookie);
    const say = (to: Member) =>
      send(
        'POST',
        '/api/mentors/messages',
        { recipientId: to.user.id, messageContent: 'Hello', messageType: 'text' },
        writer.cookie,
      );
    expect((await say(mentor)).status).toBe(201);
    expect((await say(digestReader)).status).toBe(201);
    const mailed = await mailUnreadMessages(db(), async () => false, ORIGIN, new Date(Date.now() + 20 * 60_000));
    expect(mailed).toBe(1);
    const [toMentor] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, mentor.user.email));
    expect(toMentor?.template).toBe('unread_messages');
    expect(toMentor?.headers?.['List-Unsubscribe']).toMatch(/k=message/);
    expect(await mailOf(digestReader)).toEqual([]);
  });
});
