import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaderboardStats, votes } from '../../../db/schema';
import { runScheduledJobs } from '../../cron';
import { WRITE_LIMITS } from '../write-limits';
import { db, makeChallenge, makeEntry, makeUser, present, request, send, setFlag } from '../../test/helpers';

const HOUR = 3600_000;
const T0 = Date.parse('2026-11-23T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

// What the scheduled handler runs (worker/cron/cron.test.ts covers the handler itself).
const runCron = (at: number) => runScheduledJobs(env, '*/5 * * * *', at);

const verified = () => makeUser({ emailVerifiedAt: new Date(T0 - 86_400_000) });
const vote = (cookie: string, id: number, score: number) => send('POST', `/api/submissions/${id}/vote`, { score }, cookie);

describe('a challenge through its whole life', () => {
  it('opens, takes entries, votes fairly, names winners and fills the leaderboard — once', async () => {
    // The winners list shows official challenges while the challenges flag is on.
    await setFlag('traditional_challenges_enabled', true);
    const challenge = await makeChallenge('active', {}, T0);
    const authors = await Promise.all([verified(), verified(), verified(), verified(), verified()]);
    const [author, , third] = authors;
    const entries = await Promise.all(authors.map((a, i) => makeEntry(challenge.id, a.user.id, `Entry ${i + 1}`)));
    const [e1, e2, e3, e4] = entries as [(typeof entries)[0], (typeof entries)[0], (typeof entries)[0], (typeof entries)[0]];
    const voters = await Promise.all([verified(), verified(), verified()]);
    const [voter] = voters;

    const early = await vote(voter.cookie, e1.id, 8);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: 'Voting is not open for this challenge' });

    vi.setSystemTime(T0 + 23 * HOUR);
    const listed = (await (await request(`/api/challenges/${challenge.id}/submissions`, { cookie: voter.cookie })).json()) as {
      id: number;
      username: string | null;
    }[];
    expect(listed.map((s) => s.username)).toEqual([null, null, null, null, null]);

    for (const v of voters) {
      expect((await vote(v.cookie, e1.id, 9)).status).toBe(200);
      expect((await vote(v.cookie, e2.id, 9)).status).toBe(200);
      expect((await vote(v.cookie, e3.id, 6)).status).toBe(200);
      expect((await vote(v.cookie, e4.id, 3)).status).toBe(200);
    }
    expect(await (await request(`/api/challenges/${challenge.id}/my-votes`, { cookie: voter.cookie })).json()).toEqual(
      expect.arrayContaining([
        { submissionId: e1.id, score: 9 },
        { submissionId: e4.id, score: 3 },
      ]),
    );
    const own = await vote(author.cookie, e1.id, 10);
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ message: "You can't vote on your own photo" });
    const unverified = await makeUser();
    const refused = await vote(unverified.cookie, e1.id, 10);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Verify your email address to vote' });

    vi.setSystemTime(T0 + 47 * HOUR);
    await runCron(T0 + 47 * HOUR);
    const results = (await (await request(`/api/challenges/${challenge.id}/submissions`)).json()) as {
      id: number;
      rank: number | null;
      username: string | null;
    }[];
    expect(results.map((r) => [r.id, r.rank])).toEqual([
      [e1.id, 1],
      [e2.id, 1],
      [e3.id, 3],
      [e4.id, 4],
      [present(entries[4], 'the fifth entry').id, null],
    ]);
    expect(present(results[0], 'the first result').username).toBe(author.user.username);

    const winners = (await (await request('/api/submissions/winners?limit=10')).json()) as { id: number }[];
    expect(winners.map((w) => w.id)).toEqual([e1.id, e2.id, e3.id]);

    const board = (await (await request('/api/leaderboard')).json()) as {
      id: number;
      total_score: number;
      challenges_won: number;
    }[];
    const first = board.find((row) => row.id === author.user.id);
    expect(first).toMatchObject({ total_score: 101, challenges_won: 1, total_submissions: 1 });
    expect(board.find((row) => row.id === third.user.id)).toMatchObject({ total_score: 31 });

    const before = await db().select().from(leaderboardStats);
    await runCron(T0 + 48 * HOUR);
    await runCron(T0 + 49 * HOUR);
    const after = await db().select().from(leaderboardStats);
    expect(after.map(({ updatedAt: _, ...row }) => row)).toEqual(before.map(({ updatedAt: _, ...row }) => row));

    vi.setSystemTime(T0 + 50 * HOUR);
    expect((await vote(voter.cookie, e3.id, 10)).status).toBe(409);
  });

  it('does not count a voter who scored too few entries', async () => {
    const challenge = await makeChallenge('voting', {}, T0);
    const authors = await Promise.all(Array.from({ length: 10 }, () => verified()));
    const entries = await Promise.all(authors.map((a) => makeEntry(challenge.id, a.user.id)));
    const fair = await verified();
    for (const e of entries.slice(0, 2)) await vote(fair.cookie, e.id, 5);
    const drive = await verified();
    const last = present(entries[9], 'the tenth entry');
    await vote(drive.cookie, last.id, 10);
    await runCron(T0 + 30 * HOUR);
    const results = (await (await request(`/api/challenges/${challenge.id}/submissions`)).json()) as {
      id: number;
      rank: number | null;
    }[];
    expect(results.find((r) => r.id === last.id)?.rank).toBeNull();
  });

  it('counts 200 concurrent identical votes once, refusing the burst past the vote limit', async () => {
    const challenge = await makeChallenge('voting', {}, T0);
    const author = await verified();
    const entry = await makeEntry(challenge.id, author.user.id);
    const voter = await verified();
    const answers = await Promise.all(Array.from({ length: 200 }, () => vote(voter.cookie, entry.id, 7)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(WRITE_LIMITS.vote.limit);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(200 - WRITE_LIMITS.vote.limit);
    expect(await db().select().from(votes).where(eq(votes.submissionId, entry.id))).toHaveLength(1);
  });

  it('names results for more entrants than one statement can bind', async () => {
    const challenge = await makeChallenge('voting', {}, T0);
    const authors = await Promise.all(Array.from({ length: 120 }, () => makeUser()));
    const entries = await Promise.all(authors.map((a) => makeEntry(challenge.id, a.user.id)));
    const voter = await verified();
    for (const e of entries.slice(0, 5)) expect((await vote(voter.cookie, e.id, 8)).status).toBe(200);
    await runCron(T0 + 30 * HOUR);
    const stats = await db().select().from(leaderboardStats);
    expect(stats.filter((row) => authors.some((a) => a.user.id === row.userId))).toHaveLength(120);
  });

  it('refuses a score outside 1–10', async () => {
    const challenge = await makeChallenge('voting', {}, T0);
    const author = await verified();
    const entry = await makeEntry(challenge.id, author.user.id);
    const voter = await verified();
    for (const score of [0, 11, 5.5]) {
      const res = await vote(voter.cookie, entry.id, score);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'score: Score must be a whole number from 1 to 10' });
    }
  });
});
