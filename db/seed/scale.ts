// Demo data at scale for the API benchmarks: 10,000 users, 1,000 challenges (past ones
// with results) and 200,000 entries, plus one day whose voting has just closed with
// its votes in, for timing the cron. Returned as SQL chunks for `wrangler d1 execute`.
const DAY = 24 * 60 * 60 * 1000;
const CATEGORIES = ['landscape', 'portrait', 'street'];
// Above the demo seed's own user ids.
const USER_BASE = 100;

export type ScaleOptions = { users: number; challenges: number; entriesPerChallenge: number; votersOnClosingDay: number };
export const DEFAULT_SCALE: ScaleOptions = { users: 10_000, challenges: 1_000, entriesPerChallenge: 200, votersOnClosingDay: 60 };

function* rowsInChunks(rows: Iterable<string>, size: number): Generator<string[]> {
  let chunk: string[] = [];
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

// A small deterministic generator, so two runs build the same data.
function prng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 4294967296;
  };
}

export function* scaleSeedSql(now: number, o: ScaleOptions = DEFAULT_SCALE): Generator<string> {
  const random = prng(42);
  const userRows = function* () {
    for (let i = 1; i <= o.users; i++)
      yield `(${USER_BASE + i}, 'scale_user_${i}', 'scale${i}@example.com', 'Scale', 'User ${i}', ${now - 400 * DAY})`;
  };
  for (const chunk of rowsInChunks(userRows(), 500)) {
    yield `INSERT INTO users (id, username, email, first_name, last_name, created_at) VALUES ${chunk.join(',')};`;
  }
  // Challenge c (1-based) started c days ago, so the newest is in voting and the rest are done.
  const challengeRows = function* () {
    for (let c = 1; c <= o.challenges; c++) {
      const start = now - (c + 1) * DAY + 3600_000;
      const closed = c > 1;
      yield `(${c}, 'Scale challenge ${c}', 'Generated for benchmarks', '${CATEGORIES[c % 3]}', ${start}, ${start + DAY}, ${start + DAY}, ${start + 2 * DAY}, ${closed ? start + 2 * DAY : 'NULL'})`;
    }
  };
  for (const chunk of rowsInChunks(challengeRows(), 500)) {
    yield `INSERT INTO challenges (id, title, description, category, start_date, end_date, voting_start_date, voting_end_date, results_at) VALUES ${chunk.join(',')};`;
  }
  let id = 0;
  const entryRows = function* () {
    for (let c = 1; c <= o.challenges; c++) {
      for (let e = 1; e <= o.entriesPerChallenge; e++) {
        id++;
        const user = USER_BASE + 1 + Math.floor(random() * o.users);
        const rank = c > 1 && e <= 4 ? e : 'NULL';
        const score = c > 1 ? (5 + random() * 4).toFixed(3) : 'NULL';
        yield `(${id}, ${c}, ${user}, 'Entry ${id}', 'A generated photo', 'scale-${id}.jpg', '/api/uploads/photos/scale-${id}.jpg', ${rank}, ${score}, ${c > 1 ? 3 : 'NULL'}, ${now - c * DAY})`;
      }
    }
  };
  for (const chunk of rowsInChunks(entryRows(), 500)) {
    yield `INSERT INTO submissions (id, challenge_id, user_id, title, alt_text, filename, image_url, final_rank, final_score, votes_counted, created_at) VALUES ${chunk.join(',')};`;
  }
  // The newest challenge's voting closes "now": every closing-day voter scores every entry.
  const voteRows = function* () {
    for (let v = 1; v <= o.votersOnClosingDay; v++) {
      const voter = USER_BASE + o.users - v + 1;
      for (let e = 1; e <= o.entriesPerChallenge; e++)
        yield `(${e}, ${voter}, 1, ${1 + Math.floor(random() * 10)}, ${now - DAY})`;
    }
  };
  for (const chunk of rowsInChunks(voteRows(), 500)) {
    yield `INSERT OR IGNORE INTO votes (submission_id, voter_id, challenge_id, score, updated_at) VALUES ${chunk.join(',')};`;
  }
  yield `INSERT INTO leaderboard_stats (user_id, challenges_won, total_submissions, total_score, updated_at)
    SELECT user_id, SUM(CASE WHEN final_rank = 1 THEN 1 ELSE 0 END), COUNT(*),
           SUM(CASE final_rank WHEN 1 THEN 100 WHEN 2 THEN 60 WHEN 3 THEN 30 ELSE 0 END
               + CASE WHEN votes_counted > 0 THEN 1 ELSE 0 END), ${now}
    FROM submissions GROUP BY user_id;`;
}
