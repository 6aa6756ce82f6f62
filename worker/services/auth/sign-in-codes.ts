import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { authTokens, users } from '../../../db/schema';
import type { Db } from '../../env';
import { enqueueMail } from '../mail/outbox';
import { signInCodeMail } from '../mail/sign-in-code-mail';
import { hashToken } from '../../domain/secret-tokens';
import { storeToken } from './tokens';

// After many failed sign-ins on one account from anywhere (rate-limit.ts LIMITS.login), the
// right password alone no longer signs in: a 6-digit code is mailed, good for 10 minutes, once,
// and for 5 tries. Stored hashed with its account, since six digits repeat across accounts.
// The account stays guarded while failures go on (each moves the guard an hour on), so an
// attacker cannot wait for the failure count's window to end; a code sign-in or a password
// reset lifts it.

const GUARD_MS = 60 * 60_000;
export const CODE_TRIES = 5;

export const isGuarded = (user: { signInCodeUntil: Date | null }, now: Date) =>
  (user.signInCodeUntil?.getTime() ?? 0) > now.getTime();

export async function guardAccount(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ signInCodeUntil: new Date(now.getTime() + GUARD_MS) })
    .where(eq(users.id, userId));
}

export async function unguardAccount(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ signInCodeUntil: null }).where(eq(users.id, userId));
}

const codeHash = (userId: number, code: string) => hashToken(`sign-in:${userId}:${code}`);

// Uniform over 000000–999999: draws at or above the last whole million of 2^32 are redrawn.
function randomCode(): string {
  const ceiling = 2 ** 32 - (2 ** 32 % 1_000_000);
  for (;;) {
    const [draw = ceiling] = crypto.getRandomValues(new Uint32Array(1));
    if (draw < ceiling) return String(draw % 1_000_000).padStart(6, '0');
  }
}

type Account = { id: number; email: string; name: string };

// A new code retires the older ones.
export async function mailSignInCode(db: Db, account: Account, origin: string, now = new Date()): Promise<void> {
  const code = randomCode();
  await storeToken(db, account.id, 'sign_in_code', await codeHash(account.id, code), now);
  await enqueueMail(db, account.email, 'sign_in_code', signInCodeMail(account.name, code, `${origin}/forgot-password`));
}

const live = (userId: number, now: Date) =>
  and(
    eq(authTokens.userId, userId),
    eq(authTokens.purpose, 'sign_in_code'),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
    lt(authTokens.attempts, CODE_TRIES),
  );

// 'accepted' spends the code in the statement that checks it, so two requests with it cannot
// both sign in; 'wrong' counts a try against the live code; 'none' when no code is live
// (never sent, expired, used, or tried 5 times).
export async function spendSignInCode(db: Db, userId: number, code: string, now = new Date()) {
  const [accepted] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(live(userId, now), eq(authTokens.tokenHash, await codeHash(userId, code))))
    .returning({ userId: authTokens.userId });
  if (accepted) return 'accepted' as const;
  const [tried] = await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(live(userId, now))
    .returning({ attempts: authTokens.attempts });
  return tried ? ('wrong' as const) : ('none' as const);
}
