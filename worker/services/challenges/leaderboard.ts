import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { challenges, leaderboardStats, submissions, users } from '../../../db/schema';
import type { Db } from '../../env';

// Rewrites these people's totals from their entries (absolute values, never increments):
// placements 100/60/30 points, plus 1 per entry that received a counted score.
export function recomputeStatsStatement(db: Db, userIds: number[], now: Date) {
  const totals = db
    .select({
      userId: submissions.userId,
      challengesWon: sql<number>`SUM(CASE WHEN ${submissions.finalRank} = 1 THEN 1 ELSE 0 END)`.as('challenges_won'),
      totalSubmissions: sql<number>`COUNT(*)`.as('total_submissions'),
      totalScore: sql<number>`SUM(CASE ${submissions.finalRank} WHEN 1 THEN 100 WHEN 2 THEN 60 WHEN 3 THEN 30 ELSE 0 END
        + CASE WHEN ${submissions.votesCounted} > 0 THEN 1 ELSE 0 END)`.as('total_score'),
      updatedAt: sql<number>`${now.getTime()}`.as('updated_at'),
    })
    .from(submissions)
    // The leaderboard ranks the official challenges; community ones keep their own results.
    .where(
      and(
        eq(submissions.status, 'active'),
        inArray(submissions.userId, userIds),
        sql`${submissions.challengeId} IN (SELECT id FROM ${challenges} WHERE creator_id IS NULL)`,
      ),
    )
    .groupBy(submissions.userId);
  return db
    .insert(leaderboardStats)
    .select(totals)
    .onConflictDoUpdate({
      target: leaderboardStats.userId,
      set: {
        challengesWon: sql`excluded.challenges_won`,
        totalSubmissions: sql`excluded.total_submissions`,
        totalScore: sql`excluded.total_score`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export type LeaderboardEntry = {
  id: number;
  username: string;
  profile_image_url: string | null;
  challenges_won: number;
  total_submissions: number;
  total_score: number;
};

export async function leaderboard(db: Db, limit: number): Promise<LeaderboardEntry[]> {
  return db
    .select({
      id: users.id,
      username: users.username,
      profile_image_url: users.profileImageUrl,
      challenges_won: leaderboardStats.challengesWon,
      total_submissions: leaderboardStats.totalSubmissions,
      total_score: leaderboardStats.totalScore,
    })
    .from(leaderboardStats)
    .innerJoin(users, sql`${users.id} = ${leaderboardStats.userId}`)
    .where(sql`${leaderboardStats.totalSubmissions} > 0`)
    .orderBy(desc(leaderboardStats.totalScore), desc(leaderboardStats.challengesWon), users.id)
    .limit(limit);
}

export type ProfileStats = { photos: number; wins: number; points: number };

export async function profileStats(db: Db, userId: number): Promise<ProfileStats> {
  const row = await db.query.leaderboardStats.findFirst({ where: eq(leaderboardStats.userId, userId) });
  return { photos: row?.totalSubmissions ?? 0, wins: row?.challengesWon ?? 0, points: row?.totalScore ?? 0 };
}
