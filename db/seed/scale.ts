// Demo data at scale for the API benchmarks: 10,000 users, 1,000 challenges (past ones
// with results) and 200,000 entries, plus one day whose voting has just closed with
// its votes in, for timing the cron; 500 listed mentors; and the 100 oldest challenges made
// public community challenges whose placed entries are for sale as prints (400 listings);
// and 200,000 notifications, 20 for most users and 2,000 (a quarter seen, likes grouped
// three to a line) for the first, whose bell the benchmark reads.
// Returned as SQL chunks for `wrangler d1 execute`.
const DAY = 24 * 60 * 60 * 1000;
const CATEGORIES = ['landscape', 'portrait', 'street'];
// Above the demo seed's own user ids.
const USER_BASE = 100;

export type ScaleOptions = {
  users: number;
  challenges: number;
  entriesPerChallenge: number;
  votersOnClosingDay: number;
  mentors: number;
  communityChallenges: number;
};
export const DEFAULT_SCALE: ScaleOptions = {
  users: 10_000,
  challenges: 1_000,
  entriesPerChallenge: 200,
  votersOnClosingDay: 60,
  mentors: 500,
  communityChallenges: 100,
};
// Entries placed 1–4 in every closed challenge: the community challenges' are for sale.
const PLACED = 4;

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
        const rank = c > 1 && e <= PLACED ? e : 'NULL';
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
  yield* mentorRows(now, o);
  yield* printListingRows(now, o);
  yield notificationRows(now, o);
  yield `INSERT INTO leaderboard_stats (user_id, challenges_won, total_submissions, total_score, updated_at)
    SELECT user_id, SUM(CASE WHEN final_rank = 1 THEN 1 ELSE 0 END), COUNT(*),
           SUM(CASE final_rank WHEN 1 THEN 100 WHEN 2 THEN 60 WHEN 3 THEN 30 ELSE 0 END
               + CASE WHEN votes_counted > 0 THEN 1 ELSE 0 END), ${now}
    FROM submissions GROUP BY user_id;`;
}

export const BELL_USER = USER_BASE + 1;
const NOTIFICATIONS = 200_000;
const BELL_USER_NOTIFICATIONS = 2_000;

// One statement: the rows are counted out by a recursive CTE rather than sent.
function notificationRows(now: number, o: ScaleOptions): string {
  return `INSERT INTO notifications (user_id, kind, key, group_key, actor_id, data, link, seen_at, created_at)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${NOTIFICATIONS})
    SELECT CASE WHEN i <= ${BELL_USER_NOTIFICATIONS} THEN ${BELL_USER} ELSE ${USER_BASE + 2} + i % ${o.users - 1} END,
      'like', 'like:' || i, 'like:' || (i / 3), ${USER_BASE + 2} + i % 97, '{"title":"Entry"}', '/photo/' || i || '?type=standard',
      CASE WHEN i % 4 = 0 THEN ${now} END, ${now} - i * 1000
    FROM n;`;
}

// Listed mentors (the first users), working weekdays 9 to 5 in New York, as discovery and a
// mentor's page read them.
function* mentorRows(now: number, o: ScaleOptions): Generator<string> {
  yield "INSERT INTO feature_flags (name, enabled) VALUES ('mentor_program_access', 1), ('mentor_booking_system', 1) ON CONFLICT (name) DO UPDATE SET enabled = 1;";
  const hours = JSON.stringify([1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' })));
  const offers = JSON.stringify([{ type: 'one_on_one', durations: [30, 60] }]);
  const rows = function* () {
    for (let m = 1; m <= o.mentors; m++) {
      const specialties = JSON.stringify([CATEGORIES[m % 3]]);
      const rate = 2_000 + (m % 40) * 500;
      yield `(${USER_BASE + m}, 'approved', 'scale-mentor-${m}', 'Mentor ${m}: portraits, light and editing', 'A generated mentor for benchmarks, with a bio long enough to read like one.', '${specialties}', ${m % 30}, '[]', ${rate}, '${offers}', 'America/New_York', '["English"]', ${now - 30 * DAY}, '${hours}', ${now + (m % 14) * DAY}, ${m % 20}, ${(m % 20) * 4})`;
    }
  };
  for (const chunk of rowsInChunks(rows(), 100)) {
    yield `INSERT INTO mentor_profiles (user_id, profile_status, slug, headline, bio, specialties, years_experience, portfolio_links, hourly_rate_cents, session_offers, time_zone, languages, reviewed_at, weekly_hours, next_available_at, rating_count, rating_sum) VALUES ${chunk.join(',')};`;
  }
}

// The oldest challenges become public community challenges (made by the last user), and their
// placed entries are listed for sale in three sizes.
function* printListingRows(now: number, o: ScaleOptions): Generator<string> {
  const first = o.challenges - o.communityChallenges + 1;
  yield `UPDATE challenges SET creator_id = ${USER_BASE + o.users}, privacy_type = 'public' WHERE id >= ${first};`;
  yield `INSERT INTO print_listings (submission_id, seller_id, status, master_key, master_width, master_height, master_bytes, published_at, updated_at)
    SELECT id, user_id, 'active', 'masters/scale-' || id || '.jpg', 6000, 4000, 12000000, ${now - DAY}, ${now - DAY}
    FROM submissions WHERE challenge_id >= ${first} AND final_rank IS NOT NULL;`;
  yield `INSERT INTO print_listing_sizes (listing_id, size, price_cents)
    SELECT id, size, price FROM print_listings,
      (SELECT '8x10' AS size, 4500 AS price UNION ALL SELECT '11x14', 7500 UNION ALL SELECT '16x20', 12000);`;
}
