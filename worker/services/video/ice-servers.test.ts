import { describe, expect, it } from 'vitest';
import { iceServersFor } from './ice-servers';

const STUN = { urls: 'stun:stun.example.net:3478' };
const noNetwork: typeof fetch = () => Promise.reject(new Error('no network in this test'));

describe('iceServersFor', () => {
  it('answers the configured servers, none when the setting is empty, and refuses a malformed one', async () => {
    expect(await iceServersFor({ ICE_SERVERS: '' }, noNetwork)).toEqual([]);
    expect(await iceServersFor({ ICE_SERVERS: JSON.stringify([STUN]) }, noNetwork)).toEqual([STUN]);
    await expect(iceServersFor({ ICE_SERVERS: '{"urls": 1}' }, noNetwork)).rejects.toThrow('ICE_SERVERS is not a JSON list');
    await expect(iceServersFor({ ICE_SERVERS: 'stun:x' }, noNetwork)).rejects.toThrow('ICE_SERVERS is not a JSON list');
  });

  it('adds Cloudflare TURN credentials when the key is set, without the port browsers refuse', async () => {
    const asked: { url: string; init?: RequestInit }[] = [];
    const turn: typeof fetch = async (input, init) => {
      asked.push({ url: String(input), init });
      const iceServers = [
        {
          urls: ['stun:stun.cloudflare.com:3478', 'stun:stun.cloudflare.com:53', 'turn:turn.cloudflare.com:53?transport=udp'],
          username: 'u',
          credential: 'c',
        },
      ];
      return Response.json({ iceServers }, { status: 201 });
    };
    const env = { ICE_SERVERS: JSON.stringify([STUN]), TURN_KEY_ID: 'key-1', TURN_KEY_API_TOKEN: 'secret' };
    expect(await iceServersFor(env, turn)).toEqual([
      STUN,
      { urls: ['stun:stun.cloudflare.com:3478'], username: 'u', credential: 'c' },
    ]);
    expect(asked[0]?.url).toBe('https://rtc.live.cloudflare.com/v1/turn/keys/key-1/credentials/generate-ice-servers');
    expect(new Headers(asked[0]?.init?.headers).get('Authorization')).toBe('Bearer secret');
  });

  it('falls back to the configured servers when Cloudflare fails', async () => {
    const env = { ICE_SERVERS: JSON.stringify([STUN]), TURN_KEY_ID: 'key-1', TURN_KEY_API_TOKEN: 'secret' };
    expect(await iceServersFor(env, async () => new Response('nope', { status: 500 }))).toEqual([STUN]);
  });
});
