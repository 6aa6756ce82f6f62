import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webinarRegistrations, webinars } from '../../../db/schema';
import type { RoomState, WebinarRoomEvent } from '../../contract/webinar-room';
import { app } from '../../app';
import { db, makeUser, ORIGIN, present } from '../../test/helpers';

// The live session's pictures through the Realtime SFU, with the service set up (its app id
// and secret in the Worker's environment) and answered by a fake fetch as its API documents.

const SFU_ENV = { ...env, REALTIME_APP_ID: 'app-1', REALTIME_APP_SECRET: 'secret-1' };
const OFFER = { type: 'offer' as const, sdp: 'v=0 offer' };
const ANSWER = { type: 'answer' as const, sdp: 'v=0 answer' };

type SfuCall = { method: string; path: string; body: unknown };
let sfuCalls: SfuCall[] = [];
let sessions = 0;

beforeEach(() => {
  sfuCalls = [];
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.host !== 'rtc.live.cloudflare.com') return real(input, init);
    const path = url.pathname.replace('/v1/apps/app-1', '');
    sfuCalls.push({
      method: init?.method ?? 'GET',
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (path === '/sessions/new') return Response.json({ sessionId: `sess-${++sessions}` }, { status: 201 });
    if (path.endsWith('/renegotiate')) return Response.json({});
    const body = JSON.parse(String(init?.body)) as { tracks: { location: string }[] };
    return body.tracks[0]?.location === 'local'
      ? Response.json({ sessionDescription: ANSWER, tracks: [] })
      : Response.json({ sessionDescription: OFFER, requiresImmediateRenegotiation: true, tracks: [] });
  });
});
afterEach(() => vi.unstubAllGlobals());

let ip = 0;
const call = (method: string, path: string, cookie: string, body?: unknown, withSfu = true) =>
  app.request(
    new URL(path, ORIGIN).href,
    {
      method,
      headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': `10.9.0.${++ip % 250}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    withSfu ? SFU_ENV : env,
    createExecutionContext(),
  );

async function liveWebinar() {
  const host = await makeUser({ firstName: 'Hana' });
  const [row] = await db()
    .insert(webinars)
    .values({
      title: 'Through the service',
      hostId: host.user.id,
      startsAt: new Date(Date.now() - 60_000),
      durationMinutes: 60,
      capacity: 10,
    })
    .returning();
  const webinar = present(row);
  const guest = await makeUser({ emailVerifiedAt: new Date() });
  await db().insert(webinarRegistrations).values({ webinarId: webinar.id, userId: guest.user.id, status: 'registered' });
  return { webinar, host, guest };
}

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('live video through the Realtime SFU', () => {
  it('publishes the host once, lets a registrant pull and answer, and tells the room', async () => {
    const { webinar, host, guest } = await liveWebinar();
    const upgraded = await app.request(
      new URL(`/ws/webinar/${webinar.id}`, ORIGIN).href,
      { headers: { Cookie: guest.cookie, Upgrade: 'websocket' } },
      SFU_ENV,
      createExecutionContext(),
    );
    const socket = present(upgraded.webSocket, 'the room socket');
    const events: WebinarRoomEvent[] = [];
    socket.addEventListener('message', (e: MessageEvent) => events.push(JSON.parse(String(e.data))));
    socket.accept();
    for (let tries = 0; tries < 100 && events.length === 0; tries++) await scheduler.wait(20);
    const state = (events[0] as { state: RoomState }).state;
    expect([state.transport, state.publications]).toEqual(['sfu', []]);

    const tracks = [
      { mid: '0', trackName: 'video-host' },
      { mid: '1', trackName: 'audio-host' },
    ];
    const published = await call('POST', `/api/webinars/${webinar.id}/sfu/publish`, host.cookie, { offer: OFFER, tracks });
    expect(published.status).toBe(200);
    const { sessionId: hostSession, answer } = (await published.json()) as { sessionId: string; answer: unknown };
    expect(answer).toEqual(ANSWER);
    for (let tries = 0; tries < 100 && !events.some((e) => e.type === 'published'); tries++) await scheduler.wait(20);
    expect(events.find((e) => e.type === 'published')).toEqual({
      type: 'published',
      publication: { userId: host.user.id, sessionId: hostSession, trackNames: ['video-host', 'audio-host'] },
    });

    // An attendee not on stage sends nothing.
    const refused = await call('POST', `/api/webinars/${webinar.id}/sfu/publish`, guest.cookie, { offer: OFFER, tracks });
    expect([refused.status, await messageOf(refused)]).toEqual([403, 'Only the host and the attendee on stage send video']);

    const pulled = await call('POST', `/api/webinars/${webinar.id}/sfu/pull`, guest.cookie, { publisherId: host.user.id });
    const { sessionId, offer } = (await pulled.json()) as { sessionId: string; offer: unknown };
    expect([pulled.status, offer]).toEqual([200, OFFER]);
    expect(sfuCalls.at(-1)).toEqual({
      method: 'POST',
      path: `/sessions/${sessionId}/tracks/new`,
      body: {
        tracks: [
          { location: 'remote', sessionId: hostSession, trackName: 'video-host' },
          { location: 'remote', sessionId: hostSession, trackName: 'audio-host' },
        ],
      },
    });
    // Only the session's own person answers for it.
    const stranger = await call('PUT', `/api/webinars/${webinar.id}/sfu/answer`, host.cookie, { sessionId, answer: ANSWER });
    expect([stranger.status, await messageOf(stranger)]).toEqual([404, 'No such session of yours']);
    const answered = await call('PUT', `/api/webinars/${webinar.id}/sfu/answer`, guest.cookie, { sessionId, answer: ANSWER });
    expect(answered.status).toBe(200);
    expect(sfuCalls.at(-1)).toEqual({
      method: 'PUT',
      path: `/sessions/${sessionId}/renegotiate`,
      body: { sessionDescription: ANSWER },
    });
    socket.close(1000);
  });

  it('answers 404 when the service is not set up, and refuses a bad description', async () => {
    const { webinar, host } = await liveWebinar();
    const unset = await call('POST', `/api/webinars/${webinar.id}/sfu/pull`, host.cookie, { publisherId: 1 }, false);
    expect([unset.status, await messageOf(unset)]).toEqual([
      404,
      'The video service is not set up: live video goes peer to peer',
    ]);
    const bad = await call('POST', `/api/webinars/${webinar.id}/sfu/publish`, host.cookie, {
      offer: { type: 'answer', sdp: 'x' },
      tracks: [],
    });
    expect(bad.status).toBe(400);
    expect(sfuCalls).toEqual([]);
  });
});
