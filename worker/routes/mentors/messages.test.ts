import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../../db/schema';
import type { ChatMessage, Conversation } from '../../contract/messages';
import { THREAD_PAGE } from '../../domain/messages';
import { db, makeUser, present, request, send, setFlag } from '../../test/helpers';
import { hourAhead, makeMentor, makeSession } from '../../test/mentoring';
import { eq, sql } from 'drizzle-orm';

beforeAll(() => setFlag('mentor_program_access', true));

const member = () => makeUser({ emailVerifiedAt: new Date() });
const write = (cookie: string, body: object) => send('POST', '/api/mentors/messages', body, cookie);
const thread = async (cookie: string, otherId: number, query = '') =>
  (await (await request(`/api/mentors/messages/${otherId}${query}`, { cookie })).json()) as ChatMessage[];
const inbox = async (cookie: string) =>
  (await (await request('/api/mentors/conversations', { cookie })).json()) as Conversation[];

describe('messages', () => {
  it('carry a member’s first words to a mentor, who sees them unread until the thread on screen says so', async () => {
    const mentor = await makeMentor();
    const student = await member();
    const res = await write(student.cookie, {
      recipientId: String(mentor.user.id),
      messageContent: 'Hello! Do you review street work?',
      messageType: 'text',
    });
    expect(res.status).toBe(201);
    const sent = (await res.json()) as ChatMessage;
    const ids = [student.user.id, mentor.user.id].map(String).sort();
    expect(sent).toMatchObject({
      conversationId: `conv_${ids.join('_')}`,
      senderId: student.user.id,
      recipientId: mentor.user.id,
      messageType: 'text',
      messageContent: 'Hello! Do you review street work?',
      quickSessionData: null,
      isRead: false,
      senderName: 'Test User',
    });
    const [waiting] = await inbox(mentor.cookie);
    expect(waiting).toMatchObject({ otherUser: { id: student.user.id }, unreadCount: 1, lastMessage: { id: sent.id } });
    // Reading the thread changes nothing (a cross-site link could make a GET); the thread on
    // screen marks what it shows read with a POST.
    expect((await thread(mentor.cookie, student.user.id)).map((m) => [m.id, m.isRead])).toEqual([[sent.id, false]]);
    expect((await inbox(mentor.cookie))[0]?.unreadCount).toBe(1);
    const read = await send('POST', `/api/mentors/messages/${student.user.id}/read`, { upToId: sent.id }, mentor.cookie);
    expect(await read.json()).toEqual({ upToId: sent.id });
    expect((await thread(mentor.cookie, student.user.id)).map((m) => [m.id, m.isRead])).toEqual([[sent.id, true]]);
    expect((await inbox(mentor.cookie))[0]?.unreadCount).toBe(0);
    // The mentor answers; the thread is the same one, newest message last.
    await write(mentor.cookie, { recipientId: student.user.id, messageContent: 'Yes, gladly.', messageType: 'text' });
    const both = await thread(student.cookie, mentor.user.id);
    expect(both.map((m) => m.messageContent)).toEqual(['Hello! Do you review street work?', 'Yes, gladly.']);
    expect((await thread(student.cookie, mentor.user.id, `?after=${sent.id}`)).map((m) => m.messageContent)).toEqual([
      'Yes, gladly.',
    ]);
  });

  it('let members write to mentors and to people they share a thread or a session with, and no one else', async () => {
    const [a, b] = [await member(), await member()];
    const stranger = await write(a.cookie, { recipientId: b.user.id, messageContent: 'Hi', messageType: 'text' });
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({ message: 'You can message mentors, and people you already talk with' });
    const mentor = await makeMentor();
    const unverified = await makeUser();
    const refused = await write(unverified.cookie, { recipientId: mentor.user.id, messageContent: 'Hi', messageType: 'text' });
    expect(await refused.json()).toMatchObject({ message: 'Verify your email address to message mentors' });
    // A session makes them people who talk: either may write first.
    const student = await member();
    await makeSession(mentor.user.id, student.user.id, hourAhead(2));
    expect(
      (await write(mentor.cookie, { recipientId: student.user.id, messageContent: 'See you soon', messageType: 'text' })).status,
    ).toBe(201);
    // A block stops it both ways, twice is once, and lifting it lets them talk again.
    const blockPath = `/api/mentors/blocks/${mentor.user.id}`;
    for (let i = 0; i < 2; i++) expect((await send('PUT', blockPath, undefined, student.cookie)).status).toBe(204);
    for (const [from, to] of [
      [mentor, student],
      [student, mentor],
    ] as const) {
      const blocked = await write(from.cookie, { recipientId: to.user.id, messageContent: 'Still there?', messageType: 'text' });
      expect(blocked.status).toBe(403);
      expect(await blocked.json()).toMatchObject({ message: "You can't message this member" });
    }
    expect((await send('DELETE', blockPath, undefined, student.cookie)).status).toBe(204);
    expect(
      (await write(mentor.cookie, { recipientId: student.user.id, messageContent: 'Hello again', messageType: 'text' })).status,
    ).toBe(201);
    expect((await send('PUT', `/api/mentors/blocks/${student.user.id}`, undefined, student.cookie)).status).toBe(400);
  });

  it('refuse a missing recipient, blank text, oneself, and everyone while mentoring is off', async () => {
    const mentor = await makeMentor();
    const { cookie, user } = await member();
    const noRecipient = await write(cookie, { messageContent: 'Hi', messageType: 'text' });
    expect(noRecipient.status).toBe(400);
    expect(((await noRecipient.json()) as { message: string }).message).toContain('Recipient ID is required');
    const blank = await write(cookie, { recipientId: mentor.user.id, messageContent: '   ', messageType: 'text' });
    expect(((await blank.json()) as { message: string }).message).toContain('Please add a message');
    expect((await write(cookie, { recipientId: user.id, messageContent: 'Me', messageType: 'text' })).status).toBe(400);
    await setFlag('mentor_program_access', false);
    try {
      expect((await write(cookie, { recipientId: mentor.user.id, messageContent: 'Hi', messageType: 'text' })).status).toBe(403);
      expect((await request('/api/mentors/conversations', { cookie })).status).toBe(403);
    } finally {
      await setFlag('mentor_program_access', true);
    }
    expect(await inbox(cookie)).toEqual([]);
  });

  it('take quick session offers from mentors only, priced by the server', async () => {
    const mentor = await makeMentor();
    const student = await member();
    await write(student.cookie, { recipientId: mentor.user.id, messageContent: 'Can we talk today?', messageType: 'text' });
    const offer = (rate: number, who = mentor, to = student) =>
      write(who.cookie, {
        recipientId: to.user.id,
        messageContent: 'A quick look at your edit',
        messageType: 'quick_session_offer',
        quickSessionData: { hourlyRate: rate, duration: 45, sessionType: 'portfolio_review', minimumAmount: 1 },
      });
    const made = (await (await offer(60)).json()) as ChatMessage;
    expect(made.quickSessionData).toEqual({ hourlyRate: 60, duration: 45, sessionType: 'portfolio_review', minimumAmount: 45 });
    expect((await offer(14)).status).toBe(400);
    expect((await offer(60, student, mentor)).status).toBe(403);
  });

  it('answer a catch-up from its oldest page, so a client asking on from each misses none', async () => {
    const mentor = await makeMentor();
    const student = await member();
    const first = (await (
      await write(student.cookie, { recipientId: mentor.user.id, messageContent: 'First', messageType: 'text' })
    ).json()) as ChatMessage;
    const missed = THREAD_PAGE + 50;
    await db().run(sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${missed})
      INSERT INTO messages (conversation_id, sender_id, recipient_id, content)
      SELECT ${first.conversationId}, ${mentor.user.id}, ${student.user.id}, 'Missed ' || i FROM n`);
    const page = await thread(student.cookie, mentor.user.id, `?after=${first.id}`);
    expect(page).toHaveLength(THREAD_PAGE);
    expect(page[0]?.messageContent).toBe('Missed 1');
    expect(page.at(-1)?.messageContent).toBe(`Missed ${THREAD_PAGE}`);
    const rest = await thread(student.cookie, mentor.user.id, `?after=${present(page.at(-1)).id}`);
    expect(rest.map((m) => m.messageContent)).toEqual(
      Array.from({ length: missed - THREAD_PAGE }, (_, i) => `Missed ${THREAD_PAGE + i + 1}`),
    );
    // Without `after`, the newest page.
    expect((await thread(student.cookie, mentor.user.id)).at(-1)?.messageContent).toBe(`Missed ${missed}`);
  });

  it('count a removed message unread neither in the inbox nor on the badge', async () => {
    const mentor = await makeMentor();
    const student = await member();
    const sent = [];
    for (const words of ['Hello', 'Something rude', 'Sorry']) {
      sent.push(
        (await (await write(student.cookie, { recipientId: mentor.user.id, messageContent: words })).json()) as ChatMessage,
      );
    }
    await db()
      .update(messages)
      .set({ removedAt: new Date() })
      .where(eq(messages.id, present(sent[1]).id));
    expect((await inbox(mentor.cookie))[0]?.unreadCount).toBe(2);
    const badge = (await (await request('/api/mentors/unread', { cookie: mentor.cookie })).json()) as { count: number };
    expect(badge.count).toBe(2);
  });

  it('keep every one of many messages sent at once, and the thread naming the latest', async () => {
    const mentor = await makeMentor();
    const student = await member();
    await write(student.cookie, { recipientId: mentor.user.id, messageContent: 'First', messageType: 'text' });
    const sent = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        write(student.cookie, { recipientId: mentor.user.id, messageContent: `Burst ${n}`, messageType: 'text' }),
      ),
    );
    expect(sent.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const all = await thread(mentor.cookie, student.user.id);
    expect(all).toHaveLength(6);
    const [row] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, present(all[0]).conversationId));
    expect(row?.lastMessageId).toBe(Math.max(...all.map((m) => m.id)));
  });
});
