// How a challenge's results are computed when voting closes (docs/rules.md):
// 1. Coverage: a voter's scores count only if they scored at least 20% of the entries
//    they could vote on, or 5 of them, whichever is fewer.
// 2. Each entry's score is a Bayesian-adjusted mean: its counted scores plus PRIOR_VOTES
//    phantom votes at the challenge mean, so two lucky 10s don't beat forty 9s.
// 3. Places follow the score; equal scores share a place (1, 1, 3). An entry with no
//    counted vote has no place.
export const PRIOR_VOTES = 5;
export const PLACEMENT_POINTS: Record<number, number> = { 1: 100, 2: 60, 3: 30 };

export type Entry = { id: number; userId: number };
export type Ballot = { submissionId: number; voterId: number; score: number };
export type EntryResult = { submissionId: number; rank: number | null; score: number | null; votesCounted: number };

export function coverageThreshold(eligibleEntries: number): number {
  return Math.min(5, Math.ceil(eligibleEntries * 0.2));
}

export function countingVoters(entries: Entry[], ballots: Ballot[]): Set<number> {
  const owner = new Map(entries.map((e) => [e.id, e.userId]));
  const ownEntries = new Map<number, number>();
  for (const e of entries) ownEntries.set(e.userId, (ownEntries.get(e.userId) ?? 0) + 1);
  const scored = new Map<number, number>();
  for (const b of ballots) {
    if (owner.has(b.submissionId) && owner.get(b.submissionId) !== b.voterId) {
      scored.set(b.voterId, (scored.get(b.voterId) ?? 0) + 1);
    }
  }
  const counting = new Set<number>();
  for (const [voterId, count] of scored) {
    const eligible = entries.length - (ownEntries.get(voterId) ?? 0);
    if (count >= coverageThreshold(eligible)) counting.add(voterId);
  }
  return counting;
}

const SAME = 1e-9;

export function scoreChallenge(entries: Entry[], ballots: Ballot[]): EntryResult[] {
  const voters = countingVoters(entries, ballots);
  const owner = new Map(entries.map((e) => [e.id, e.userId]));
  const counted = ballots.filter((b) => voters.has(b.voterId) && owner.get(b.submissionId) !== b.voterId);
  const mean = counted.length ? counted.reduce((s, b) => s + b.score, 0) / counted.length : 0;
  const tally = new Map<number, { sum: number; n: number }>();
  for (const b of counted) {
    const t = tally.get(b.submissionId) ?? { sum: 0, n: 0 };
    t.sum += b.score;
    t.n += 1;
    tally.set(b.submissionId, t);
  }
  const scored = entries
    .flatMap((e) => {
      const t = tally.get(e.id);
      return t ? [{ submissionId: e.id, score: (PRIOR_VOTES * mean + t.sum) / (PRIOR_VOTES + t.n), votesCounted: t.n }] : [];
    })
    .sort((a, b) => b.score - a.score || a.submissionId - b.submissionId);
  const ranked = scored.map((entry, i) => ({ ...entry, rank: i + 1 }));
  ranked.forEach((here, i) => {
    const before = ranked[i - 1];
    if (before && Math.abs(here.score - before.score) < SAME) here.rank = before.rank;
  });
  const results: EntryResult[] = ranked;
  const unranked = entries
    .filter((e) => !tally.has(e.id))
    .map((e) => ({ submissionId: e.id, rank: null, score: null, votesCounted: 0 }));
  return [...results, ...unranked];
}

export function placementPoints(rank: number | null): number {
  return rank === null ? 0 : (PLACEMENT_POINTS[rank] ?? 0);
}
