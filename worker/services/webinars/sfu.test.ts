import { describe, expect, it } from 'vitest';
import { RealtimeSfu, SFU_UNAVAILABLE } from './sfu';

// The Realtime SFU cannot be reached from the tests: the client talks to a fake fetch that
// records each request and answers as the service's documented API does
// (https://developers.cloudflare.com/realtime/sfu/api/).

type Call = { method: string; path: string; auth: string | null; body: unknown };

function fakeSfu(routes: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      auth: new Headers(init?.headers).get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path.replace('/v1/apps/app-1', '')}`];
    return route ? route(call) : Response.json({ errorCode: 'not_found', errorDescription: 'no such route' }, { status: 404 });
  };
  return { sfu: new RealtimeSfu('app-1', 'secret-1', fetcher), calls };
}

const OFFER = { type: 'offer' as const, sdp: 'v=0 offer' };
const ANSWER = { type: 'answer' as const, sdp: 'v=0 answer' };

describe('the Realtime SFU client', () => {
  it('publishes a page’s tracks in a new session, with the secret as a bearer token', async () => {
    const { sfu, calls } = fakeSfu({
      'POST /sessions/new': () => Response.json({ sessionId: 'sess-host' }, { status: 201 }),
      'POST /sessions/sess-host/tracks/new': () =>
        Response.json({
          sessionDescription: ANSWER,
          tracks: [
            { trackName: 'video-1', mid: '0' },
            { trackName: 'audio-1', mid: '1' },
          ],
        }),
    });
    const session = await sfu.newSession();
    const answer = await sfu.publish(session, OFFER, [
      { mid: '0', trackName: 'video-1' },
      { mid: '1', trackName: 'audio-1' },
    ]);
    expect(answer).toEqual(ANSWER);
    expect(calls).toEqual([
      { method: 'POST', path: '/v1/apps/app-1/sessions/new', auth: 'Bearer secret-1', body: undefined },
      {
        method: 'POST',
        path: '/v1/apps/app-1/sessions/sess-host/tracks/new',
        auth: 'Bearer secret-1',
        body: {
          sessionDescription: OFFER,
          tracks: [
            { location: 'local', mid: '0', trackName: 'video-1' },
            { location: 'local', mid: '1', trackName: 'audio-1' },
          ],
        },
      },
    ]);
  });

  it('pulls a publisher’s tracks into a receiver’s session, and sends the receiver’s answer back', async () => {
    const { sfu, calls } = fakeSfu({
      'POST /sessions/sess-guest/tracks/new': () =>
        Response.json({
          sessionDescription: OFFER,
          requiresImmediateRenegotiation: true,
          tracks: [{ trackName: 'video-1', mid: '0' }],
        }),
      'PUT /sessions/sess-guest/renegotiate': () => Response.json({}),
    });
    expect(await sfu.pull('sess-guest', { sessionId: 'sess-host', trackNames: ['video-1'] })).toEqual(OFFER);
    await sfu.renegotiate('sess-guest', ANSWER);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        '/v1/apps/app-1/sessions/sess-guest/tracks/new',
        { tracks: [{ location: 'remote', sessionId: 'sess-host', trackName: 'video-1' }] },
      ],
      ['PUT', '/v1/apps/app-1/sessions/sess-guest/renegotiate', { sessionDescription: ANSWER }],
    ]);
  });

  it('tells a failure of the service, a track’s error included, as 503 without its details', async () => {
    const { sfu } = fakeSfu({
      'POST /sessions/new': () => new Response('upstream down', { status: 502 }),
      'POST /sessions/s/tracks/new': () =>
        Response.json({ tracks: [{ trackName: 'video-1', errorCode: 'not_found', errorDescription: 'no such track' }] }),
    });
    await expect(sfu.newSession()).rejects.toMatchObject({ code: 'UNAVAILABLE', message: SFU_UNAVAILABLE });
    await expect(sfu.pull('s', { sessionId: 'gone', trackNames: ['video-1'] })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: SFU_UNAVAILABLE,
    });
  });
});
