import { and, eq, sql } from 'drizzle-orm';
import { type ChallengeRow, challenges, submissions } from '../../../db/schema';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditIfChanged } from '../audit-log';
import { recomputeStatsStatement } from './leaderboard';
import { challengeStatus } from '../../domain/status';

export type NewSubmission = {
  title: string;
  description: string;
  altText: string;
  filename: string;
  imageUrl: string;
  width: number | null;
  height: number | null;
  camera: Record<string, string | number | null> | null;
  // Of the bytes the member uploaded, before cleaning (PreparedPhoto.originalSha256).
  originalSha256: string | null;
};

export function assertOpenForEntries(challenge: ChallengeRow, now: Date): void {
  const status = challengeStatus(challenge, now);
  if (status !== 'active' && status !== 'upcoming') throw new ApiError('CONFLICT', 'Submissions are closed for this challenge');
}

// The limit check and the insert are one statement, so two uploads racing past a
// separate count can't both get in; the row and the entrant's leaderboard totals are one
// atomic batch, so a failing recompute leaves no entry behind (and the caller then
// deletes the stored photo). An admin's upload on the member's behalf (/admin/manual-upload)
// brings its audit row, written only when the entry was.
export async function addSubmission(
  db: Db,
  challenge: ChallengeRow,
  userId: number,
  entry: NewSubmission,
  now: Date,
  audit?: AuditRecord,
): Promise<number> {
  assertOpenForEntries(challenge, now);
  const limit = challenge.submissionLimit ?? Number.MAX_SAFE_INTEGER;
  // Every column in table order (drizzle checks it), so the insert can carry a WHERE.
  const row = db
    .select({
      id: sql`NULL`.as('id'),
      challengeId: challenges.id,
      userId: sql`${userId}`.as('user_id'),
      title: sql`${entry.title}`.as('title'),
      description: sql`${entry.description}`.as('description'),
      altText: sql`${entry.altText}`.as('alt_text'),
      filename: sql`${entry.filename}`.as('filename'),
      imageUrl: sql`${entry.imageUrl}`.as('image_url'),
      width: sql`${entry.width}`.as('width'),
      height: sql`${entry.height}`.as('height'),
      camera: sql`${entry.camera ? JSON.stringify(entry.camera) : null}`.as('camera'),
      status: sql`'active'`.as('status'),
      finalRank: sql`NULL`.as('final_rank'),
      finalScore: sql`NULL`.as('final_score'),
      votesCounted: sql`NULL`.as('votes_counted'),
      originalSha256: sql`${entry.originalSha256}`.as('original_sha256'),
      createdAt: sql`${now.getTime()}`.as('created_at'),
    })
    .from(challenges)
    .where(
      and(
        eq(challenges.id, challenge.id),
        sql`(SELECT COUNT(*) FROM ${submissions}
             WHERE challenge_id = ${challenge.id} AND user_id = ${userId} AND status = 'active') < ${limit}`,
      ),
    );
  const [inserted] = await db.batch([
    db.insert(submissions).select(row).returning({ id: submissions.id }),
    ...(audit ? [auditIfChanged(db, audit)] : []),
    recomputeStatsStatement(db, [userId], now),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) {
    throw new ApiError('CONFLICT', `You've reached this challenge's limit of ${limit} submission${limit === 1 ? '' : 's'}`);
  }
  return id;
}
