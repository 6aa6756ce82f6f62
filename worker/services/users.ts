import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../env';
import type { OwnProfile, PublicUser } from '../contract/users';

// A person's name as others read it: first and last, or the username when they gave none.
export const fullName = (user: { firstName: string | null; lastName: string | null; username: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

// Only what anyone may see of a person: never their email or anything secret.
export async function findPublicUser(db: Db, id: number): Promise<PublicUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      profileImageUrl: users.profileImageUrl,
      createdAt: users.createdAt,
    })
    .from(users)
    // A deleted account's profile is gone from the site at once, as it will be for good.
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

export async function findOwnProfile(db: Db, id: number): Promise<OwnProfile | null> {
  const row = await db.query.users.findFirst({ where: eq(users.id, id) });
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    bio: row.bio,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    timeZone: row.timeZone,
    mailBlocked: row.mailBlockedAt ? (row.mailBlockReason ?? 'bounce') : null,
  };
}
