import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges, leaderboardStats, submissions, votes } from '../../db/schema';
import { db, makeChallenge, makeEntry, makeUser, present } from '../test/helpers';
import { runScheduledJobs } from '.';

const HOUR = 3600_000;

describe('two cron runs that overlap', () => {
  it('name a due challenge once: results_at written once, places and leaderboard right', async () => {
    const now = Date.now();
    const challenge = await makeChallenge('voting', {}, now);
    const authors = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const entries = await Promise.all(authors.map((a) => makeEntry(challenge.id, a.user.id)));
    const voter = await makeUser({ emailVerifiedAt: new Date(now) });
    await db()
      .insert(votes)
      .values(
        entries.map((e, i) => ({
          submissionId: e.id,
          voterId: voter.user.id,
          challengeId: challenge.id,
          score: 9 - i * 3,
          updatedAt: new Date(now),
        })),
      );

    const times = [now + 30 * HOUR, now + 31 * HOUR];
    const runs = await Promise.all(times.map((t) => runScheduledJobs(env, '*/5 * * * *', t)));

    const naming = runs.map((run) => run.results as { challenges?: number; skipped?: string });
    const named = naming.filter((r) => (r.challenges ?? 0) > 0);
    expect(named).toHaveLength(1);
    const [row] = await db().select().from(challenges).where(eq(challenges.id, challenge.id));
    const namingRun = naming.indexOf(present(named[0], 'the run that named the results'));
    expect(present(row, 'the challenge').resultsAt).toEqual(new Date(present(times[namingRun], "the naming run's time")));
    const places = await db()
      .select({ id: submissions.id, rank: submissions.finalRank })
      .from(submissions)
      .where(eq(submissions.challengeId, challenge.id));
    expect(places).toEqual(expect.arrayContaining(entries.map((e, i) => ({ id: e.id, rank: i + 1 }))));
    const stats = await db()
      .select({ userId: leaderboardStats.userId, score: leaderboardStats.totalScore, won: leaderboardStats.challengesWon })
      .from(leaderboardStats)
      .where(
        inArray(
          leaderboardStats.userId,
          authors.map((a) => a.user.id),
        ),
      );
    expect(stats).toEqual(
      expect.arrayContaining([
        { userId: authors[0].user.id, score: 101, won: 1 },
        { userId: authors[1].user.id, score: 61, won: 0 },
        { userId: authors[2].user.id, score: 31, won: 0 },
      ]),
    );
  });
});
