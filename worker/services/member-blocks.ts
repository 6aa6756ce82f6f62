import { and, eq, or } from 'drizzle-orm';
import { messageBlocks, users } from '../../db/schema';
import type { Db } from '../env';
import { ApiError } from '../errors';

// Blocking a member stops messages between the two, both ways, until it is lifted, and with
// them the quick sessions one offers the other (mentors/quick-sessions.ts): below both, so
// messages and mentors each ask it. Blocking twice is blocking once (the pair is the key).

export async function blockMember(db: Db, blockerId: number, blockedId: number): Promise<void> {
  if (blockerId === blockedId) throw new ApiError('VALIDATION_FAILED', "You can't block yourself");
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, blockedId));
  if (!person) throw new ApiError('NOT_FOUND', 'No such member');
  await db.insert(messageBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function unblockMember(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.delete(messageBlocks).where(and(eq(messageBlocks.blockerId, blockerId), eq(messageBlocks.blockedId, blockedId)));
}

// Whether either of the two blocked the other.
export async function blockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const [found] = await db
    .select({ blockerId: messageBlocks.blockerId })
    .from(messageBlocks)
    .where(
      or(
        and(eq(messageBlocks.blockerId, a), eq(messageBlocks.blockedId, b)),
        and(eq(messageBlocks.blockerId, b), eq(messageBlocks.blockedId, a)),
      ),
    );
  return Boolean(found);
}

// The members `me` has blocked, so the menus can offer to lift each block.
export async function blockedBy(db: Db, me: number): Promise<number[]> {
  const rows = await db.select({ id: messageBlocks.blockedId }).from(messageBlocks).where(eq(messageBlocks.blockerId, me));
  return rows.map((row) => row.id);
}
