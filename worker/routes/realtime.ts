import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { caller } from '../middleware/caller';
import { ApiError } from '../errors';
import { attachDb } from '../middleware/db';
import { loadSession } from '../middleware/session';

// The socket's user comes from the session cookie; a `userId` query parameter (spec §7) that
// names someone else is refused, and so is an upgrade from a page not of this site.
export const realtimeRoutes = new Hono<AppEnv>()
  .use(attachDb, loadSession)
  .get('/mentor', caller('member', { flag: 'mentor_program_access' }), async (c) => {
    if (c.req.header('Upgrade') !== 'websocket') throw new ApiError('UPGRADE_REQUIRED', 'Expected a WebSocket upgrade');
    const origin = c.req.header('Origin');
    if (origin && origin !== new URL(c.req.url).origin) throw new ApiError('FORBIDDEN', 'Connections come from this site only');
    const named = c.req.query('userId');
    if (named !== undefined && named !== String(c.var.user.id)) throw new ApiError('FORBIDDEN', 'That is not your inbox');
    const inbox = c.env.USER_INBOX.get(c.env.USER_INBOX.idFromName(String(c.var.user.id)));
    const headers = new Headers(c.req.raw.headers);
    headers.set('X-Inbox-User', String(c.var.user.id));
    const upgraded = await inbox.fetch(new Request(c.req.raw, { headers }));
    // A fresh response, because the one from the Durable Object has immutable headers.
    return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
  });
