import { and, eq } from 'drizzle-orm';
import { type ChallengeRow, challenges, submissions, votes } from '../../../db/schema';
import type { Db } from '../../env';
import { recomputeStatsStatement } from './leaderboard';
import { challengesDueForResults } from './queries';
import { scoreChallenge } from './scoring';

// D1 binds at most 100 values per statement.
const MAX_IDS_PER_STATEMENT = 90;
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

// Names one challenge's results in a single batch (atomic in D1): every entry's place and
// score, the challenge's results time, and its entrants' leaderboard totals. Running it
// again computes and writes the same values.
export async function finalizeChallenge(db: Db, challenge: ChallengeRow, now: Date): Promise<number> {
  const [entries, ballots] = await db.batch([
    db
      .select({ id: submissions.id, userId: submissions.userId })
      .from(submissions)
      .where(and(eq(submissions.challengeId, challenge.id), eq(submissions.status, 'active'))),
    db
      .select({ submissionId: votes.submissionId, voterId: votes.voterId, score: votes.score })
      .from(votes)
      .where(eq(votes.challengeId, challenge.id)),
  ]);
  const results = scoreChallenge(entries, ballots);
  const userIds = [...new Set(entries.map((e) => e.userId))];
  const writes = results.map((r) =>
    db
      .update(submissions)
      .set({ finalRank: r.rank, finalScore: r.score, votesCounted: r.votesCounted })
      .where(eq(submissions.id, r.submissionId)),
  );
  await db.batch([
    db.update(challenges).set({ resultsAt: now }).where(eq(challenges.id, challenge.id)),
    ...writes,
    ...chunks(userIds, MAX_IDS_PER_STATEMENT).map((ids) => recomputeStatsStatement(db, ids, now)),
  ]);
  return results.filter((r) => r.rank !== null && r.rank <= 3).length;
}

export async function finalizeDueChallenges(db: Db, now: Date): Promise<{ challenges: number; winners: number }> {
  let winners = 0;
  const due = await challengesDueForResults(db, now);
  for (const challenge of due) winners += await finalizeChallenge(db, challenge, now);
  return { challenges: due.length, winners };
}

export const resultsKnown = (challenge: Pick<ChallengeRow, 'resultsAt'>) => challenge.resultsAt !== null;
