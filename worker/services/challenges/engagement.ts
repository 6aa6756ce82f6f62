import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { comments, likes, reports, submissions, users } from '../../../db/schema';
import type { CommentDto } from '../../contract/submissions';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { commentNotification, likeNotification } from '../notifications/about-entries';
import { one } from '../one';

async function requireSubmission(db: Db, id: number) {
  const found = await db.query.submissions.findFirst({
    where: and(eq(submissions.id, id), eq(submissions.status, 'active')),
    columns: { id: true, userId: true, challengeId: true },
  });
  if (!found) throw new ApiError('NOT_FOUND', 'Photo not found');
  return found;
}

export async function likeCount(db: Db, submissionId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(likes).where(eq(likes.submissionId, submissionId));
  return row?.n ?? 0;
}

export async function hasLiked(db: Db, submissionId: number, userId: number): Promise<boolean> {
  const found = await db.query.likes.findFirst({ where: and(eq(likes.submissionId, submissionId), eq(likes.userId, userId)) });
  return Boolean(found);
}

// A toggle: liking twice unlikes. The primary key keeps one like per person.
// Answers whether the entry is now liked, and who was newly notified of it (its maker, the
// first time this member likes it).
export async function toggleLike(
  db: Db,
  submissionId: number,
  userId: number,
  now: Date,
): Promise<{ liked: boolean; notified: number[] }> {
  await requireSubmission(db, submissionId);
  const removed = await db
    .delete(likes)
    .where(and(eq(likes.submissionId, submissionId), eq(likes.userId, userId)))
    .returning({ id: likes.submissionId });
  if (removed.length > 0) return { liked: false, notified: [] };
  const [, notified] = await db.batch([
    db.insert(likes).values({ submissionId, userId }).onConflictDoNothing(),
    likeNotification(db, submissionId, userId, now),
  ]);
  return { liked: true, notified: notified.map((row) => row.userId) };
}

export async function listComments(db: Db, submissionId: number): Promise<CommentDto[]> {
  const rows = await db
    .select({ comment: comments, username: users.username, avatar: users.profileImageUrl })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.submissionId, submissionId), isNull(comments.hiddenAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(({ comment, username, avatar }) => ({
    id: comment.id,
    submissionId: comment.submissionId,
    userId: comment.userId,
    username,
    profile_image_url: avatar,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt?.toISOString() ?? null,
  }));
}

// Answers the new comment's id, and who was notified of it (the entry's maker, unless it is
// the commenter).
export async function addComment(
  db: Db,
  submissionId: number,
  userId: number,
  body: string,
  now: Date,
): Promise<{ id: number; notified: number[] }> {
  await requireSubmission(db, submissionId);
  const [rows, notified] = await db.batch([
    db.insert(comments).values({ submissionId, userId, body }).returning({ id: comments.id }),
    commentNotification(db, submissionId, userId, now),
  ]);
  return { id: one(rows, 'the new comment').id, notified: notified.map((row) => row.userId) };
}

// Only the author may edit or delete a comment; someone else's answers 404, not 403,
// so comment ids can't be probed.
export async function editComment(db: Db, commentId: number, userId: number, body: string, now: Date): Promise<void> {
  const updated = await db
    .update(comments)
    .set({ body, updatedAt: now })
    .where(and(eq(comments.id, commentId), eq(comments.userId, userId)))
    .returning({ id: comments.id });
  if (updated.length === 0) throw new ApiError('NOT_FOUND', 'Comment not found');
}

// `authorId` null: an admin deleting anyone's comment (recorded in the audit log by its route).
export async function deleteComment(db: Db, commentId: number, authorId: number | null): Promise<void> {
  const deleted = await db
    .delete(comments)
    .where(and(eq(comments.id, commentId), authorId === null ? undefined : eq(comments.userId, authorId)))
    .returning({ id: comments.id });
  if (deleted.length === 0) throw new ApiError('NOT_FOUND', 'Comment not found');
}

// A report queues the entry for an admin; it never hides anything by itself.
export async function reportSubmission(db: Db, submissionId: number, reporterId: number | null, reason: string): Promise<void> {
  await requireSubmission(db, submissionId);
  await db.insert(reports).values({ submissionId, reporterId, reason });
}
