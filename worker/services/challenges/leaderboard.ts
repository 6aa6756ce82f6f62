import { and, desc, eq, sql } from 'drizzle-orm';
import { challenges, leaderboardStats, submissions, users } from '../../../db/schema';
import type { LeaderboardEntry, ProfileStats } from '../../contract/leaderboard';
import type { Db } from '../../env';

// Rewrites these people's totals from their entries (absolute values, never increments):
// placements 100/60/30 points, plus 1 per entry that received a counted score. The ids
// travel as one JSON parameter, so a challenge's every entrant takes one statement (D1
// binds at most 100 values). Someone left with no entry gets zeros rather than keeping
// totals from an entry since removed. The leaderboard ranks the official challenges;
// community ones keep their own results.
export function recomputeStatsStatement(db: Db, userIds: number[], now: Date) {
  const people = sql`(SELECT DISTINCT value AS user_id FROM json_each(${JSON.stringify(userIds)})) AS people`;
  const totals = db
    .select({
      userId: sql<number>`people.user_id`.as('user_id'),
      challengesWon: sql<number>`COALESCE(SUM(CASE WHEN ${submissions.finalRank} = 1 THEN 1 ELSE 0 END), 0)`.as('challenges_won'),
      totalSubmissions: sql<number>`COUNT(${submissions.id})`.as('total_submissions'),
      totalScore: sql<number>`COALESCE(SUM(CASE ${submissions.finalRank} WHEN 1 THEN 100 WHEN 2 THEN 60 WHEN 3 THEN 30 ELSE 0 END
        + CASE WHEN ${submissions.votesCounted} > 0 THEN 1 ELSE 0 END), 0)`.as('total_score'),
      updatedAt: sql<number>`${now.getTime()}`.as('updated_at'),
    })
    .from(people)
    .leftJoin(
      submissions,
      and(
        sql`${submissions.userId} = people.user_id`,
        eq(submissions.status, 'active'),
        sql`${submissions.challengeId} IN (SELECT id FROM ${challenges} WHERE creator_id IS NULL AND removed_at IS NULL)`,
      ),
    )
    // SQLite needs a WHERE between an INSERT's SELECT and its ON CONFLICT to parse them apart.
    .where(sql`true`)
    .groupBy(sql`people.user_id`);
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

export async function profileStats(db: Db, userId: number): Promise<ProfileStats> {
  const row = await db.query.leaderboardStats.findFirst({ where: eq(leaderboardStats.userId, userId) });
  return { photos: row?.totalSubmissions ?? 0, wins: row?.challengesWon ?? 0, points: row?.totalScore ?? 0 };
}
