import { env } from 'cloudflare:workers';
import exifr from 'exifr';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, storedObjects } from '../../../db/schema';
import type { ChatMessage } from '../../contract/messages';
import { concat, contains, JPEG } from '../../test/images';
import { CAMERA_TIFF, jpegSegment, jpegWith, latitudeBytes } from '../../test/image-metadata';
import { ORIGIN, db, makeUser, present, request, send, setFlag } from '../../test/helpers';
import { connectInbox } from '../../test/inbox-socket';
import { makeMentor } from '../../test/mentoring';
import { recordOf } from '../../test/quarantine';
import { sha256Hex } from '../../services/storage/stored-objects';

beforeAll(() => setFlag('mentor_program_access', true));

// A member who has written to a mentor: the two share a thread.
async function pair() {
  const mentor = await makeMentor();
  const student = await makeUser({ emailVerifiedAt: new Date() });
  const res = await send(
    'POST',
    '/api/mentors/messages',
    { recipientId: mentor.user.id, messageContent: 'Hello!' },
    student.cookie,
  );
  expect(res.status).toBe(201);
  return { mentor, student, first: (await res.json()) as ChatMessage };
}

function postPhoto(cookie: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return request('/api/mentors/messages/photo', { method: 'POST', cookie, headers: { Origin: ORIGIN }, body: form });
}

const text = (value: string) => new TextEncoder().encode(value);
const withGps = () => jpegWith(JPEG, jpegSegment(0xe1, concat(text('Exif\0\0'), CAMERA_TIFF(1))));

describe('photos in messages', () => {
  it('are stored without their metadata and shown to the thread’s two people only', async () => {
    const { mentor, student } = await pair();
    const res = await postPhoto(student.cookie, {
      recipientId: String(mentor.user.id),
      messageContent: 'This one, at dusk.',
      photo: new File([withGps()], 'dusk.jpg', { type: 'image/jpeg' }),
    });
    expect(res.status).toBe(201);
    const sent = (await res.json()) as ChatMessage;
    expect(sent).toMatchObject({
      messageContent: 'This one, at dusk.',
      attachment: { url: `/api/mentors/messages/${sent.id}/photo` },
    });
    const url = present(sent.attachment).url;
    const served = await request(url, { cookie: mentor.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('Cache-Control')).toBe('private, max-age=86400');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(contains(bytes, latitudeBytes())).toBe(false);
    expect(await exifr.gps(bytes)).toBeUndefined();
    expect((await request(url, { cookie: (await makeUser()).cookie })).status).toBe(404);
    expect((await request(url)).status).toBe(401);
    // Never under the public uploads path.
    const key = present((await db().query.messages.findFirst({ where: eq(messages.id, sent.id) }))?.attachmentKey);
    expect(key.startsWith('messages/')).toBe(true);
    expect((await request(`/api/uploads/${key}`, { cookie: mentor.cookie })).status).toBe(404);
    expect(await recordOf(key)).toMatchObject({
      kind: 'message_photo',
      userId: student.user.id,
      size: bytes.length,
      sha256: await sha256Hex(bytes),
    });
  });

  it('refuse a file that is not an image, one over 10 MB, and a photo to a stranger, storing nothing', async () => {
    const { mentor, student } = await pair();
    const before = (await env.PHOTOS.list({ prefix: 'messages/' })).objects.length;
    const notImage = await postPhoto(student.cookie, {
      recipientId: String(mentor.user.id),
      photo: new File([text('plain text')], 'a.jpg', { type: 'image/jpeg' }),
    });
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toMatchObject({ message: 'Photos must be JPEG, PNG or WebP images' });
    const huge = await postPhoto(student.cookie, {
      recipientId: String(mentor.user.id),
      photo: new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: 'Photos in messages must be 10 MB or smaller' });
    const stranger = await makeUser({ emailVerifiedAt: new Date() });
    const refused = await postPhoto(student.cookie, {
      recipientId: String(stranger.user.id),
      photo: new File([JPEG], 'a.jpg', { type: 'image/jpeg' }),
    });
    expect(refused.status).toBe(403);
    const missing = await postPhoto(student.cookie, { recipientId: String(mentor.user.id) });
    expect(missing.status).toBe(400);
    expect((await env.PHOTOS.list({ prefix: 'messages/' })).objects.length).toBe(before);
    expect(await db().select().from(storedObjects).where(like(storedObjects.key, 'messages/%'))).toHaveLength(before);
  });
});

describe('reporting a message', () => {
  it('puts a message sent to the reporter in the admins’ queue, once; an admin’s removal hides it', async () => {
    const { mentor, student, first } = await pair();
    const report = (cookie: string, id = first.id) =>
      send('POST', `/api/mentors/messages/${id}/report`, { reason: 'Spam link' }, cookie);
    expect((await report(student.cookie)).status).toBe(400);
    expect((await report((await makeUser()).cookie)).status).toBe(404);
    expect((await report(mentor.cookie)).status).toBe(201);
    expect((await report(mentor.cookie)).status).toBe(201);
    const blank = await send('POST', `/api/mentors/messages/${first.id}/report`, { reason: ' ' }, mentor.cookie);
    expect(blank.status).toBe(400);
    const admin = await makeUser({ isAdmin: true });
    const queue = (await (await request('/api/admin/reports', { cookie: admin.cookie })).json()) as {
      id: number;
      targetType: string;
      message: { id: number; content: string } | null;
    }[];
    const mine = queue.filter((r) => r.message?.id === first.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ targetType: 'message', message: { content: 'Hello!' } });
    const resolved = await send('POST', `/api/admin/reports/${mine[0]?.id}/resolve`, { resolution: 'remove' }, admin.cookie);
    expect(resolved.status).toBe(200);
    const thread = (await (
      await request(`/api/mentors/messages/${student.user.id}`, { cookie: mentor.cookie })
    ).json()) as ChatMessage[];
    expect(thread.find((m) => m.id === first.id)).toMatchObject({ removed: true, messageContent: '' });
  });
});

describe('unread messages and read receipts', () => {
  it('count what is unread, and tell the sender’s tabs when the thread is read', async () => {
    const { mentor, student } = await pair();
    await send(
      'POST',
      '/api/mentors/messages',
      { recipientId: mentor.user.id, messageContent: 'Are you there?' },
      student.cookie,
    );
    const unread = async (cookie: string) =>
      ((await (await request('/api/mentors/unread', { cookie })).json()) as { count: number }).count;
    expect(await unread(mentor.cookie)).toBe(2);
    const studentTab = await connectInbox(student.cookie);
    const thread = (await (
      await request(`/api/mentors/messages/${student.user.id}`, { cookie: mentor.cookie })
    ).json()) as ChatMessage[];
    // Fetching marked nothing; the thread on screen says how far it has shown.
    expect(await unread(mentor.cookie)).toBe(2);
    const markRead = (upToId: number) => send('POST', `/api/mentors/messages/${student.user.id}/read`, { upToId }, mentor.cookie);
    expect(await (await markRead(present(thread[0]).id)).json()).toEqual({ upToId: present(thread[0]).id });
    expect(await studentTab.next('messages_read')).toMatchObject({ upToId: present(thread[0]).id });
    // A message arrived since what is on screen stays unread.
    expect(await unread(mentor.cookie)).toBe(1);
    expect(await (await markRead(present(thread.at(-1)).id)).json()).toEqual({ upToId: present(thread.at(-1)).id });
    expect(await studentTab.next('messages_read')).toMatchObject({
      readerId: mentor.user.id,
      conversationId: present(thread[0]).conversationId,
      upToId: present(thread.at(-1)).id,
    });
    expect(await unread(mentor.cookie)).toBe(0);
    // Marking again marks nothing, so no second receipt.
    expect(await (await markRead(present(thread.at(-1)).id)).json()).toEqual({ upToId: null });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(studentTab.events.filter((e) => e.type === 'messages_read')).toHaveLength(0);
    studentTab.socket.close(1000, 'done');
  });

  it('tell the reader’s own tabs too, so the badge in each is asked again', async () => {
    const { mentor, student, first } = await pair();
    const mentorOtherTab = await connectInbox(mentor.cookie);
    await send('POST', `/api/mentors/messages/${student.user.id}/read`, { upToId: first.id }, mentor.cookie);
    expect(await mentorOtherTab.next('messages_read')).toMatchObject({ readerId: mentor.user.id });
    mentorOtherTab.socket.close(1000, 'done');
  });
});

describe('the block list', () => {
  it('names the members the caller blocked, until the block is lifted', async () => {
    const { mentor, student } = await pair();
    const list = async () =>
      ((await (await request('/api/mentors/blocks', { cookie: student.cookie })).json()) as { userIds: number[] }).userIds;
    expect(await list()).toEqual([]);
    expect((await send('PUT', `/api/mentors/blocks/${mentor.user.id}`, undefined, student.cookie)).status).toBe(204);
    expect(await list()).toEqual([mentor.user.id]);
    expect(
      ((await (await request('/api/mentors/blocks', { cookie: mentor.cookie })).json()) as { userIds: number[] }).userIds,
    ).toEqual([]);
    expect((await send('DELETE', `/api/mentors/blocks/${mentor.user.id}`, undefined, student.cookie)).status).toBe(204);
    expect(await list()).toEqual([]);
  });
});
