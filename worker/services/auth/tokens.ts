import { and, eq, gt, isNull } from 'drizzle-orm';
import { authTokens } from '../../../db/schema';
import type { Db } from '../../env';
import { hashToken, randomToken } from '../../domain/secret-tokens';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'sign_in_code';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  sign_in_code: 10 * 60 * 1000,
};

// Storing a new token retires the older ones of the same purpose. The writes are also taken
// alone, for a batch that does more (an admin's resend, written with its audit row).
export const tokenWrites = (db: Db, userId: number, purpose: TokenPurpose, tokenHash: string, now: Date) =>
  [
    db
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt))),
    db.insert(authTokens).values({ tokenHash, userId, purpose, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]) }),
  ] as const;

export async function storeToken(db: Db, userId: number, purpose: TokenPurpose, tokenHash: string, now = new Date()) {
  await db.batch(tokenWrites(db, userId, purpose, tokenHash, now));
}

// A link's token (verify_email, reset_password).
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const token = randomToken();
  await storeToken(db, userId, purpose, await hashToken(token), now);
  return token;
}

// Marks the token used in the same statement that checks it, so two requests racing
// with one link cannot both succeed. Returns the owner's id, or null.
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, await hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}
