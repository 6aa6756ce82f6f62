import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Ballot, type Entry, countingVoters, coverageThreshold, placementPoints, scoreChallenge } from './scoring';

const entries: Entry[] = [1, 2, 3, 4, 5].map((id) => ({ id, userId: 100 + id }));
const ballot = (voterId: number, scores: Record<number, number>): Ballot[] =>
  Object.entries(scores).map(([id, score]) => ({ submissionId: Number(id), voterId, score }));
const rankOf = (results: ReturnType<typeof scoreChallenge>, id: number) => results.find((r) => r.submissionId === id)?.rank;

describe('coverage rule', () => {
  it('asks for 20% of the entries, or 5, whichever is fewer', () => {
    expect(coverageThreshold(5)).toBe(1);
    expect(coverageThreshold(12)).toBe(3);
    expect(coverageThreshold(500)).toBe(5);
  });

  it('does not count a voter below the rule', () => {
    const many: Entry[] = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, userId: 1000 + i }));
    const ballots = [...ballot(1, { 1: 10, 2: 10, 3: 10, 4: 10 }), ...ballot(2, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2 })];
    expect([...countingVoters(many, ballots)]).toEqual([2]);
  });

  it("ignores a vote on the voter's own entry", () => {
    const results = scoreChallenge(entries, [...ballot(101, { 1: 10 }), ...ballot(9, { 2: 6 })]);
    expect(results.find((r) => r.submissionId === 1)?.votesCounted).toBe(0);
  });
});

describe('results', () => {
  it('lets ties share a place: 1, 1, 3', () => {
    const results = scoreChallenge(entries, [...ballot(7, { 1: 9, 2: 9, 3: 5 }), ...ballot(8, { 1: 8, 2: 8, 3: 4 })]);
    expect([rankOf(results, 1), rankOf(results, 2), rankOf(results, 3)]).toEqual([1, 1, 3]);
  });

  it('shrinks few votes toward the mean, so many good votes beat two perfect ones', () => {
    const ballots: Ballot[] = [];
    for (let voter = 1; voter <= 40; voter++)
      ballots.push({ submissionId: 1, voterId: voter, score: 9 }, { submissionId: 3, voterId: voter, score: 3 });
    ballots.push({ submissionId: 2, voterId: 1, score: 10 }, { submissionId: 2, voterId: 2, score: 10 });
    const results = scoreChallenge(entries, ballots);
    expect(rankOf(results, 1)).toBe(1);
    expect(rankOf(results, 2)).toBe(2);
  });

  it('leaves an entry without counted votes unplaced', () => {
    const results = scoreChallenge(entries, ballot(7, { 1: 9 }));
    expect(results.find((r) => r.submissionId === 5)).toEqual({ submissionId: 5, rank: null, score: null, votesCounted: 0 });
  });

  it('always ranks a higher score ahead and equal scores together, whatever the votes', () => {
    const arbBallots = fc.array(
      fc.record({
        submissionId: fc.integer({ min: 1, max: 5 }),
        voterId: fc.integer({ min: 1, max: 8 }),
        score: fc.integer({ min: 1, max: 10 }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arbBallots, (raw) => {
        const unique = [...new Map(raw.map((b) => [`${b.submissionId}:${b.voterId}`, b])).values()];
        const ranked = scoreChallenge(entries, unique).flatMap(({ submissionId, rank, score }) => {
          if (rank === null) return [];
          if (score === null) throw new Error(`Expected a score for placed entry ${submissionId}`);
          return [{ rank, score }];
        });
        for (const a of ranked) {
          for (const b of ranked) {
            if (a.score > b.score + 1e-9) expect(a.rank).toBeLessThan(b.rank);
            if (Math.abs(a.score - b.score) < 1e-9) expect(a.rank).toBe(b.rank);
          }
        }
        expect(Math.min(...ranked.map((r) => r.rank), 1)).toBe(1);
      }),
    );
  });

  it('awards 100, 60 and 30 points for the top three places', () => {
    expect([1, 2, 3, 4, null].map(placementPoints)).toEqual([100, 60, 30, 0, 0]);
  });
});
