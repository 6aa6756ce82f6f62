import { expect } from 'vitest';
import { present, request } from './helpers';

// An open /ws/mentor socket for a member, and the events it receives after the connection
// is confirmed: `next(type)` waits for the first of that type (up to 5 seconds); `closed`
// answers the server's close code once it closes.
export async function connectInbox(cookie: string, headers: Record<string, string> = {}) {
  const res = await request('/ws/mentor', { cookie, headers: { Upgrade: 'websocket', ...headers } });
  expect(res.status).toBe(101);
  const socket = present(res.webSocket, 'the upgraded WebSocket');
  const events: { type: string; [key: string]: unknown }[] = [];
  const waiters: (() => void)[] = [];
  socket.addEventListener('message', (e: MessageEvent) => {
    events.push(JSON.parse(String(e.data)));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (e: CloseEvent) => resolve(e.code)));
  socket.accept();
  const next = async (type: string) => {
    for (let tries = 0; tries < 100; tries++) {
      const found = events.find((event) => event.type === type);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    throw new Error(`No ${type} event arrived`);
  };
  await next('connection_confirmed');
  return { socket, next, events, closed };
}
