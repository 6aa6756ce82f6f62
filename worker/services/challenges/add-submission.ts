import { sql } from 'drizzle-orm';
import { type ChallengeRow, submissions } from '../../../db/schema';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { recomputeStatsStatement } from './leaderboard';
import { challengeStatus } from './status';

export type NewSubmission = {
  title: string;
  description: string;
  altText: string;
  filename: string;
  imageUrl: string;
  width: number | null;
  height: number | null;
  camera: Record<string, string | number | null> | null;
};

export function assertOpenForEntries(challenge: ChallengeRow, now: Date): void {
  const status = challengeStatus(challenge, now);
  if (status !== 'active' && status !== 'upcoming') throw new ApiError('CONFLICT', 'Submissions are closed for this challenge');
}

// The limit check and the insert are one statement, so two uploads racing past a
// separate count can't both get in.
export async function addSubmission(db: Db, challenge: ChallengeRow, userId: number, entry: NewSubmission, now: Date): Promise<number> {
  assertOpenForEntries(challenge, now);
  const limit = challenge.submissionLimit ?? Number.MAX_SAFE_INTEGER;
  const inserted = await db.all<{ id: number }>(sql`
    INSERT INTO ${submissions} (challenge_id, user_id, title, description, alt_text, filename, image_url, width, height, camera, created_at)
    SELECT ${challenge.id}, ${userId}, ${entry.title}, ${entry.description}, ${entry.altText}, ${entry.filename},
           ${entry.imageUrl}, ${entry.width}, ${entry.height}, ${entry.camera ? JSON.stringify(entry.camera) : null}, ${now.getTime()}
    WHERE (SELECT COUNT(*) FROM ${submissions}
           WHERE challenge_id = ${challenge.id} AND user_id = ${userId} AND status = 'active') < ${limit}
    RETURNING id`);
  const id = inserted[0]?.id;
  if (id === undefined) {
    throw new ApiError('CONFLICT', `You've reached this challenge's limit of ${limit} submission${limit === 1 ? '' : 's'}`);
  }
  await recomputeStatsStatement(db, [userId], now);
  return id;
}
