import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { mentorProfiles, sessions, type UserRow, users } from '../../db/schema';
import type { Db } from '../env';
import type { CurrentUser, MentorProfileStatus } from '../contract/auth';
import { hashToken, randomToken } from '../domain/secret-tokens';
import { inGoodStanding } from './members/standing';
import { closeInboxSockets } from './messages/inbox-sign-out';
import { reusedStatement } from './statements';

export const SESSION_COOKIE = 'ac_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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

// Sliding expiry: a session in use is pushed out to a full term once half of it has passed.
export async function extendSession(db: Db, tokenHash: string, expiresAt: Date, now = new Date()): Promise<Date | null> {
  if (expiresAt.getTime() - now.getTime() > SESSION_TTL_MS / 2) return null;
  const renewed = new Date(now.getTime() + SESSION_TTL_MS);
  await db.update(sessions).set({ expiresAt: renewed }).where(eq(sessions.tokenHash, tokenHash));
  return renewed;
}

// Sign-out: the session's row goes, and so do the inbox sockets it opened.
export async function endSession(
  db: Db,
  env: Pick<Env, 'USER_INBOX'>,
  session: { userId: number; tokenHash: string },
): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, session.tokenHash));
  await closeInboxSockets(env, session.userId, session.tokenHash);
}

// Expired sessions go, and so do the inbox sockets they opened (a tab left open for the
// month a session lasts unused would otherwise go on hearing messages).
export async function deleteExpiredSessions(db: Db, env: Pick<Env, 'USER_INBOX'>, now: Date): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ userId: sessions.userId, tokenHash: sessions.tokenHash });
  await Promise.all(removed.map(({ userId, tokenHash }) => closeInboxSockets(env, userId, tokenHash)));
  return removed.length;
}

// Every signed-in request starts here, so the statement is built once and bound per call
// (services/statements.ts), and reads only the columns the session's user is made of.
const sessionUser = reusedStatement<{ tokenHash: string; now: number }>((db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      isAdmin: users.isAdmin,
      isSuperAdmin: users.isSuperAdmin,
      emailVerifiedAt: users.emailVerifiedAt,
      profileStatus: mentorProfiles.profileStatus,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    // A suspended or deleted member's sessions are ended with the action; this keeps a cookie
    // from working even so, and a dated suspension ends with its date.
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        inGoodStanding(sql.placeholder('now')),
      ),
    )
    .limit(1),
);

type SessionUserRow = [
  id: number,
  username: string,
  firstName: string | null,
  lastName: string | null,
  profileImageUrl: string | null,
  isAdmin: number,
  isSuperAdmin: number,
  emailVerifiedAt: number | null,
  profileStatus: MentorProfileStatus | null,
  expiresAt: number,
];

export async function findSessionUser(
  db: Db,
  tokenHash: string,
  founderUsername: string,
  now = new Date(),
): Promise<{ user: CurrentUser; expiresAt: Date } | null> {
  const [row] = await sessionUser(db, { tokenHash, now: now.getTime() }).raw<SessionUserRow>();
  if (!row) return null;
  const [id, username, firstName, lastName, profileImageUrl, isAdmin, isSuperAdmin, emailVerifiedAt, profileStatus, expiresAt] =
    row;
  const user = { id, username, firstName, lastName, profileImageUrl, isAdmin: isAdmin === 1, isSuperAdmin: isSuperAdmin === 1 };
  return {
    user: toCurrentUser(
      { ...user, emailVerifiedAt: emailVerifiedAt === null ? null : new Date(emailVerifiedAt) },
      profileStatus,
      founderUsername,
    ),
    expiresAt: new Date(expiresAt),
  };
}

// The spec's founder account is an admin by name; the name is configuration, not code.
export function toCurrentUser(
  user: Pick<
    UserRow,
    'id' | 'username' | 'firstName' | 'lastName' | 'profileImageUrl' | 'isAdmin' | 'isSuperAdmin' | 'emailVerifiedAt'
  >,
  profileStatus: MentorProfileStatus | null,
  founderUsername: string,
): CurrentUser {
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
    emailVerified: user.emailVerifiedAt !== null,
    mentorProfile: profileStatus ? { profileStatus } : null,
  };
}
