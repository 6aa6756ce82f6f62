import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { SESSION_COOKIE, deleteSession } from '../../services/session';

export const authRoutes = new Hono<AppEnv>()
  .get('/user', (c) => {
    if (!c.var.user) throw new ApiError('UNAUTHORIZED', 'Not signed in');
    return c.json(c.var.user);
  })
  .post('/logout', async (c) => {
    if (c.var.sessionTokenHash) await deleteSession(c.var.db, c.var.sessionTokenHash);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ message: 'Logged out successfully' });
  });
