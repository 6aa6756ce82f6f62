import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type ChallengeRow, challenges, submissions, votes } from '../../../db/schema';
import type { Db } from '../../env';
import { resultNotifications } from '../notifications/about-entries';
import { recomputeStatsStatement } from './leaderboard';
import { challengesDueForResults } from './queries';
import { chunks } from '../../domain/chunks';
import { type EntryResult, scoreChallenge } from '../../domain/scoring';

export type ComputedResults = { results: EntryResult[]; userIds: number[] };
type Statements = [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];

// A challenge's results travel as one JSON parameter per statement ([id, rank, score,
// votes] per entry), so 5,000 entries take one statement rather than 5,000 (a cron
// invocation may run only so many). D1 caps a bound string at 1 MB; 10,000 rows stay far below.
const ROWS_PER_STATEMENT = 10_000;

// Reading and writing are apart so results can be named (the cron) and named again (an
// admin removing an entry afterwards) by the same code, each caller putting the writes
// in its own atomic batch beside its own statements. Entries that are not active, or
// are excluded (about to be removed in that same batch), take no place, and their votes
// do not shape the others' scores; included ones (a removed entry about to be restored in
// that same batch) count as active. `userIds` holds every entrant, excluded ones too, so
// the leaderboard of a person who loses an entry is recomputed as well.
export async function computeResults(
  db: Db,
  challengeId: number,
  opts: { excludeSubmissionIds?: number[]; includeSubmissionIds?: number[] } = {},
): Promise<ComputedResults> {
  const [entries, ballots] = await db.batch([
    db
      .select({ id: submissions.id, userId: submissions.userId, status: submissions.status })
      .from(submissions)
      .where(eq(submissions.challengeId, challengeId)),
    db
      .select({ submissionId: votes.submissionId, voterId: votes.voterId, score: votes.score })
      .from(votes)
      .where(eq(votes.challengeId, challengeId)),
  ]);
  const excluded = new Set(opts.excludeSubmissionIds ?? []);
  const included = new Set(opts.includeSubmissionIds ?? []);
  const ranked = entries.filter((e) => (e.status === 'active' || included.has(e.id)) && !excluded.has(e.id));
  const rankedIds = new Set(ranked.map((e) => e.id));
  return {
    results: scoreChallenge(
      ranked,
      ballots.filter((b) => rankedIds.has(b.submissionId)),
    ),
    userIds: [...new Set(entries.map((e) => e.userId))],
  };
}

// The statements that write computed results, for one db.batch (atomic in D1): every
// entry of the challenge first loses its place, then the computed ones get theirs (so an
// entry left out, such as a removed one, ends with none), then the entrants' leaderboard
// totals. Only the cron names results (`namesResults`) and tells the entrants their places:
// its `results_at` comes last and only where still unset, so a second run that overlaps the
// first never moves it, and an admin's re-run never touches it.
export function resultWrites(
  db: Db,
  challengeId: number,
  computed: ComputedResults,
  now: Date,
  opts: { namesResults: boolean },
): Statements {
  const rows = computed.results.map((r) => [r.submissionId, r.rank, r.score, r.votesCounted]);
  const writes: Statements = [
    db
      .update(submissions)
      .set({ finalRank: null, finalScore: null, votesCounted: null })
      .where(eq(submissions.challengeId, challengeId)),
    ...chunks(rows, ROWS_PER_STATEMENT).map((chunk) =>
      db
        .update(submissions)
        .set({ finalRank: sql`r.value ->> 1`, finalScore: sql`r.value ->> 2`, votesCounted: sql`r.value ->> 3` })
        .from(sql`json_each(${JSON.stringify(chunk)}) AS r`)
        .where(sql`${submissions.id} = r.value ->> 0`),
    ),
    ...chunks(computed.userIds, ROWS_PER_STATEMENT).map((ids) => recomputeStatsStatement(db, ids, now)),
  ];
  if (opts.namesResults) {
    writes.push(
      // Each entrant hears their place once: a second run's rows meet the first's keys.
      resultNotifications(db, challengeId, now),
      db
        .update(challenges)
        .set({ resultsAt: now })
        .where(and(eq(challenges.id, challengeId), isNull(challenges.resultsAt)))
        .returning({ id: challenges.id }),
    );
  }
  return writes;
}

// Names one challenge's results; answers how many entries placed in the top three, or
// null when another run named them first.
export async function finalizeChallenge(db: Db, challenge: ChallengeRow, now: Date): Promise<number | null> {
  const computed = await computeResults(db, challenge.id);
  const written = await db.batch(resultWrites(db, challenge.id, computed, now, { namesResults: true }));
  const named = written.at(-1) as { id: number }[];
  if (named.length === 0) return null;
  return computed.results.filter((r) => r.rank !== null && r.rank <= 3).length;
}

export async function finalizeDueChallenges(db: Db, now: Date): Promise<{ challenges: number; winners: number }> {
  let named = 0;
  let winners = 0;
  for (const challenge of await challengesDueForResults(db, now)) {
    const placed = await finalizeChallenge(db, challenge, now);
    if (placed === null) continue;
    named++;
    winners += placed;
  }
  return { challenges: named, winners };
}

export const resultsKnown = (challenge: Pick<ChallengeRow, 'resultsAt'>) => challenge.resultsAt !== null;
