import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webinarRecordings, webinarRegistrations, webinars } from '../../../db/schema';
import type { Replay } from '../../contract/webinar-recording';
import { bellOf, db, makeUser, ORIGIN, present, request, send } from '../../test/helpers';
import { WEBM_TAKES } from '../../test/webm-takes';
import { inQuarantine, recordOf } from '../../test/quarantine';
import { sha256Hex } from '../storage/stored-objects';
import { deleteExpiredRecordings, joinDueRecordings } from './recording-files';
import { joinableParts } from './recording-takes';

const MINUTE = 60_000;
const MiB = 1024 * 1024;

// A live webinar hosted by a member (not an admin), with one registrant.
async function liveWebinar() {
  const host = await makeUser();
  const registrant = await makeUser();
  const [row] = await db()
    .insert(webinars)
    .values({
      title: 'Night streets',
      hostId: host.user.id,
      startsAt: new Date(Date.now() - 10 * MINUTE),
      durationMinutes: 60,
      capacity: 10,
      startedAt: new Date(Date.now() - 10 * MINUTE),
    })
    .returning();
  const webinar = present(row);
  await db().insert(webinarRegistrations).values({ webinarId: webinar.id, userId: registrant.user.id, status: 'registered' });
  return { webinar, host, registrant };
}

const startTake = (id: number, cookie: string) => send('POST', `/api/webinars/${id}/recording/takes`, undefined, cookie);
const putPart = (id: number, take: number, n: number, body: Uint8Array, cookie: string) =>
  request(`/api/webinars/${id}/recording/takes/${take}/parts/${n}`, {
    method: 'PUT',
    cookie,
    headers: { Origin: ORIGIN, 'Content-Type': 'application/octet-stream', 'Content-Length': String(body.length) },
    body,
  });
const finish = (id: number, take: number, lastPart: number, cookie: string) =>
  send('POST', `/api/webinars/${id}/recording/takes/${take}/finish`, { lastPart }, cookie);

// A whole take sent as its one (last) part, and finished.
async function recordTake(id: number, cookie: string, bytes: Uint8Array) {
  const started = await startTake(id, cookie);
  expect(started.status).toBe(201);
  const { takeId } = (await started.json()) as { takeId: number };
  expect((await putPart(id, takeId, 1, bytes, cookie)).status).toBe(200);
  expect((await finish(id, takeId, 1, cookie)).status).toBe(200);
  return takeId;
}

const endNow = (id: number) => db().update(webinars).set({ endedAt: new Date() }).where(eq(webinars.id, id));
const replayOf = async (id: number, cookie?: string) =>
  (await (await request(`/api/webinars/${id}/recording`, { cookie })).json()) as Replay;

describe("a webinar's recording", () => {
  it('is taken by the host while live, in takes, and joined once into a replay its registrants are told of', async () => {
    const { webinar, host, registrant } = await liveWebinar();
    expect((await startTake(webinar.id, registrant.cookie)).status).toBe(403);
    await recordTake(webinar.id, host.cookie, WEBM_TAKES[0]);
    // The host's page reloaded: a second take of the same recording.
    await recordTake(webinar.id, host.cookie, WEBM_TAKES[1]);
    expect((await replayOf(webinar.id, registrant.cookie)).status).toBe('recording');

    await endNow(webinar.id);
    // Two passes at once: one joins it.
    const passes = await Promise.all([joinDueRecordings(db(), env.PHOTOS), joinDueRecordings(db(), env.PHOTOS)]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    const [recording] = await db().select().from(webinarRecordings).where(eq(webinarRecordings.webinarId, webinar.id));
    expect(recording?.status).toBe('ready');
    // Two three-second takes.
    expect(recording?.durationMs).toBeGreaterThan(5500);
    expect(recording?.durationMs).toBeLessThan(6500);
    // The takes are gone; the replay alone is kept.
    const stored = (await env.PHOTOS.list({ prefix: `recordings/${webinar.id}/` })).objects.map((o) => o.key);
    expect(stored).toEqual([present(recording?.objectKey)]);
    // Its fingerprint, taken as it was written.
    const replay = present(await env.PHOTOS.get(present(recording?.objectKey)), 'the replay');
    const bytes = new Uint8Array(await replay.arrayBuffer());
    expect(await recordOf(present(recording?.objectKey))).toMatchObject({
      kind: 'recording',
      userId: host.user.id,
      size: bytes.length,
      sha256: await sha256Hex(bytes),
      partSha256: [await sha256Hex(bytes)],
    });

    const told = (await bellOf(registrant.user.id)).filter((n) => n.kind === 'webinar_replay');
    expect(told).toEqual([
      { kind: 'webinar_replay', text: 'The replay of “Night streets” is ready', link: `/webinar/${webinar.id}/recording` },
    ]);
    expect(await joinDueRecordings(db(), env.PHOTOS)).toBe(0);
  });

  it('plays by byte range for registrants, the host and (once public) everyone, and for nobody else', async () => {
    const { webinar, host, registrant } = await liveWebinar();
    await recordTake(webinar.id, host.cookie, WEBM_TAKES[0]);
    await endNow(webinar.id);
    await joinDueRecordings(db(), env.PHOTOS, new Date(), webinar.id);
    const stranger = await makeUser();

    const mine = await replayOf(webinar.id, registrant.cookie);
    expect([mine.status, mine.mayWatch, mine.fileUrl]).toEqual(['ready', true, `/api/webinars/${webinar.id}/recording/file`]);
    const whole = await request(present(mine.fileUrl), { cookie: registrant.cookie });
    const size = Number(whole.headers.get('Content-Length'));
    expect([whole.status, whole.headers.get('Content-Type'), whole.headers.get('Accept-Ranges')]).toEqual([
      200,
      'video/webm',
      'bytes',
    ]);
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const part = await request(present(mine.fileUrl), { cookie: host.cookie, headers: { Range: 'bytes=100-199' } });
    expect([part.status, part.headers.get('Content-Range')]).toEqual([206, `bytes 100-199/${size}`]);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const tail = await request(present(mine.fileUrl), { cookie: host.cookie, headers: { Range: 'bytes=-10' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(size - 10));
    const beyond = await request(present(mine.fileUrl), { cookie: host.cookie, headers: { Range: `bytes=${size}-` } });
    expect([beyond.status, beyond.headers.get('Content-Range')]).toEqual([416, `bytes */${size}`]);

    for (const cookie of [stranger.cookie, undefined]) {
      expect((await replayOf(webinar.id, cookie)).mayWatch).toBe(false);
      expect((await request(present(mine.fileUrl), { cookie })).status).toBe(404);
    }
    await db().update(webinarRecordings).set({ isPublic: true }).where(eq(webinarRecordings.webinarId, webinar.id));
    expect((await replayOf(webinar.id)).mayWatch).toBe(true);
    expect((await request(present(mine.fileUrl))).status).toBe(200);
  });

  it('refuses a take once the webinar is over, an oversized or empty part, and a finish with parts missing', async () => {
    const { webinar, host } = await liveWebinar();
    const started = (await (await startTake(webinar.id, host.cookie)).json()) as { takeId: number };
    const tooBig = await request(`/api/webinars/${webinar.id}/recording/takes/${started.takeId}/parts/1`, {
      method: 'PUT',
      cookie: host.cookie,
      headers: { Origin: ORIGIN, 'Content-Type': 'application/octet-stream', 'Content-Length': String(10 * MiB + 1) },
      body: new Uint8Array(16),
    });
    expect(tooBig.status).toBe(413);
    expect((await putPart(webinar.id, started.takeId, 1, new Uint8Array(0), host.cookie)).status).toBe(400);
    const missing = await finish(webinar.id, started.takeId, 2, host.cookie);
    expect([missing.status, ((await missing.json()) as { message: string }).message]).toEqual([
      409,
      'Part 1 of 2 is missing or not 10 MiB: send it again',
    ]);
    await endNow(webinar.id);
    expect((await startTake(webinar.id, host.cookie)).status).toBe(409);
  });

  it('joins only parts in a row, each full but the last', () => {
    const part = (partNumber: number, bytes = 10 * MiB) => ({ partNumber, bytes });
    expect(joinableParts([part(1), part(2), part(3, 5)])).toEqual([part(1), part(2), part(3, 5)]);
    expect(joinableParts([part(1), part(3)])).toEqual([part(1)]);
    expect(joinableParts([part(1, 7), part(2)])).toEqual([part(1, 7)]);
    expect(joinableParts([part(2)])).toEqual([]);
  });

  it('is deleted once the time an admin chose to keep it is up, its file to quarantine', async () => {
    const { webinar, host } = await liveWebinar();
    await recordTake(webinar.id, host.cookie, WEBM_TAKES[1]);
    await endNow(webinar.id);
    await joinDueRecordings(db(), env.PHOTOS, new Date(), webinar.id);
    const admin = await makeUser({ isAdmin: true });
    const [row] = await db().select().from(webinarRecordings).where(eq(webinarRecordings.webinarId, webinar.id));
    const id = present(row).id;
    const bad = await send('PUT', `/api/admin/recordings/${id}`, { published: true, isPublic: false, keepDays: 0 }, admin.cookie);
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([400, 'keepDays: Keep it at least a day']);
    const saved = await send(
      'PUT',
      `/api/admin/recordings/${id}`,
      { published: true, isPublic: false, keepDays: 2 },
      admin.cookie,
    );
    expect(saved.status).toBe(200);
    expect(await deleteExpiredRecordings(db(), env.PHOTOS, new Date(Date.now() + MINUTE))).toBe(0);
    expect(await deleteExpiredRecordings(db(), env.PHOTOS, new Date(Date.now() + 3 * 86_400_000))).toBe(1);
    expect((await env.PHOTOS.list({ prefix: `recordings/${webinar.id}/` })).objects).toEqual([]);
    expect((await replayOf(webinar.id, host.cookie)).status).toBeNull();
    expect(await inQuarantine(present(row?.objectKey))).toMatchObject({
      kind: 'recording',
      userId: host.user.id,
      subjectType: 'webinar_recording',
      subjectId: id,
      reason: 'Kept replay reached the end of its time',
      byUserId: null,
      kept: true,
      leftBehind: false,
    });
  });
});
