import { and, eq, or } from 'drizzle-orm';
import { conversations, mentorSessions, users } from '../../../db/schema';
import { conversationIdOf } from '../../domain/messages';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { findListedMentor } from '../mentors/discovery';
import { blockedBetween } from '../member-blocks';

// Who may message whom (docs/rules.md "Messages"): nobody themselves or across a block; in a
// thread that exists, either side; a new thread only to a listed mentor (with a verified
// email) or to someone they share a session with. Typing signals follow the same rule, so a
// socket cannot make a stranger see "typing" (nor learn their id is someone's).

export type Sender = { id: number; emailVerified: boolean };

async function sharesSession(db: Db, a: number, b: number) {
  const [found] = await db
    .select({ id: mentorSessions.id })
    .from(mentorSessions)
    .where(
      or(
        and(eq(mentorSessions.mentorId, a), eq(mentorSessions.studentId, b)),
        and(eq(mentorSessions.mentorId, b), eq(mentorSessions.studentId, a)),
      ),
    )
    .limit(1);
  return Boolean(found);
}

// Throws why `from` may not write to `to`; else says whether the message starts their thread.
export async function mayMessage(db: Db, from: Sender, to: number): Promise<{ newThread: boolean }> {
  if (to === from.id) throw new ApiError('VALIDATION_FAILED', "You can't send a message to yourself");
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, to));
  if (!person) throw new ApiError('NOT_FOUND', 'No such member');
  if (await blockedBetween(db, from.id, to)) throw new ApiError('FORBIDDEN', "You can't message this member");
  const [thread] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationIdOf(from.id, to)));
  if (thread) return { newThread: false };
  const mentor = await findListedMentor(db, String(to));
  if ((mentor !== null && from.emailVerified) || (await sharesSession(db, from.id, to))) return { newThread: true };
  throw new ApiError(
    'FORBIDDEN',
    from.emailVerified || !mentor
      ? 'You can message mentors, and people you already talk with'
      : 'Verify your email address to message mentors',
  );
}

// Whether a member's socket may tell `to` it is typing: the same rule, asked of the stored account.
export async function mayTypeTo(db: Db, fromId: number, to: number): Promise<boolean> {
  const [from] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, fromId));
  if (!from) return false;
  try {
    await mayMessage(db, { id: fromId, emailVerified: from.verifiedAt !== null }, to);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
