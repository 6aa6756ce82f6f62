import { deleteCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { ApiContext, AppEnv } from '../env';
import { cookieValue } from '../domain/cookie-value';
import { hashToken, TOKEN_LENGTH } from '../domain/secret-tokens';
import { SESSION_COOKIE, extendSession, findSessionUser } from '../services/session';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// HttpOnly and SameSite=Lax always; Secure everywhere but a local dev server on plain http.
export function setSessionCookie(c: ApiContext, token: string, expires: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: !LOCAL_HOSTS.has(new URL(c.req.url).hostname),
    expires,
  });
}

export function clearSessionCookie(c: ApiContext): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

// The hashes of the session cookies this isolate has met lately, oldest out first: a member's
// page asks several times with one cookie, and hashing it was a tenth of a signed-in read's own
// work. Only a cookie of a session's length is kept, so a stranger's can't fill the memory.
const RECENT_HASHES = 1_000;
const recentHashes = new Map<string, string>();

async function sessionTokenHash(token: string): Promise<string> {
  const known = recentHashes.get(token);
  if (known) return known;
  const hash = await hashToken(token);
  if (token.length !== TOKEN_LENGTH) return hash;
  if (recentHashes.size >= RECENT_HASHES) recentHashes.delete(recentHashes.keys().next().value as string);
  recentHashes.set(token, hash);
  return hash;
}

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = cookieValue(c.req.raw.headers.get('Cookie'), SESSION_COOKIE);
  const tokenHash = token ? await sessionTokenHash(token) : null;
  const found = tokenHash ? await findSessionUser(c.get('db'), tokenHash, c.env.FOUNDER_USERNAME) : null;
  c.set('sessionTokenHash', found ? tokenHash : null);
  c.set('user', found?.user ?? null);
  if (token && tokenHash && found) {
    const renewed = await extendSession(c.get('db'), tokenHash, found.expiresAt);
    if (renewed) setSessionCookie(c, token, renewed);
  }
  return next();
});
