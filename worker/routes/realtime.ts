import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { caller } from '../middleware/caller';
import { ApiError } from '../errors';
import { attachDb } from '../middleware/db';
import { loadSession } from '../middleware/session';

// The socket's user comes from the session cookie, never from the `userId` query
// parameter the client also sends (spec §7).
export const realtimeRoutes = new Hono<AppEnv>().use(attachDb, loadSession).get('/mentor', caller('member'), async (c) => {
  if (c.req.header('Upgrade') !== 'websocket') throw new ApiError('UPGRADE_REQUIRED', 'Expected a WebSocket upgrade');
  const inbox = c.env.USER_INBOX.get(c.env.USER_INBOX.idFromName(String(c.var.user.id)));
  const upgraded = await inbox.fetch(c.req.raw);
  // A fresh response, because the one from the Durable Object has immutable headers.
  return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
});
