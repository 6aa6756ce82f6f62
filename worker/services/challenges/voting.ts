import { and, eq } from 'drizzle-orm';
import { submissions, votes } from '../../../db/schema';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import type { CurrentUser } from '../../contract/auth';
import { findChallenge } from './queries';
import { challengeStatus } from '../../domain/status';

// The server enforces every voting rule (docs/rules.md): verified accounts only, never
// your own entry, only while the challenge is in its voting window, one score per voter
// per entry (a second vote replaces the first until voting closes).
export async function castVote(db: Db, voter: CurrentUser, submissionId: number, score: number, now: Date): Promise<void> {
  const entry = await db.query.submissions.findFirst({
    where: and(eq(submissions.id, submissionId), eq(submissions.status, 'active')),
    columns: { id: true, userId: true, challengeId: true },
  });
  if (!entry) throw new ApiError('NOT_FOUND', 'Photo not found');
  if (entry.userId === voter.id) throw new ApiError('FORBIDDEN', "You can't vote on your own photo");
  const challenge = await findChallenge(db, entry.challengeId);
  if (!challenge || challengeStatus(challenge, now) !== 'voting') {
    throw new ApiError('CONFLICT', 'Voting is not open for this challenge');
  }
  if (challenge.creatorId === voter.id) throw new ApiError('FORBIDDEN', "You can't vote in a challenge you created");
  await db
    .insert(votes)
    .values({ submissionId, voterId: voter.id, challengeId: entry.challengeId, score, updatedAt: now })
    .onConflictDoUpdate({ target: [votes.submissionId, votes.voterId], set: { score, updatedAt: now } });
}

// A stable shuffle per voter and challenge (mulberry32 seeded from both ids): each voter
// sees their own order, the same every visit, so no entry always comes first.
export function shuffleFor<T>(items: T[], voterId: number, challengeId: number): T[] {
  let seed = (Math.imul(voterId, 0x9e3779b1) ^ Math.imul(challengeId, 0x85ebca6b)) >>> 0;
  const random = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const [a, b] = [out[i], out[j]] as [T, T];
    [out[i], out[j]] = [b, a];
  }
  return out;
}

export async function myScores(db: Db, voterId: number, challengeId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ submissionId: votes.submissionId, score: votes.score })
    .from(votes)
    .where(and(eq(votes.challengeId, challengeId), eq(votes.voterId, voterId)));
  return new Map(rows.map((r) => [r.submissionId, r.score]));
}

// After results: every counted and uncounted score on an entry, without who gave it.
export async function anonymousVotes(db: Db, submissionId: number): Promise<{ score: number }[]> {
  return db.select({ score: votes.score }).from(votes).where(eq(votes.submissionId, submissionId)).orderBy(votes.score);
}
