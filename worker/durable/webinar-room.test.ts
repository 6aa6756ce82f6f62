import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webinarAttendance, webinarRegistrations, webinars } from '../../db/schema';
import {
  ROOM_ENDED_CLOSE_CODE,
  ROOM_FULL_CLOSE_CODE,
  ROOM_REPLACED_CLOSE_CODE,
  type WebinarClientMessage,
  type WebinarRoomEvent,
} from '../contract/webinar-room';
import { db, makeUser, present, request, send } from '../test/helpers';
import { webinarRoomOf } from '../services/webinars/room-access';
import type { WebinarRoom } from './webinar-room';

const MINUTE = 60_000;

type Person = Awaited<ReturnType<typeof makeUser>>;

// A webinar that started five minutes ago, its host an admin, with `seats` registrants.
async function liveWebinar(seats = 2, startsIn = -5 * MINUTE) {
  const host = await makeUser({ isAdmin: true, firstName: 'Hana', lastName: 'Host' });
  const [row] = await db()
    .insert(webinars)
    .values({
      title: 'Live light',
      hostId: host.user.id,
      startsAt: new Date(Date.now() + startsIn),
      durationMinutes: 60,
      capacity: 50,
    })
    .returning();
  const webinar = present(row);
  const people: Person[] = [];
  for (let i = 0; i < seats; i++) {
    const person = await makeUser({ emailVerifiedAt: new Date(), firstName: `Guest${i}`, lastName: 'Seat' });
    await db().insert(webinarRegistrations).values({ webinarId: webinar.id, userId: person.user.id, status: 'registered' });
    people.push(person);
  }
  return { webinar, host, people };
}

type Event<T extends WebinarRoomEvent['type']> = Extract<WebinarRoomEvent, { type: T }>;

// An open room socket, the events it receives (taken in order by `next`), and how it closed.
async function join(webinarId: number, who: Person) {
  const res = await request(`/ws/webinar/${webinarId}`, { cookie: who.cookie, headers: { Upgrade: 'websocket' } });
  expect(res.status).toBe(101);
  const socket = present(res.webSocket, 'the upgraded WebSocket');
  const events: WebinarRoomEvent[] = [];
  const closed: { code?: number } = {};
  socket.addEventListener('message', (e: MessageEvent) => events.push(JSON.parse(String(e.data))));
  socket.addEventListener('close', (e: CloseEvent) => {
    closed.code = e.code;
  });
  socket.accept();
  const next = async <T extends WebinarRoomEvent['type']>(type: T, where: (event: Event<T>) => boolean = () => true) => {
    for (let tries = 0; tries < 150; tries++) {
      const found = events.find((event): event is Event<T> => event.type === type && where(event as Event<T>));
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      await scheduler.wait(20);
    }
    throw new Error(`No ${type} event arrived`);
  };
  const say = (message: WebinarClientMessage) => socket.send(JSON.stringify(message));
  const closing = async () => {
    for (let tries = 0; tries < 150 && closed.code === undefined; tries++) await scheduler.wait(20);
    return closed.code;
  };
  const waiting = (type: WebinarRoomEvent['type']) => events.filter((event) => event.type === type).length;
  return { socket, next, waiting, say, closing, state: (await next('state')).state };
}

describe('a webinar’s live room', () => {
  it('turns away attendees past the mesh limit, saying so, but never the host', async () => {
    const limit = Number(env.WEBINAR_MESH_LIMIT);
    const { webinar, host, people } = await liveWebinar(limit + 1);
    for (const person of people.slice(0, limit)) await join(webinar.id, person);
    const res = await request(`/ws/webinar/${webinar.id}`, {
      cookie: present(people[limit]).cookie,
      headers: { Upgrade: 'websocket' },
    });
    const turned = present(res.webSocket, 'the upgraded WebSocket');
    const closed: { code?: number } = {};
    turned.addEventListener('close', (e: CloseEvent) => {
      closed.code = e.code;
    });
    turned.accept();
    for (let tries = 0; tries < 150 && closed.code === undefined; tries++) await scheduler.wait(20);
    expect(closed.code).toBe(ROOM_FULL_CLOSE_CODE);
    // One who is inside may come back (a reload replaces their page), and so may the host.
    expect((await join(webinar.id, present(people[0]))).state.you.role).toBe('attendee');
    expect((await join(webinar.id, host)).state.present).toBe(limit + 1);
  });

  it('lets in its registrants and host while it is on, and nobody else', async () => {
    const { webinar, host, people } = await liveWebinar(1);
    const stranger = await makeUser({ emailVerifiedAt: new Date() });
    const refused = await request(`/ws/webinar/${webinar.id}`, { cookie: stranger.cookie, headers: { Upgrade: 'websocket' } });
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
      403,
      'Register for this webinar to join it',
    ]);
    expect((await request(`/ws/webinar/${webinar.id}`, { headers: { Upgrade: 'websocket' } })).status).toBe(401);

    const soon = await liveWebinar(1, 10 * MINUTE);
    const early = await request(`/ws/webinar/${soon.webinar.id}`, {
      cookie: present(soon.people[0]).cookie,
      headers: { Upgrade: 'websocket' },
    });
    expect([early.status, ((await early.json()) as { message: string }).message]).toEqual([
      409,
      'This webinar has not started yet',
    ]);
    // The host may come in from 15 minutes before.
    expect((await join(soon.webinar.id, soon.host)).state.you.role).toBe('host');

    const guest = await join(webinar.id, present(people[0]));
    expect(guest.state.you).toEqual({ userId: present(people[0]).user.id, role: 'attendee', muted: false });
    const again = await join(webinar.id, present(people[0]));
    expect(await guest.closing()).toBe(ROOM_REPLACED_CLOSE_CODE);
    const hosting = await join(webinar.id, host);
    expect(hosting.state.present).toBe(2);

    // The host ends it: every page is told, every visit ends, and nobody comes back in.
    expect((await send('POST', `/api/webinars/${webinar.id}/end`, undefined, host.cookie)).status).toBe(200);
    expect(await again.closing()).toBe(ROOM_ENDED_CLOSE_CODE);
    expect(await hosting.closing()).toBe(ROOM_ENDED_CLOSE_CODE);
    const late = await request(`/ws/webinar/${webinar.id}`, {
      cookie: present(people[0]).cookie,
      headers: { Upgrade: 'websocket' },
    });
    expect(late.status).toBe(409);
    let visits: (typeof webinarAttendance.$inferSelect)[] = [];
    for (let tries = 0; tries < 50; tries++) {
      visits = await db().select().from(webinarAttendance).where(eq(webinarAttendance.webinarId, webinar.id));
      if (visits.every((v) => v.leftAt !== null)) break;
      await scheduler.wait(20);
    }
    expect(visits).toHaveLength(3);
    expect(visits.every((v) => v.leftAt !== null && v.leftAt >= v.joinedAt)).toBe(true);
  });

  it('tells everyone how many are here once for a burst of arrivals, not once per arrival', async () => {
    const { webinar, host, people } = await liveWebinar(5);
    const hosting = await join(webinar.id, host);
    await Promise.all(people.map((person) => join(webinar.id, person)));
    expect((await hosting.next('present', (e) => e.count === 6)).count).toBe(6);
    // One count a second while they arrive: one or two here (three on a slow machine), never
    // one per arrival (six).
    expect(hosting.waiting('present')).toBeLessThanOrEqual(2);
  });

  it('carries chat to everyone, keeps the last 100 lines for late joiners, and holds each member to the limit', async () => {
    const { webinar, host, people } = await liveWebinar(2);
    const a = await join(webinar.id, present(people[0]));
    const hosting = await join(webinar.id, host);
    a.say({ type: 'chat', text: '  Hello from the front row  ' });
    const line = (await hosting.next('chat')).line;
    expect([line.name, line.text, line.host]).toEqual(['Guest0 Seat', 'Hello from the front row', false]);
    a.say({ type: 'chat', text: '\u0007beep' });
    expect((await a.next('refused')).message).toBe(
      'Use plain text: line breaks are fine, tabs and other control characters are not',
    );
    for (let i = 0; i < 5; i++) a.say({ type: 'chat', text: `line ${i}` });
    expect((await a.next('refused')).message).toBe('You are sending messages too fast: wait a few seconds');

    await runInDurableObject(webinarRoomOf(env, webinar.id), async (_room: WebinarRoom, state) => {
      for (let i = 0; i < 120; i++) {
        state.storage.sql.exec(
          'INSERT INTO chat (user_id, name, text, at, host) VALUES (1, ?, ?, ?, 0)',
          'Earlier',
          `old ${i}`,
          i,
        );
      }
    });
    const late = await join(webinar.id, present(people[1]));
    expect(late.state.chat).toHaveLength(100);
    expect(late.state.chat.at(-1)?.text).toBe('old 119');
  });

  it('takes questions, counts each upvote once, and lets only the host answer and pin', async () => {
    const { webinar, host, people } = await liveWebinar(2);
    const [a, b] = [await join(webinar.id, present(people[0])), await join(webinar.id, present(people[1]))];
    const hosting = await join(webinar.id, host);
    a.say({ type: 'ask', text: 'Which lens for window light?' });
    const asked = (await hosting.next('question')).question;
    expect([asked.text, asked.votes, asked.answered]).toEqual(['Which lens for window light?', 0, false]);
    // A double click, and the asker's own vote: one vote.
    for (const voter of [b, b, a]) voter.say({ type: 'upvote', questionId: asked.id });
    expect((await hosting.next('question', (e) => e.question.votes === 1)).question.votes).toBe(1);
    b.say({ type: 'answer', questionId: asked.id });
    expect((await b.next('refused')).message).toBe('Only the host can do that');
    hosting.say({ type: 'pin', questionId: asked.id });
    expect((await a.next('question', (e) => e.question.pinned)).question.pinned).toBe(true);
    hosting.say({ type: 'answer', questionId: asked.id });
    const answered = (await a.next('question', (e) => e.question.answered)).question;
    expect([answered.answered, answered.pinned, answered.votes]).toEqual([true, false, 1]);
    const late = await join(webinar.id, present(people[1]));
    expect(late.state.votedQuestions).toEqual([asked.id]);
  });

  it('runs the host’s polls with live results, one vote a person, and shows a late joiner the last one', async () => {
    const { webinar, host, people } = await liveWebinar(2);
    const [a, b] = [await join(webinar.id, present(people[0])), await join(webinar.id, present(people[1]))];
    const hosting = await join(webinar.id, host);
    a.say({ type: 'poll-open', question: 'Film or digital?', options: ['Film', 'Digital'] });
    expect((await a.next('refused')).message).toBe('Only the host can do that');
    hosting.say({ type: 'poll-open', question: 'Film or digital?', options: ['Film'] });
    expect((await hosting.next('refused')).message).toBe('A poll has 2 to 6 options');
    hosting.say({ type: 'poll-open', question: 'Film or digital?', options: ['Film', 'Digital'] });
    const poll = (await a.next('poll')).poll;
    expect(poll).toMatchObject({ question: 'Film or digital?', options: ['Film', 'Digital'], counts: [0, 0], open: true });
    for (let i = 0; i < 3; i++) a.say({ type: 'poll-vote', pollId: poll.id, option: 1 });
    a.say({ type: 'poll-vote', pollId: poll.id, option: 0 });
    b.say({ type: 'poll-vote', pollId: poll.id, option: 0 });
    b.say({ type: 'poll-vote', pollId: poll.id, option: 5 });
    expect((await hosting.next('poll', (e) => e.poll.counts[0] === 1 && e.poll.counts[1] === 1)).poll.counts).toEqual([1, 1]);
    hosting.say({ type: 'poll-close', pollId: poll.id });
    expect((await b.next('poll', (e) => !e.poll.open)).poll.counts).toEqual([1, 1]);
    // Closed: a vote now counts for nothing.
    const late = await join(webinar.id, present(people[0]));
    late.say({ type: 'poll-vote', pollId: poll.id, option: 0 });
    hosting.say({ type: 'chat', text: 'Thanks for voting' });
    await late.next('chat');
    const again = await join(webinar.id, present(people[1]));
    expect(again.state.poll).toMatchObject({ id: poll.id, open: false, counts: [1, 1] });
    expect(again.state.pollChoice).toBe(0);
  });

  it('lets the host hide a line, mute a member’s chat, and bring a raised hand on stage', async () => {
    const { webinar, host, people } = await liveWebinar(2);
    const a = await join(webinar.id, present(people[0]));
    const hosting = await join(webinar.id, host);
    a.say({ type: 'chat', text: 'Buy cheap lenses at example.test' });
    const spam = (await hosting.next('chat')).line;
    hosting.say({ type: 'hide', chatId: spam.id });
    expect((await a.next('chat-hidden')).id).toBe(spam.id);
    hosting.say({ type: 'mute', userId: a.state.you.userId, muted: true });
    expect(await a.next('muted')).toEqual({ type: 'muted', userId: a.state.you.userId, muted: true });
    a.say({ type: 'chat', text: 'Again' });
    expect((await a.next('refused')).message).toBe('The host has muted your chat');
    const late = await join(webinar.id, present(people[1]));
    expect(late.state.chat.map((l) => l.id)).not.toContain(spam.id);

    a.say({ type: 'hand', raised: true });
    expect((await hosting.next('hands', (e) => e.hands.length === 1)).hands[0]?.name).toBe('Guest0 Seat');
    hosting.say({ type: 'stage', userId: a.state.you.userId });
    expect(await late.next('stage')).toEqual({ type: 'stage', stage: { userId: a.state.you.userId, name: 'Guest0 Seat' } });
    expect((await late.next('hands', (e) => e.hands.length === 0)).hands).toEqual([]);
    hosting.say({ type: 'stage', userId: null });
    expect(await a.next('stage', (e) => e.stage === null)).toEqual({ type: 'stage', stage: null });
  });
});
