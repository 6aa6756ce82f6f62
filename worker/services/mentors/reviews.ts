import { and, eq, isNull, sql } from 'drizzle-orm';
import { mentorProfiles, mentorReviews } from '../../../db/schema';
import type { MentorSessionDto } from '../../contract/sessions';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { noticeRows, notify, toldIn } from '../notifications/notify';
import { runBatch, statement } from '../statements';
import { sessionNotice } from './session-notices';
import { sessionFor } from './session-records';

// After a completed session its student rates it once (the session's id is the review's
// key); the mentor may answer once, and hears of it (`notified`). The profile's average is
// recounted from the reviews in the same batch, never incremented.

const isDuplicate = (error: unknown) =>
  /UNIQUE constraint failed: mentor_reviews\.session_id/.test(
    error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error),
  );

export async function reviewSession(
  db: Db,
  sessionId: number,
  userId: number,
  review: { rating: number; comment: string },
  now = new Date(),
): Promise<{ session: MentorSessionDto; notified: number[] }> {
  const { loaded, role } = await sessionFor(db, sessionId, userId, now);
  if (role !== 'student') throw new ApiError('FORBIDDEN', 'Only the student reviews a session');
  if (loaded.session.status !== 'completed') throw new ApiError('CONFLICT', 'You can review a session once it is completed');
  const mentorId = loaded.session.mentorId;
  let notified: number[];
  try {
    const written = await runBatch(db, [
      statement(db, db.insert(mentorReviews).values({ sessionId, mentorId, studentId: userId, ...review, createdAt: now })),
      statement(
        db,
        db
          .update(mentorProfiles)
          .set({
            ratingCount: sql`(SELECT count(*) FROM mentor_reviews WHERE mentor_id = ${mentorId})`,
            ratingSum: sql`(SELECT coalesce(sum(rating), 0) FROM mentor_reviews WHERE mentor_id = ${mentorId})`,
          })
          .where(eq(mentorProfiles.userId, mentorId)),
      ),
      statement(db, notify(db, noticeRows([sessionNotice(loaded, 'review', 'mentor', review.rating)], now))),
    ]);
    notified = toldIn(written[2]);
  } catch (error) {
    if (isDuplicate(error)) throw new ApiError('CONFLICT', 'You have already reviewed this session');
    throw error;
  }
  return { session: (await sessionFor(db, sessionId, userId, now)).dto, notified };
}

export async function replyToReview(db: Db, sessionId: number, userId: number, reply: string, now = new Date()) {
  const { loaded, role } = await sessionFor(db, sessionId, userId, now);
  if (role !== 'mentor') throw new ApiError('FORBIDDEN', 'Only the mentor answers a review');
  if (!loaded.review) throw new ApiError('NOT_FOUND', 'There is no review to answer yet');
  const [answered] = await db
    .update(mentorReviews)
    .set({ reply, repliedAt: now })
    .where(and(eq(mentorReviews.sessionId, sessionId), isNull(mentorReviews.reply)))
    .returning({ sessionId: mentorReviews.sessionId });
  if (!answered) throw new ApiError('CONFLICT', 'You have already answered this review');
  return (await sessionFor(db, sessionId, userId, now)).dto;
}
