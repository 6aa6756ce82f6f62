import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { SESSION_COOKIE, findSessionUser, hashToken } from '../services/session';

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const tokenHash = token ? await hashToken(token) : null;
  c.set('sessionTokenHash', tokenHash);
  c.set('user', tokenHash ? await findSessionUser(c.var.db, tokenHash, c.env.FOUNDER_USERNAME) : null);
  return next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
  return next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const { user } = c.var;
  if (!user) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
  if (!user.isAdmin && !user.isSuperAdmin) throw new ApiError('FORBIDDEN', "You don't have admin privileges");
  return next();
});
