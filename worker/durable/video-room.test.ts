import { beforeAll, describe, expect, it } from 'vitest';
import { REPLACED_CLOSE_CODE, type VideoRoomEvent } from '../contract/video-signals';
import { makeUser, present, request, setFlag } from '../test/helpers';
import { makeMentor, makeSession } from '../test/mentoring';

beforeAll(() => setFlag('mentor_booking_system', true));

// A session starting in five minutes: its room is open.
async function openRoom() {
  const mentor = await makeMentor();
  const student = await makeUser();
  const session = await makeSession(mentor.user.id, student.user.id, Date.now() + 5 * 60_000);
  return { mentor, student, roomKey: session.roomKey };
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
});
