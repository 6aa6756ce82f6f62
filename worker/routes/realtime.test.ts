import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_OUT_CLOSE_CODE } from '../domain/inbox-socket';
import { SESSION_COOKIE, SESSION_TTL_MS, createSession, deleteExpiredSessions } from '../services/session';
import { ORIGIN, db, linkInLatestMail, makeUser, present, request, send, setFlag } from '../test/helpers';
import { connectInbox } from '../test/inbox-socket';
import { makeMentor, makeSession } from '../test/mentoring';

beforeAll(() => setFlag('mentor_program_access', true));

describe('GET /ws/mentor', () => {
  it('refuses a visitor, a plain request, another member’s inbox and another site', async () => {
    expect((await request('/ws/mentor?userId=1', { headers: { Upgrade: 'websocket' } })).status).toBe(401);
    const { cookie, user } = await makeUser();
    expect((await request('/ws/mentor', { cookie })).status).toBe(426);
    const other = await request(`/ws/mentor?userId=${user.id + 1}`, { cookie, headers: { Upgrade: 'websocket' } });
    expect(other.status).toBe(403);
    const foreign = await request('/ws/mentor', {
      cookie,
      headers: { Upgrade: 'websocket', Origin: 'https://elsewhere.example' },
    });
    expect(foreign.status).toBe(403);
    const own = await connectInbox(cookie, { Origin: ORIGIN });
    own.socket.close(1000, 'done');
    const named = await request(`/ws/mentor?userId=${user.id}`, { cookie, headers: { Upgrade: 'websocket' } });
    expect(named.status).toBe(101);
  });

  it('pushes a stored message to every tab of both people, and typing to the other', async () => {
    const mentor = await makeMentor();
    const student = await makeUser({ emailVerifiedAt: new Date() });
    const mentorTab = await connectInbox(mentor.cookie);
    const [studentTab, studentOtherTab] = [await connectInbox(student.cookie), await connectInbox(student.cookie)];
    const res = await send(
      'POST',
      '/api/mentors/messages',
      { recipientId: mentor.user.id, messageContent: 'Are you free?', messageType: 'text' },
      student.cookie,
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    for (const tab of [mentorTab, studentTab, studentOtherTab]) {
      expect(await tab.next('new_message')).toMatchObject({ message: { id, messageContent: 'Are you free?' } });
    }
    studentTab.socket.send(
      JSON.stringify({ type: 'typing', recipientId: mentor.user.id, isTyping: true, timestamp: Date.now() }),
    );
    expect(await mentorTab.next('typing')).toEqual({ type: 'typing', senderId: student.user.id, isTyping: true });
    studentTab.socket.send(
      JSON.stringify({ type: 'typing', recipientId: mentor.user.id, isTyping: false, timestamp: Date.now() }),
    );
    expect(await mentorTab.next('typing')).toEqual({ type: 'typing', senderId: student.user.id, isTyping: false });
    for (const tab of [mentorTab, studentTab, studentOtherTab]) tab.socket.close(1000, 'done');
  });

  it('passes a stop only to whom the socket said it was typing to, once, however many are sent', async () => {
    const mentor = await makeMentor();
    const bystander = await makeMentor();
    const student = await makeUser({ emailVerifiedAt: new Date() });
    const [mentorTab, bystanderTab, studentTab] = [
      await connectInbox(mentor.cookie),
      await connectInbox(bystander.cookie),
      await connectInbox(student.cookie),
    ];
    const typing = (recipientId: number, isTyping: boolean) =>
      studentTab.socket.send(JSON.stringify({ type: 'typing', recipientId, isTyping, timestamp: Date.now() }));
    typing(mentor.user.id, true);
    expect(await mentorTab.next('typing')).toMatchObject({ isTyping: true });
    for (let i = 0; i < 5; i++) typing(bystander.user.id, false);
    for (let i = 0; i < 5; i++) typing(mentor.user.id, false);
    expect(await mentorTab.next('typing')).toMatchObject({ isTyping: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mentorTab.events.filter((event) => event.type === 'typing')).toEqual([]);
    expect(bystanderTab.events.filter((event) => event.type === 'typing')).toEqual([]);
    for (const tab of [mentorTab, bystanderTab, studentTab]) tab.socket.close(1000, 'done');
  });

  it('passes no typing between people who blocked each other', async () => {
    const mentor = await makeMentor();
    const student = await makeUser({ emailVerifiedAt: new Date() });
    await send('PUT', `/api/mentors/blocks/${student.user.id}`, undefined, mentor.cookie);
    const mentorTab = await connectInbox(mentor.cookie);
    const studentTab = await connectInbox(student.cookie);
    studentTab.socket.send(
      JSON.stringify({ type: 'typing', recipientId: mentor.user.id, isTyping: true, timestamp: Date.now() }),
    );
    await expect(mentorTab.next('typing')).rejects.toThrow('No typing event arrived');
    for (const tab of [mentorTab, studentTab]) tab.socket.close(1000, 'done');
  });
  it('passes typing only where the sender may message: never to a stranger, nor to a mentor from an unverified member', async () => {
    const stranger = await makeUser({ emailVerifiedAt: new Date() });
    const mentor = await makeMentor();
    const member = await makeUser({ emailVerifiedAt: new Date() });
    const unverified = await makeUser();
    const [strangerTab, mentorTab] = [await connectInbox(stranger.cookie), await connectInbox(mentor.cookie)];
    const [memberTab, unverifiedTab] = [await connectInbox(member.cookie), await connectInbox(unverified.cookie)];
    const typing = (tab: typeof memberTab, recipientId: number) =>
      tab.socket.send(JSON.stringify({ type: 'typing', recipientId, isTyping: true, timestamp: Date.now() }));
    typing(memberTab, stranger.user.id);
    typing(unverifiedTab, mentor.user.id);
    await expect(strangerTab.next('typing')).rejects.toThrow('No typing event arrived');
    await expect(mentorTab.next('typing')).rejects.toThrow('No typing event arrived');
    // Once they share a thread, either side's typing is passed on.
    const sent = await send(
      'POST',
      '/api/mentors/messages',
      { recipientId: mentor.user.id, messageContent: 'Hello', messageType: 'text' },
      member.cookie,
    );
    expect(sent.status).toBe(201);
    typing(mentorTab, member.user.id);
    expect(await memberTab.next('typing')).toEqual({ type: 'typing', senderId: mentor.user.id, isTyping: true });
    for (const tab of [strangerTab, mentorTab, memberTab, unverifiedTab]) tab.socket.close(1000, 'done');
  });
});

describe('signing out with an inbox socket open', () => {
  it('closes the sockets of the session signed out, and a password reset closes them all', async () => {
    const mentor = await makeMentor();
    const laptop = await connectInbox(mentor.cookie);
    const phoneCookie = `${SESSION_COOKIE}=${await createSession(db(), mentor.user.id)}`;
    const [phone, phoneOtherTab] = [await connectInbox(phoneCookie), await connectInbox(phoneCookie)];
    expect((await send('POST', '/api/auth/logout', undefined, mentor.cookie)).status).toBe(200);
    expect(await laptop.closed).toBe(SIGNED_OUT_CLOSE_CODE);

    // The phone's session lives on: its tabs still hear messages.
    const student = await makeUser({ emailVerifiedAt: new Date() });
    const hello = { recipientId: mentor.user.id, messageContent: 'Still there?', messageType: 'text' };
    expect((await send('POST', '/api/mentors/messages', hello, student.cookie)).status).toBe(201);
    expect(await phone.next('new_message')).toMatchObject({ message: { messageContent: 'Still there?' } });
    expect(laptop.events.filter((event) => event.type === 'new_message')).toEqual([]);

    await send('POST', '/api/auth/forgot-password', { email: mentor.user.email });
    const token = await linkInLatestMail(mentor.user.email, '/reset-password');
    expect((await send('POST', '/api/auth/reset-password', { token, password: 'a brand new password' })).status).toBe(200);
    expect(await Promise.all([phone.closed, phoneOtherTab.closed])).toEqual([SIGNED_OUT_CLOSE_CODE, SIGNED_OUT_CLOSE_CODE]);
  });

  it('closes the sockets of a session once the cron finds it expired', async () => {
    const member = await makeUser();
    const tab = await connectInbox(member.cookie);
    const later = new Date(Date.now() + SESSION_TTL_MS + 60_000);
    expect(await deleteExpiredSessions(db(), env, later)).toBeGreaterThanOrEqual(1);
    expect(await tab.closed).toBe(SIGNED_OUT_CLOSE_CODE);
  });
});

describe('GET /ws/video/{roomKey}', () => {
  const upgrade = (roomKey: string, cookie?: string, headers: Record<string, string> = {}, client = 'page-0001') =>
    request(`/ws/video/${roomKey}?client=${client}`, { cookie, headers: { Upgrade: 'websocket', ...headers } });

  it('lets in the session’s two people only, from this site, with the flag on, while the room is open', async () => {
    await setFlag('mentor_booking_system', true);
    const mentor = await makeMentor();
    const student = await makeUser();
    const stranger = await makeUser();
    const { roomKey } = await makeSession(mentor.user.id, student.user.id, Date.now() + 5 * 60_000);
    expect((await upgrade(roomKey)).status).toBe(401);
    expect((await upgrade(roomKey, stranger.cookie)).status).toBe(403);
    expect((await upgrade('0'.repeat(32), student.cookie)).status).toBe(404);
    expect((await upgrade(roomKey, student.cookie, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await request(`/ws/video/${roomKey}?client=page-0001`, { cookie: student.cookie })).status).toBe(426);
    expect((await upgrade(roomKey, student.cookie, {}, 'x')).status).toBe(400);
    for (const person of [student, mentor]) {
      const res = await upgrade(roomKey, person.cookie, { Origin: ORIGIN });
      expect(res.status).toBe(101);
      present(res.webSocket, 'the upgraded WebSocket').accept();
      res.webSocket?.close(1000, 'done');
    }
    const later = await makeSession(mentor.user.id, student.user.id, Date.now() + 3 * 3_600_000);
    expect((await upgrade(later.roomKey, student.cookie)).status).toBe(409);
    await setFlag('mentor_booking_system', false);
    expect((await upgrade(roomKey, student.cookie)).status).toBe(403);
  });
});
