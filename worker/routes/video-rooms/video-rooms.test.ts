import { describe, expect, it } from 'vitest';
import { videoRoomSchema } from '../../contract/video-rooms';
import { makeUser, request, setFlag } from '../../test/helpers';
import { makeMentor, makeSession } from '../../test/mentoring';

describe('GET /api/video-rooms/{roomKey}', () => {
  it('answers each of the two people with the other and the room’s state, and 403 to anyone else', async () => {
    await setFlag('mentor_booking_system', true);
    const mentor = await makeMentor();
    const student = await makeUser({ firstName: 'Ada', lastName: 'Lens' });
    const stranger = await makeUser();
    const session = await makeSession(mentor.user.id, student.user.id, Date.now() + 5 * 60_000);
    const path = `/api/video-rooms/${session.roomKey}`;

    const asMentor = await request(path, { cookie: mentor.cookie });
    expect(asMentor.status).toBe(200);
    const room = videoRoomSchema.parse(await asMentor.json());
    expect(room).toEqual({
      sessionId: session.id,
      sessionPath: `/session-invite/${session.id}`,
      role: 'mentor',
      other: { userId: student.user.id, name: 'Ada Lens', photoUrl: null },
      open: true,
      iceServers: [],
    });
    const asStudent = videoRoomSchema.parse(await (await request(path, { cookie: student.cookie })).json());
    expect(asStudent).toMatchObject({ role: 'student', other: { userId: mentor.user.id } });

    const refused = await request(path, { cookie: stranger.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: 'Only the mentor and the student of this session can join its video call',
    });
    expect((await request(path)).status).toBe(401);
    expect((await request(`/api/video-rooms/${'0'.repeat(32)}`, { cookie: student.cookie })).status).toBe(404);
    expect((await request('/api/video-rooms/not-a-key', { cookie: student.cookie })).status).toBe(400);
  });

  it('says a room is closed before its opening and after the session', async () => {
    await setFlag('mentor_booking_system', true);
    const mentor = await makeMentor();
    const student = await makeUser();
    for (const startsAt of [Date.now() + 3 * 3_600_000, Date.now() - 2 * 3_600_000]) {
      const { roomKey } = await makeSession(mentor.user.id, student.user.id, startsAt);
      const room = videoRoomSchema.parse(await (await request(`/api/video-rooms/${roomKey}`, { cookie: student.cookie })).json());
      expect(room.open).toBe(false);
    }
  });

  it('answers 403 Feature Not Available while mentor_booking_system is off', async () => {
    await setFlag('mentor_booking_system', false);
    const mentor = await makeMentor();
    const student = await makeUser();
    const { roomKey } = await makeSession(mentor.user.id, student.user.id, Date.now() + 5 * 60_000);
    const res = await request(`/api/video-rooms/${roomKey}`, { cookie: student.cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Feature Not Available' });
  });
});
