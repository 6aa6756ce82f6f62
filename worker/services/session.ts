import { and, eq, gt, lte } from 'drizzle-orm';
import { mentorProfiles, sessions, users } from '../../db/schema';
import type { Db } from '../env';
import type { CurrentUser } from '../routes/auth/schema';

export const SESSION_COOKIE = 'ac_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// Returns the cookie value; only its hash is stored.
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: await hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ h: sessions.tokenHash });
  return removed.length;
}

// The spec's founder account is an admin by name; the name is configuration, not code.
export async function findSessionUser(
  db: Db,
  tokenHash: string,
  founderUsername: string,
  now = new Date(),
): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ user: users, profileStatus: mentorProfiles.profileStatus })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const { user } = row;
  const isFounder = founderUsername !== '' && user.username === founderUsername;
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin || isFounder,
    isSuperAdmin: user.isSuperAdmin || isFounder,
    isAuthenticated: true,
    mentorProfile: row.profileStatus ? { profileStatus: row.profileStatus } : null,
  };
}
