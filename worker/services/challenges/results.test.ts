import { env } from 'cloudflare:workers';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges, leaderboardStats, notifications, submissions, votes } from '../../../db/schema';
import { createDb } from '../../db';
import { db, makeChallenge, makeEntry, makeUser, present } from '../../test/helpers';
import { computeResults, finalizeChallenge, resultWrites } from './results';
import { scoreChallenge } from '../../domain/scoring';

const HOUR = 3600_000;

// Local D1 does not enforce production's per-invocation query limit, so the test counts
// the statements itself: every one is prepared on the binding, batched or not.
function countingStatements(d1: D1Database) {
  const count = { statements: 0 };
  const binding = new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (query: string) => {
          count.statements++;
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: createDb(binding), count };
}

// 5,000 entrants, one entry each, scored by five verified voters: a few INSERT … SELECT
// statements, not thousands of inserts.
async function challengeWithEntries(entries: number) {
  const now = Date.now();
  const challenge = await makeChallenge('voting', {}, now);
  const prefix = `bulk${challenge.id}_`;
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO users (username, email) SELECT ? || i, ? || i || '@example.com' FROM n`,
  )
    .bind(entries, prefix, prefix)
    .run();
  await env.DB.prepare(
    `INSERT INTO submissions (challenge_id, user_id, title, alt_text, filename, image_url)
     SELECT ?, id, 'Bulk entry', 'A photo', 'bulk' || id || '.jpg', '/api/uploads/photos/x.jpg' FROM users WHERE instr(username, ?) = 1`,
  )
    .bind(challenge.id, prefix)
    .run();
  const voters = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser({ emailVerifiedAt: new Date(now) })));
  await env.DB.prepare(
    `INSERT INTO votes (submission_id, voter_id, challenge_id, score, updated_at)
     SELECT s.id, v.value, s.challenge_id, 1 + ((s.id * 7 + v.value * 3) % 9), ? FROM submissions s, json_each(?) v WHERE s.challenge_id = ?`,
  )
    .bind(now, JSON.stringify(voters.map((v) => v.user.id)), challenge.id)
    .run();
  const [row] = await db()
    .select()
    .from(submissions)
    .where(eq(submissions.challengeId, challenge.id))
    .orderBy(asc(submissions.id))
    .limit(1);
  const first = present(row, 'the first bulk entry');
  await db().update(votes).set({ score: 10 }).where(eq(votes.submissionId, first.id));
  return { challenge, winner: first, at: new Date(now + 30 * HOUR) };
}

describe('naming results', () => {
  it('names 5,000 entries in seven statements, with the right places, scores, leaderboard and notifications', async () => {
    const { challenge, winner, at } = await challengeWithEntries(5000);
    const counting = countingStatements(env.DB);

    expect(await finalizeChallenge(counting.db, challenge, at)).toBeGreaterThanOrEqual(3);
    expect(counting.count.statements).toBeLessThanOrEqual(7);

    const [entries, ballots] = await Promise.all([
      db()
        .select({
          id: submissions.id,
          userId: submissions.userId,
          rank: submissions.finalRank,
          score: submissions.finalScore,
          votes: submissions.votesCounted,
        })
        .from(submissions)
        .where(eq(submissions.challengeId, challenge.id)),
      db().select().from(votes).where(eq(votes.challengeId, challenge.id)),
    ]);
    expect(entries).toHaveLength(5000);
    const expected = new Map(scoreChallenge(entries, ballots).map((r) => [r.submissionId, r]));
    for (const e of entries) {
      const want = present(expected.get(e.id), `the expected result of entry ${e.id}`);
      expect([e.rank, e.votes]).toEqual([want.rank, want.votesCounted]);
      expect(e.score).toBeCloseTo(present(want.score, `the expected score of entry ${e.id}`), 12);
    }
    expect(entries.find((e) => e.id === winner.id)?.rank).toBe(1);

    const stats = await db()
      .select()
      .from(leaderboardStats)
      .where(inArray(leaderboardStats.userId, sql`(SELECT user_id FROM submissions WHERE challenge_id = ${challenge.id})`));
    expect(stats).toHaveLength(5000);
    const points = { 1: 100, 2: 60, 3: 30 } as Record<number, number>;
    const byUser = new Map(stats.map((s) => [s.userId, s]));
    for (const e of entries) {
      expect(byUser.get(e.userId)).toMatchObject({
        totalSubmissions: 1,
        totalScore: (points[e.rank ?? 0] ?? 0) + 1,
        challengesWon: e.rank === 1 ? 1 : 0,
      });
    }
    const [named] = await db().select().from(challenges).where(eq(challenges.id, challenge.id));
    expect(present(named, 'the challenge').resultsAt).toEqual(at);

    const told = await db()
      .select({ userId: notifications.userId, data: notifications.data })
      .from(notifications)
      .where(inArray(notifications.userId, sql`(SELECT user_id FROM submissions WHERE challenge_id = ${challenge.id})`));
    expect(told).toHaveLength(entries.filter((e) => e.rank !== null).length);
    expect(told.find((n) => n.userId === winner.userId)?.data).toMatchObject({ place: 1, title: 'Bulk entry' });
  });

  it('writes results_at and tells the entrant once: naming a challenge again leaves both as the first run made them', async () => {
    const challenge = await makeChallenge('voting');
    const author = await makeUser();
    const entry = await makeEntry(challenge.id, author.user.id);
    const voter = await makeUser({ emailVerifiedAt: new Date() });
    await db()
      .insert(votes)
      .values({ submissionId: entry.id, voterId: voter.user.id, challengeId: challenge.id, score: 8, updatedAt: new Date() });
    const first = new Date(Date.now() + 30 * HOUR);

    expect(await finalizeChallenge(db(), challenge, first)).toBe(1);
    expect(await finalizeChallenge(db(), challenge, new Date(first.getTime() + HOUR))).toBeNull();

    const [row] = await db().select().from(challenges).where(eq(challenges.id, challenge.id));
    expect(present(row, 'the challenge').resultsAt).toEqual(first);
    const told = await db().select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(told).toMatchObject([{ kind: 'result', key: `result:${entry.id}`, data: { place: 1, score: expect.any(Number) } }]);
  });

  it('names them again without an excluded entry, in the batch that removes it, leaving results_at alone', async () => {
    const challenge = await makeChallenge('voting');
    const authors = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const entries = await Promise.all(authors.map((a) => makeEntry(challenge.id, a.user.id)));
    const voter = await makeUser({ emailVerifiedAt: new Date() });
    await db()
      .insert(votes)
      .values(
        entries.map((e, i) => ({
          submissionId: e.id,
          voterId: voter.user.id,
          challengeId: challenge.id,
          score: 9 - i * 3,
          updatedAt: new Date(),
        })),
      );
    const namedAt = new Date(Date.now() + 30 * HOUR);
    await finalizeChallenge(db(), challenge, namedAt);
    const [removed, second, third] = [
      present(entries[0], 'entry 1'),
      present(entries[1], 'entry 2'),
      present(entries[2], 'entry 3'),
    ];

    const computed = await computeResults(db(), challenge.id, { excludeSubmissionIds: [removed.id] });
    expect(computed.userIds).toEqual(expect.arrayContaining(authors.map((a) => a.user.id)));
    await db().batch([
      db().update(submissions).set({ status: 'removed' }).where(eq(submissions.id, removed.id)),
      ...resultWrites(db(), challenge.id, computed, new Date(namedAt.getTime() + HOUR), { namesResults: false }),
    ]);

    const places = await db()
      .select({ id: submissions.id, rank: submissions.finalRank, score: submissions.finalScore, votes: submissions.votesCounted })
      .from(submissions)
      .where(eq(submissions.challengeId, challenge.id))
      .orderBy(asc(submissions.id));
    expect(places).toEqual([
      { id: removed.id, rank: null, score: null, votes: null },
      { id: second.id, rank: 1, score: expect.any(Number), votes: 1 },
      { id: third.id, rank: 2, score: expect.any(Number), votes: 1 },
    ]);
    const stats = await db()
      .select({
        userId: leaderboardStats.userId,
        entries: leaderboardStats.totalSubmissions,
        score: leaderboardStats.totalScore,
        won: leaderboardStats.challengesWon,
      })
      .from(leaderboardStats)
      .where(
        inArray(
          leaderboardStats.userId,
          authors.map((a) => a.user.id),
        ),
      );
    expect(stats).toEqual(
      expect.arrayContaining([
        { userId: authors[0].user.id, entries: 0, score: 0, won: 0 },
        { userId: authors[1].user.id, entries: 1, score: 101, won: 1 },
        { userId: authors[2].user.id, entries: 1, score: 61, won: 0 },
      ]),
    );
    const [row] = await db().select().from(challenges).where(eq(challenges.id, challenge.id));
    expect(present(row, 'the challenge').resultsAt).toEqual(namedAt);
  });
});
