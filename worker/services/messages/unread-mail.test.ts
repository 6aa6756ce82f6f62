import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, messages } from '../../../db/schema';
import type { ChatMessage } from '../../contract/messages';
import { conversationIdOf } from '../../domain/messages';
import { db, makeUser, send, setFlag } from '../../test/helpers';
import { makeMentor } from '../../test/mentoring';
import { mailUnreadMessages } from './unread-mail';

const MINUTE = 60_000;

beforeAll(() => setFlag('mentor_program_access', true));

const queuedTo = async (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

// A message sent by `from` to `to`, written as if sent at `at`.
async function sendAt(from: { cookie: string }, to: number, content: string, at: number) {
  const res = await send('POST', '/api/mentors/messages', { recipientId: to, messageContent: content }, from.cookie);
  const sent = (await res.json()) as ChatMessage;
  await db()
    .update(messages)
    .set({ createdAt: new Date(at) })
    .where(eq(messages.id, sent.id));
  return sent;
}

// A message from a new member to a new mentor, written as if sent `minutesAgo` before `now`.
async function unreadFor(minutesAgo: number, now: number) {
  const mentor = await makeMentor({});
  const student = await makeUser({ emailVerifiedAt: new Date(), firstName: 'Rosa', lastName: 'Diaz' });
  const sent = await sendAt(student, mentor.user.id, 'Are you free this week?', now - minutesAgo * MINUTE);
  return { mentor, student, sent };
}

const offline = async () => false;

describe('mail about unread messages', () => {
  it('goes to a recipient who left a message unread for 15 minutes while away, once per thread per hour', async () => {
    const now = Date.now();
    const { mentor, student } = await unreadFor(16, now);
    const pass = (at: number) => mailUnreadMessages(db(), offline, 'https://aperture.test', new Date(at));
    await Promise.all([pass(now), pass(now)]);
    const [mail, ...more] = await queuedTo(mentor.user.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('New message from Rosa Diaz');
    expect(mail?.textBody).toContain('Are you free this week?');
    expect(mail?.textBody).toContain(`https://aperture.test/messages/${student.user.id}`);
    // A second message 10 minutes later: not within the hour...
    await sendAt(student, mentor.user.id, 'Or next?', now + 10 * MINUTE);
    await pass(now + 30 * MINUTE);
    expect(await queuedTo(mentor.user.email)).toHaveLength(1);
    // ...but after it, about the new one only.
    await pass(now + 61 * MINUTE);
    const mails = await queuedTo(mentor.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.textBody).toContain('Or next?');
    await pass(now + 130 * MINUTE);
    expect(await queuedTo(mentor.user.email)).toHaveLength(2);
  });

  it('mails later about a message that was too fresh for the mail before it', async () => {
    const now = Date.now();
    const { mentor, student } = await unreadFor(0, now);
    await sendAt(student, mentor.user.id, 'Or next?', now + 10 * MINUTE);
    const pass = (at: number) => mailUnreadMessages(db(), offline, 'https://aperture.test', new Date(at));
    // At 16 minutes the first message is mailed about; the second, 6 minutes old, is not yet...
    await pass(now + 16 * MINUTE);
    const [first] = await queuedTo(mentor.user.email);
    expect(first?.textBody).toContain('Are you free this week?');
    expect(first?.textBody).not.toContain('Or next?');
    // ...and still unread once the hour is up, it is mailed about then, once.
    await pass(now + 77 * MINUTE);
    await pass(now + 140 * MINUTE);
    const mails = await queuedTo(mentor.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.textBody).toContain('Or next?');
  });

  it('waits while the message is fresh, and sends nothing once it is read or while the recipient has a tab open', async () => {
    const now = Date.now();
    const fresh = await unreadFor(14, now);
    const read = await unreadFor(20, now);
    await db()
      .update(messages)
      .set({ readAt: new Date(now) })
      .where(eq(messages.recipientId, read.mentor.user.id));
    const online = await unreadFor(20, now);
    const isOnline = async (userId: number) => userId === online.mentor.user.id;
    await mailUnreadMessages(db(), isOnline, 'https://aperture.test', new Date(now));
    for (const { mentor } of [fresh, read, online]) expect(await queuedTo(mentor.user.email)).toHaveLength(0);
  });

  it('reaches a recipient who is away however many threads of people with a tab open wait before theirs', async () => {
    const now = Date.now();
    // One member with a tab open, left unread by 250 people half an hour ago (more than a pass
    // looks at). Their ids put these threads ahead of the one below in conversation order, the
    // order a pass would take them in if it did not take them by how long they have waited.
    const busy = 1_000_000_000;
    await db().run(sql`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 250)
      INSERT INTO users (id, username, email) SELECT ${busy} + i, 'busy_' || i, 'busy_' || i || '@example.com' FROM n`);
    await db().run(sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 250)
      INSERT INTO messages (conversation_id, sender_id, recipient_id, content, created_at)
      SELECT 'conv_' || ${busy} || '_' || (${busy} + i), ${busy} + i, ${busy}, 'Hello?', ${now - 30 * MINUTE} FROM n`);
    // An away member's thread, newer than all of those.
    const away = await makeUser({ id: 9_000_000_000 });
    const sender = await makeUser({ id: 9_000_000_001, firstName: 'Rosa', lastName: 'Diaz' });
    await db()
      .insert(messages)
      .values({
        conversationId: conversationIdOf(away.user.id, sender.user.id),
        senderId: sender.user.id,
        recipientId: away.user.id,
        content: 'Still there?',
        createdAt: new Date(now - 20 * MINUTE),
      });
    const isOnline = async (userId: number) => userId === busy;
    for (const minutes of [0, 5, 10]) {
      await mailUnreadMessages(db(), isOnline, 'https://aperture.test', new Date(now + minutes * MINUTE));
    }
    const mails = await queuedTo(away.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('Still there?');
  });
});
