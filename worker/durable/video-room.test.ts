import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mentorSessions } from '../../db/schema';
import { ENDED_CLOSE_CODE, REPLACED_CLOSE_CODE, type VideoRoomEvent } from '../contract/video-signals';
import { db, makeUser, present, request, send, setFlag } from '../test/helpers';
import { makeMentor, makeSession } from '../test/mentoring';

beforeAll(async () => {
  await setFlag('mentor_booking_system', true);
  await setFlag('mentor_program_access', true);
});

// A session starting in five minutes: its room is open.
async function openRoom() {
  const mentor = await makeMentor();
  const student = await makeUser();
  const session = await makeSession(mentor.user.id, student.user.id, Date.now() + 5 * 60_000);
  return { mentor, student, roomKey: session.roomKey, session };
}

// An open room socket, the events it receives, and how it closed.
async function connect(roomKey: string, cookie: string, client: string) {
  const res = await request(`/ws/video/${roomKey}?client=${client}`, { cookie, headers: { Upgrade: 'websocket' } });
  expect(res.status).toBe(101);
  const socket = present(res.webSocket, 'the upgraded WebSocket');
  const events: VideoRoomEvent[] = [];
  const closed: { code?: number } = {};
  socket.addEventListener('message', (e: MessageEvent) => {
    events.push(JSON.parse(String(e.data)));
  });
  socket.addEventListener('close', (e: CloseEvent) => {
    closed.code = e.code;
  });
  socket.accept();
  const next = async (type: VideoRoomEvent['type']) => {
    for (let tries = 0; tries < 100; tries++) {
      const found = events.find((event) => event.type === type);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      await scheduler.wait(20);
    }
    throw new Error(`No ${type} event arrived`);
  };
  const closing = async () => {
    for (let tries = 0; tries < 100 && closed.code === undefined; tries++) await scheduler.wait(20);
    return closed.code;
  };
  return { socket, next, events, closing };
}

const offer = { description: { type: 'offer', sdp: 'v=0 (an offer)' } } as const;

describe('the VideoRoom', () => {
  it('tells each person who is there, relays signals both ways, and says how the other went', async () => {
    const { mentor, student, roomKey } = await openRoom();
    const mentorSide = await connect(roomKey, mentor.cookie, 'mentor-page-1');
    expect(await mentorSide.next('welcome')).toEqual({ type: 'welcome', peer: null });
    const studentSide = await connect(roomKey, student.cookie, 'student-page-1');
    expect(await studentSide.next('welcome')).toEqual({ type: 'welcome', peer: 'mentor-page-1' });
    expect(await mentorSide.next('peer-joined')).toEqual({ type: 'peer-joined', peer: 'student-page-1' });

    studentSide.socket.send(JSON.stringify({ type: 'signal', data: offer }));
    expect(await mentorSide.next('signal')).toEqual({ type: 'signal', data: offer });
    const candidate = { candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0' } };
    mentorSide.socket.send(JSON.stringify({ type: 'signal', data: candidate }));
    expect(await studentSide.next('signal')).toEqual({ type: 'signal', data: candidate });
    // Nothing but signals is passed on, and nothing comes back to its sender.
    studentSide.socket.send(JSON.stringify({ type: 'peer-left', reason: 'left' }));
    studentSide.socket.send('not json');
    await expect(mentorSide.next('peer-left')).rejects.toThrow('No peer-left event arrived');
    expect(studentSide.events).toEqual([]);

    // A dropped connection is 'lost' (they may be back); Leave is 'left'.
    studentSide.socket.close(4000, 'Network gone');
    expect(await mentorSide.next('peer-left')).toEqual({ type: 'peer-left', reason: 'lost' });
    const back = await connect(roomKey, student.cookie, 'student-page-1');
    expect(await mentorSide.next('peer-joined')).toEqual({ type: 'peer-joined', peer: 'student-page-1' });
    back.socket.close(1000, 'Left the call');
    expect(await mentorSide.next('peer-left')).toEqual({ type: 'peer-left', reason: 'left' });
    mentorSide.socket.close(1000, 'done');
  });

  it('replaces a person’s older socket with their newer one, so the room never holds more than two', async () => {
    const { mentor, student, roomKey } = await openRoom();
    const mentorSide = await connect(roomKey, mentor.cookie, 'mentor-page-1');
    const firstTab = await connect(roomKey, student.cookie, 'student-page-1');
    await mentorSide.next('peer-joined');

    const reloaded = await connect(roomKey, student.cookie, 'student-page-2');
    expect(await firstTab.closing()).toBe(REPLACED_CLOSE_CODE);
    expect(await reloaded.next('welcome')).toEqual({ type: 'welcome', peer: 'mentor-page-1' });
    // The mentor hears of the new page, not of a departure.
    expect(await mentorSide.next('peer-joined')).toEqual({ type: 'peer-joined', peer: 'student-page-2' });
    expect(mentorSide.events.filter((event) => event.type === 'peer-left')).toEqual([]);

    mentorSide.socket.send(JSON.stringify({ type: 'signal', data: offer }));
    expect(await reloaded.next('signal')).toEqual({ type: 'signal', data: offer });
    expect(firstTab.events.filter((event) => event.type === 'signal')).toEqual([]);
    for (const side of [mentorSide, reloaded]) side.socket.close(1000, 'done');
  });

  it('closes every socket once its session is cancelled, or when the session ends', async () => {
    const cancelled = await openRoom();
    const sides = [
      await connect(cancelled.roomKey, cancelled.mentor.cookie, 'mentor-page-1'),
      await connect(cancelled.roomKey, cancelled.student.cookie, 'student-page-1'),
    ];
    const res = await send('POST', `/api/sessions/${cancelled.session.id}/cancel`, undefined, cancelled.mentor.cookie);
    expect(res.status).toBe(200);
    for (const side of sides) expect(await side.closing()).toBe(ENDED_CLOSE_CODE);
    // Nobody gets back in.
    const again = await request(`/ws/video/${cancelled.roomKey}?client=mentor-page-1`, {
      cookie: cancelled.mentor.cookie,
      headers: { Upgrade: 'websocket' },
    });
    expect(again.status).toBe(409);

    const ending = await openRoom();
    const side = await connect(ending.roomKey, ending.student.cookie, 'student-page-1');
    const room = env.VIDEO_ROOM.get(env.VIDEO_ROOM.idFromName(present(ending.roomKey)));
    // Still joinable: the room looks again later and keeps the call.
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect(await Promise.race([side.closing(), scheduler.wait(300).then(() => 'open')])).toBe('open');
    await db()
      .update(mentorSessions)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 1000) })
      .where(eq(mentorSessions.id, ending.session.id));
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect(await side.closing()).toBe(ENDED_CLOSE_CODE);
  });
});
