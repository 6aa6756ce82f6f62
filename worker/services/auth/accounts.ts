import { eq, or, sql } from 'drizzle-orm';
import { sessions, users, type UserRow } from '../../../db/schema';
import type { NewAccount } from '../../contract/auth';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { enqueueMail } from '../mail/outbox';
import { closeInboxSockets } from '../messages/inbox-sign-out';
import { passwordChangedMail, resetPasswordMail, verifyEmailMail } from '../mail/templates';
import { PASSWORD_VERSION, hashPassword, spendPasswordTime, verifyPassword } from '../../domain/password';
import { refuseReservedUsername } from './reserved-usernames';
import { consumeToken, issueToken } from './tokens';
import { knownTimeZone } from '../../domain/zoned-time';

export const displayName = (user: Pick<UserRow, 'firstName' | 'username'>) => user.firstName || user.username;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

// The two mailed links, for a token already issued (here, or by an admin's action).
export const verificationContent = (user: Pick<UserRow, 'firstName' | 'username'>, token: string, origin: string) =>
  verifyEmailMail(displayName(user), `${origin}/verify-email?token=${token}`);
export const resetContent = (user: Pick<UserRow, 'firstName' | 'username'>, token: string, origin: string) =>
  resetPasswordMail(displayName(user), `${origin}/reset-password?token=${token}`);

async function sendVerification(db: Db, user: UserRow, origin: string): Promise<void> {
  const token = await issueToken(db, user.id, 'verify_email');
  await enqueueMail(db, user.email, 'verify_email', verificationContent(user, token, origin));
}

export async function registerAccount(db: Db, account: NewAccount, origin: string, founderUsername: string): Promise<UserRow> {
  refuseReservedUsername(account.username, founderUsername);
  const taken = await db.query.users.findFirst({
    where: or(eq(users.username, account.username), eq(users.email, account.email)),
  });
  if (taken?.username === account.username) throw new ApiError('CONFLICT', 'That username is already taken');
  if (taken) throw new ApiError('CONFLICT', 'An account with this email already exists');
  const { password, timeZone, ...fields } = account;
  const [user] = await db
    .insert(users)
    .values({
      ...fields,
      timeZone: knownTimeZone(timeZone),
      passwordHash: await hashPassword(password),
      passwordVersion: PASSWORD_VERSION,
    })
    .onConflictDoNothing()
    .returning();
  // Lost a race with an identical sign-up between the check and the insert.
  if (!user) throw new ApiError('CONFLICT', 'That username or email is already registered');
  await sendVerification(db, user, origin);
  return user;
}

// By email or username, in any case.
export async function findSignInAccount(db: Db, identifier: string): Promise<UserRow | undefined> {
  const key = identifier.trim().toLowerCase();
  return db.query.users.findFirst({ where: or(eq(users.email, key), eq(users.username, key)) });
}

// A missing account (or one with no password yet) costs as much time as a wrong password,
// so timing does not reveal which accounts exist.
export async function passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
  if (!user?.passwordHash) {
    await spendPasswordTime(password);
    return false;
  }
  return verifyPassword(password, user.passwordHash);
}

export async function resendVerification(db: Db, email: string, origin: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user && !user.emailVerifiedAt) await sendVerification(db, user, origin);
}

export async function verifyEmail(db: Db, token: string): Promise<boolean> {
  const userId = await consumeToken(db, token, 'verify_email');
  if (userId === null) return false;
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  return true;
}

// Silent when no account has this email: the answer must not tell who is registered.
export async function requestPasswordReset(db: Db, email: string, origin: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = await issueToken(db, user.id, 'reset_password');
  await enqueueMail(db, user.email, 'reset_password', resetContent(user, token, origin));
}

// A used reset signs the account out everywhere, open message sockets included. Following
// the link proves the mailbox is theirs, so it also verifies the email.
export async function resetPassword(
  db: Db,
  env: Pick<Env, 'USER_INBOX'>,
  token: string,
  password: string,
  origin: string,
): Promise<boolean> {
  const userId = await consumeToken(db, token, 'reset_password');
  if (userId === null) return false;
  const passwordHash = await hashPassword(password);
  const [user] = await db.batch([
    db
      .update(users)
      .set({
        passwordHash,
        passwordVersion: PASSWORD_VERSION,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${Date.now()})`,
        // A new password ends what guessing the old one started: no code is asked any more.
        signInCodeUntil: null,
      })
      .where(eq(users.id, userId))
      .returning(),
    db.delete(sessions).where(eq(sessions.userId, userId)),
  ]);
  const changed = user[0];
  if (!changed) return false;
  await closeInboxSockets(env, userId, null);
  await enqueueMail(db, changed.email, 'password_changed', passwordChangedMail(displayName(changed), `${origin}/auth?tab=login`));
  return true;
}
