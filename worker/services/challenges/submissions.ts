import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { type ChallengeRow, challenges, comments, likes, submissions, users, votes } from '../../../db/schema';
import type { GalleryPage } from '../../contract/gallery';
import type { SubmissionDto } from '../../contract/submissions';
import type { Db } from '../../env';
import { notRemovedWhere, publicChallengeWhere } from './access';
import { resultsKnown } from './results';
import { type ShowcaseSource, showcaseChallengeWhere } from './showcase';
import { shuffleFor } from './voting';
import { variantUrl } from '../../contract/files';

const columns = {
  submission: submissions,
  challengeTitle: challenges.title,
  challengeKey: challenges.key,
  creatorId: challenges.creatorId,
  resultsAt: challenges.resultsAt,
  username: users.username,
  avatar: users.profileImageUrl,
};

type Row = {
  submission: typeof submissions.$inferSelect;
  challengeTitle: string;
  challengeKey: string | null;
  creatorId: number | null;
  resultsAt: Date | null;
  username: string;
  avatar: string | null;
};

type Counts = { likesCount: number; commentCount: number; voteCount: number; likedByMe: boolean };

const NO_COUNTS: Counts = { likesCount: 0, commentCount: 0, voteCount: 0, likedByMe: false };

// Likes, comments and votes per entry in one round trip, grouped rather than counted per
// row, for either one challenge's entries or a short list of ids.
async function countsFor(
  db: Db,
  scope: { challengeId: number } | { ids: number[] },
  viewerId: number | null,
): Promise<Map<number, Counts>> {
  const inScope = 'challengeId' in scope ? eq(submissions.challengeId, scope.challengeId) : inArray(submissions.id, scope.ids);
  const [likeRows, commentRows, voteRows, mine] = await db.batch([
    db
      .select({ id: likes.submissionId, n: count() })
      .from(likes)
      .innerJoin(submissions, eq(submissions.id, likes.submissionId))
      .where(inScope)
      .groupBy(likes.submissionId),
    db
      .select({ id: comments.submissionId, n: count() })
      .from(comments)
      .innerJoin(submissions, eq(submissions.id, comments.submissionId))
      .where(inScope)
      .groupBy(comments.submissionId),
    db
      .select({ id: votes.submissionId, n: count() })
      .from(votes)
      .innerJoin(submissions, eq(submissions.id, votes.submissionId))
      .where(inScope)
      .groupBy(votes.submissionId),
    db
      .select({ id: likes.submissionId })
      .from(likes)
      .innerJoin(submissions, eq(submissions.id, likes.submissionId))
      .where(and(inScope, eq(likes.userId, viewerId ?? -1))),
  ]);
  const counts = new Map<number, Counts>();
  const at = (id: number) => {
    const found = counts.get(id) ?? { ...NO_COUNTS };
    counts.set(id, found);
    return found;
  };
  for (const r of likeRows) at(r.id).likesCount = r.n;
  for (const r of commentRows) at(r.id).commentCount = r.n;
  for (const r of voteRows) at(r.id).voteCount = r.n;
  for (const r of mine) at(r.id).likedByMe = true;
  return counts;
}

function toDto(row: Row, counts: Counts, viewerId: number | null): SubmissionDto {
  const s = row.submission;
  const revealed = row.resultsAt !== null;
  const author = revealed || s.userId === viewerId;
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    altText: s.altText,
    imageUrl: s.imageUrl,
    image_url: s.imageUrl,
    thumbnailUrl: variantUrl('thumb', s.filename),
    challengeId: s.challengeId,
    challengeTitle: row.challengeTitle,
    challengeKey: row.challengeKey,
    isUserChallenge: row.creatorId !== null,
    userId: author ? s.userId : null,
    user_id: author ? s.userId : null,
    username: author ? row.username : null,
    profile_image_url: author ? row.avatar : null,
    userAvatar: author ? row.avatar : null,
    likesCount: counts.likesCount,
    commentCount: counts.commentCount,
    voteCount: revealed ? counts.voteCount : null,
    rank: revealed ? s.finalRank : null,
    score: revealed ? s.finalScore : null,
    camera: s.camera ?? null,
    width: s.width,
    height: s.height,
    createdAt: s.createdAt.toISOString(),
    isMine: s.userId === viewerId,
    likedByMe: counts.likedByMe,
  };
}

function selectSubmissions(db: Db) {
  return db
    .select(columns)
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .innerJoin(users, eq(users.id, submissions.userId));
}

// Before results, entries come in each viewer's own shuffled order; after, by place.
export async function challengeSubmissions(db: Db, challenge: ChallengeRow, viewerId: number | null): Promise<SubmissionDto[]> {
  const [rows, counts] = await Promise.all([
    selectSubmissions(db)
      // A deleted member's entries leave a challenge still running; named results keep theirs.
      .where(
        and(
          eq(submissions.challengeId, challenge.id),
          eq(submissions.status, 'active'),
          resultsKnown(challenge) ? undefined : isNull(users.deletedAt),
        ),
      )
      .orderBy(sql`${submissions.finalRank} IS NULL`, asc(submissions.finalRank), asc(submissions.id)),
    countsFor(db, { challengeId: challenge.id }, viewerId),
  ]);
  const dtos = rows.map((row) => toDto(row, counts.get(row.submission.id) ?? NO_COUNTS, viewerId));
  return resultsKnown(challenge) ? dtos : shuffleFor(dtos, viewerId ?? 0, challenge.id);
}

export async function findSubmission(db: Db, id: number, viewerId: number | null): Promise<SubmissionDto | null> {
  const [row] = await selectSubmissions(db)
    .where(and(eq(submissions.id, id), eq(submissions.status, 'active')))
    .limit(1);
  if (!row) return null;
  const counts = await countsFor(db, { ids: [id] }, viewerId);
  return toDto(row, counts.get(id) ?? NO_COUNTS, viewerId);
}

// Details for a short list of ids already chosen and ordered (at most 90: one statement).
async function dtosInOrder(db: Db, ids: number[], viewerId: number | null = null): Promise<SubmissionDto[]> {
  if (ids.length === 0) return [];
  const [rows, counts] = await Promise.all([
    selectSubmissions(db).where(inArray(submissions.id, ids)),
    countsFor(db, { ids }, viewerId),
  ]);
  const byId = new Map(rows.map((row) => [row.submission.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toDto(row, counts.get(id) ?? NO_COUNTS, viewerId)] : [];
  });
}

// The latest named winners (places 1–3) of the showcase's challenges, newest challenge
// first; with the viewer's own likes.
export async function recentWinners(
  db: Db,
  source: ShowcaseSource,
  limit: number,
  viewerId: number | null = null,
): Promise<SubmissionDto[]> {
  const recent = db
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(isNotNull(challenges.resultsAt), showcaseChallengeWhere(source)))
    .orderBy(desc(challenges.resultsAt), desc(challenges.id))
    .limit(limit);
  const ids = await db
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(and(inArray(submissions.challengeId, recent), eq(submissions.status, 'active'), lte(submissions.finalRank, 3)))
    .orderBy(desc(challenges.resultsAt), desc(challenges.id), asc(submissions.finalRank), asc(submissions.id))
    .limit(limit);
  return dtosInOrder(
    db,
    ids.map((r) => r.id),
    viewerId,
  );
}

// Recent entries whose authors may be shown: those of the showcase's challenges with results.
export async function featuredSubmissions(db: Db, source: ShowcaseSource, limit: number): Promise<SubmissionDto[]> {
  const ids = await db
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(and(eq(submissions.status, 'active'), isNotNull(challenges.resultsAt), showcaseChallengeWhere(source)))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
  return dtosInOrder(
    db,
    ids.map((r) => r.id),
  );
}

// A person's entries as others may see them: those of public challenges with results (so
// the author is public), newest first; the person themself also sees entries still running
// and those in private challenges. Removed challenges' entries are shown to nobody.
export async function profilePhotos(db: Db, userId: number, viewerId: number | null, limit = 30): Promise<SubmissionDto[]> {
  const visible = viewerId === userId ? notRemovedWhere() : and(isNotNull(challenges.resultsAt), publicChallengeWhere());
  const ids = await db
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(and(eq(submissions.userId, userId), eq(submissions.status, 'active'), visible))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
  return dtosInOrder(
    db,
    ids.map((r) => r.id),
    viewerId,
  );
}

// The gallery: entries of public challenges with results (winners and the rest), newest first,
// a page at a time by id so new photos never shift a page being read.
export async function galleryPage(db: Db, before: number | null, limit: number, viewerId: number | null): Promise<GalleryPage> {
  const ids = await db
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(
      and(
        eq(submissions.status, 'active'),
        isNotNull(challenges.resultsAt),
        publicChallengeWhere(),
        before === null ? undefined : lt(submissions.id, before),
      ),
    )
    .orderBy(desc(submissions.id))
    .limit(limit + 1);
  const page = ids.slice(0, limit).map((r) => r.id);
  return { photos: await dtosInOrder(db, page, viewerId), nextCursor: ids.length > limit ? (page.at(-1) ?? null) : null };
}
