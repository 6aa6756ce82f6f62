import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../env';
import type { PublicUser } from '../routes/users/schema';

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
    .where(eq(users.id, id))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}
