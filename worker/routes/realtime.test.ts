import { describe, expect, it } from 'vitest';
import { makeUser, present, request } from '../test/helpers';

describe('GET /ws/mentor', () => {
  it('refuses a visitor', async () => {
    const res = await request('/ws/mentor?userId=1', { headers: { Upgrade: 'websocket' } });
    expect(res.status).toBe(401);
  });

  it('asks for an upgrade when the request is not a WebSocket', async () => {
    const { cookie } = await makeUser();
    expect((await request('/ws/mentor', { cookie })).status).toBe(426);
  });

  it("opens the signed-in user's inbox socket and confirms the connection", async () => {
    const { cookie } = await makeUser();
    const res = await request('/ws/mentor?userId=999', { cookie, headers: { Upgrade: 'websocket' } });
    expect(res.status).toBe(101);
    const socket = present(res.webSocket, 'the upgraded WebSocket');
    const first = new Promise<string>((resolve) =>
      socket.addEventListener('message', (e: MessageEvent) => resolve(String(e.data))),
    );
    socket.accept();
    expect(JSON.parse(await first)).toEqual({ type: 'connection_confirmed' });
    socket.close(1000, 'done');
  });
});
