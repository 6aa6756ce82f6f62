import { type SQL, sql } from 'drizzle-orm';
import type { AspectRating, CritiqueAnalytics, CritiquePeriod, CritiqueWeek, TopCritic } from '../../contract/critique-analytics';
import { ASPECT_LABELS, CRITIQUE_ASPECTS } from '../../domain/critiques';
import { csvText } from '../../domain/csv';
import type { Db } from '../../env';
import { runBatch, statement } from '../statements';
import { fullName } from '../users';

// The admins' view of photo critique (/admin/critique-analytics). Every figure is counted in
// SQL, each query reading one range of a created_at index: (previousFrom, now] covers the
// period and the one before it, and `created_at > from` tells them apart. Removed critiques
// and removed requests (and the critiques on them) count nowhere.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const ANSWER_WITHIN = 48 * HOUR;

export type AnalyticsWindow = { now: number; from: number; previousFrom: number; due: number };

export const windowOf = (days: number, now: Date): AnalyticsWindow => ({
  now: now.getTime(),
  from: now.getTime() - days * DAY,
  previousFrom: now.getTime() - 2 * days * DAY,
  // Requests created by then have had their 48 hours.
  due: now.getTime() - ANSWER_WITHIN,
});

type Flag = 0 | 1;

// A critique that counts: not removed, on a request not removed (`c` and `r` in the queries).
const COUNTED_CRITIQUE = sql.raw(`c.removed_at IS NULL AND r.status <> 'removed'`);

// The queries, built apart so the tests can ask SQLite how it plans each; each names the
// row it answers.
export const analyticsQueries = (w: AnalyticsWindow) => ({
  // Each request's wait for its first critique (up to now, even past the period's end), and
  // per period the count, the answered, the median wait and the 48-hour figures. The first
  // critique is found through the one-per-critic index, which starts with request_id.
  requests: sql<{ current: Flag; requests: number; answered: number; median: number | null; due: number; within: number }>`
    WITH waits AS MATERIALIZED (
      SELECT r.created_at > ${w.from} AS current, r.created_at AS created,
        (SELECT min(c.created_at) FROM critiques c WHERE c.request_id = r.id AND c.removed_at IS NULL) - r.created_at AS wait
      FROM critique_requests r
      WHERE r.created_at > ${w.previousFrom} AND r.created_at <= ${w.now} AND r.status <> 'removed'
    ),
    ranked AS (
      SELECT current, wait, row_number() OVER (PARTITION BY current ORDER BY wait) AS n,
        count(*) OVER (PARTITION BY current) AS answered
      FROM waits WHERE wait IS NOT NULL
    ),
    medians AS (
      SELECT current, avg(wait) AS median FROM ranked
      WHERE n IN ((answered + 1) / 2, (answered + 2) / 2) GROUP BY current
    )
    SELECT w.current, count(*) AS requests, count(w.wait) AS answered, m.median,
      coalesce(sum(w.created <= ${w.due}), 0) AS due,
      coalesce(sum(w.created <= ${w.due} AND w.wait <= ${ANSWER_WITHIN}), 0) AS within
    FROM waits w LEFT JOIN medians m ON m.current = w.current
    GROUP BY w.current`,
  // Critiques written per period by their helpfulness rating (null: not rated yet). Ratings
  // are counted by when the critique was written, not when it was rated: rated_at has no
  // index, and a rating follows its critique.
  ratings: sql<{ current: Flag; rating: number | null; n: number }>`
    SELECT c.created_at > ${w.from} AS current, c.helpfulness AS rating, count(*) AS n
    FROM critiques c JOIN critique_requests r ON r.id = c.request_id
    WHERE c.created_at > ${w.previousFrom} AND c.created_at <= ${w.now} AND ${COUNTED_CRITIQUE}
    GROUP BY current, rating`,
  coachReports: sql<{ current: Flag; n: number }>`
    SELECT created_at > ${w.from} AS current, count(*) AS n FROM coach_reports
    WHERE created_at > ${w.previousFrom} AND created_at <= ${w.now}
    GROUP BY current`,
  // Weeks counted back from now: week 0 is (now - 7 days, now], so every week but the oldest
  // is whole, and this week is always the latest seven days.
  weeks: sql<{ kind: 'request' | 'coach'; ago: number; n: number }>`
    SELECT 'request' AS kind, CAST((${w.now} - created_at) / ${WEEK} AS INTEGER) AS ago, count(*) AS n
    FROM critique_requests
    WHERE created_at > ${w.from} AND created_at <= ${w.now} AND status <> 'removed'
    GROUP BY ago
    UNION ALL
    SELECT 'coach', CAST((${w.now} - created_at) / ${WEEK} AS INTEGER) AS ago, count(*)
    FROM coach_reports
    WHERE created_at > ${w.from} AND created_at <= ${w.now}
    GROUP BY ago`,
  // The earned credit is the ledger's row; its partial index needs the reason written as is.
  topCritics: sql<Omit<TopCritic, 'name'> & { firstName: string | null; lastName: string | null }>`
    WITH top AS (
      SELECT c.critic_id AS userId, count(*) AS critiques, count(c.helpfulness) AS rated,
        avg(c.helpfulness) AS averageHelpfulness,
        sum(EXISTS (SELECT 1 FROM critique_credits k WHERE k.critique_id = c.id AND k.reason = 'earned')) AS earnedCredit
      FROM critiques c JOIN critique_requests r ON r.id = c.request_id
      WHERE c.created_at > ${w.from} AND c.created_at <= ${w.now} AND ${COUNTED_CRITIQUE}
      GROUP BY c.critic_id
      ORDER BY critiques DESC, earnedCredit DESC, userId
      LIMIT 10
    )
    SELECT t.userId, u.username, u.first_name AS firstName, u.last_name AS lastName,
      t.critiques, t.rated, t.averageHelpfulness, t.earnedCredit
    FROM top t JOIN users u ON u.id = t.userId
    ORDER BY t.critiques DESC, t.earnedCredit DESC, t.userId`,
  // The critic's 1–5 rating of each aspect asked about, one per note.
  aspects: sql<{ aspect: string; ratings: number; average: number | null }>`
    SELECT json_extract(j.value, '$.aspect') AS aspect, count(json_extract(j.value, '$.rating')) AS ratings,
      avg(json_extract(j.value, '$.rating')) AS average
    FROM critiques c JOIN critique_requests r ON r.id = c.request_id JOIN json_each(c.notes) j
    WHERE c.created_at > ${w.from} AND c.created_at <= ${w.now} AND ${COUNTED_CRITIQUE}
    GROUP BY aspect`,
});

type Queries = ReturnType<typeof analyticsQueries>;
type Rows<K extends keyof Queries> = Queries[K] extends SQL<infer Row> ? Row[] : never;

// One batch: one round trip, and every figure read from the same moment of the database.
async function rowsOf(db: Db, queries: Queries): Promise<{ [K in keyof Queries]: Rows<K> }> {
  const names = Object.keys(queries) as (keyof Queries)[];
  const results = await runBatch(
    db,
    names.map((name) => statement(db, queries[name])),
  );
  return Object.fromEntries(names.map((name, i) => [name, results[i]?.results ?? []])) as { [K in keyof Queries]: Rows<K> };
}

function periodOf(
  current: Flag,
  range: [number, number],
  rows: { requests: Rows<'requests'>; ratings: Rows<'ratings'>; coach: Rows<'coachReports'> },
): CritiquePeriod {
  const requests = rows.requests.find((row) => row.current === current);
  const ratings = rows.ratings.filter((row) => row.current === current);
  const rated = ratings.filter((row) => row.rating !== null);
  const ratedCount = rated.reduce((sum, row) => sum + row.n, 0);
  const answered = requests?.answered ?? 0;
  return {
    from: new Date(range[0]).toISOString(),
    to: new Date(range[1]).toISOString(),
    requests: requests?.requests ?? 0,
    answered,
    unanswered: (requests?.requests ?? 0) - answered,
    // created_at keeps SQLite's fractions of a millisecond.
    medianFirstCritiqueMs: requests?.median == null ? null : Math.round(requests.median),
    due48h: requests?.due ?? 0,
    within48h: requests?.within ?? 0,
    critiques: ratings.reduce((sum, row) => sum + row.n, 0),
    rated: ratedCount,
    averageHelpfulness: ratedCount ? rated.reduce((sum, row) => sum + (row.rating ?? 0) * row.n, 0) / ratedCount : null,
    coachReports: rows.coach.find((row) => row.current === current)?.n ?? 0,
  };
}

function weeksOf(days: number, w: AnalyticsWindow, rows: Rows<'weeks'>): CritiqueWeek[] {
  const countOf = (kind: 'request' | 'coach', ago: number) => rows.find((row) => row.kind === kind && row.ago === ago)?.n ?? 0;
  return Array.from({ length: Math.ceil(days / 7) }, (_, i) => {
    const ago = Math.ceil(days / 7) - 1 - i;
    return {
      start: new Date(Math.max(w.from, w.now - (ago + 1) * WEEK)).toISOString(),
      end: new Date(w.now - ago * WEEK).toISOString(),
      requests: countOf('request', ago),
      coachReports: countOf('coach', ago),
    };
  });
}

export async function critiqueAnalytics(db: Db, days: number, now: Date): Promise<CritiqueAnalytics> {
  const w = windowOf(days, now);
  const { requests, ratings, coachReports: coach, weeks, topCritics: critics, aspects } = await rowsOf(db, analyticsQueries(w));
  const rows = { requests, ratings, coach };
  return {
    days,
    current: periodOf(1, [w.from, w.now], rows),
    previous: periodOf(0, [w.previousFrom, w.from], rows),
    weeks: weeksOf(days, w, weeks),
    helpfulness: [1, 2, 3, 4, 5].map((rating) => ({
      rating,
      count: ratings.find((row) => row.current === 1 && row.rating === rating)?.n ?? 0,
    })),
    topCritics: critics.map(({ firstName, lastName, ...critic }) => ({
      ...critic,
      name: fullName({ firstName, lastName, username: critic.username }),
    })),
    aspects: CRITIQUE_ASPECTS.map((aspect): AspectRating => {
      const row = aspects.find((r) => r.aspect === aspect);
      return { aspect, ratings: row?.ratings ?? 0, average: row?.average ?? null };
    }),
  };
}

const fixed = (value: number | null, digits: number) => (value === null ? '' : value.toFixed(digits));
const hours = (ms: number | null) => fixed(ms === null ? null : ms / HOUR, 1);
const percent = (part: number, whole: number) => (whole ? ((part / whole) * 100).toFixed(1) : '');
const day = (iso: string) => iso.slice(0, 10);

// The same figures as one spreadsheet, a block per table with its own titles, blank rows
// between; the blanks of a figure are periods without anything to measure.
export function critiqueAnalyticsCsv(a: CritiqueAnalytics): string {
  const { current: now, previous: before } = a;
  const both = (of: (p: CritiquePeriod) => string | number) => [of(now), of(before)];
  return csvText([
    ['Critique analytics', `Last ${a.days} days`, `${now.from} to ${now.to}`, `previous: ${before.from} to ${before.to}`],
    [],
    ['Figure', 'This period', 'Previous period'],
    ['Requests', ...both((p) => p.requests)],
    ['Requests with a critique', ...both((p) => p.answered)],
    ['Requests with no critique yet', ...both((p) => p.unanswered)],
    ['Median hours to first critique', ...both((p) => hours(p.medianFirstCritiqueMs))],
    ['Requests at least 48 hours old', ...both((p) => p.due48h)],
    ['Critiqued within 48 hours', ...both((p) => p.within48h)],
    ['Critiqued within 48 hours (%)', ...both((p) => percent(p.within48h, p.due48h))],
    ['Critiques', ...both((p) => p.critiques)],
    ['Critiques rated', ...both((p) => p.rated)],
    ['Average helpfulness', ...both((p) => fixed(p.averageHelpfulness, 2))],
    ['Coach reports', ...both((p) => p.coachReports)],
    [],
    ['Week from (excluded)', 'Week to', 'Requests', 'Coach reports'],
    ...a.weeks.map((w) => [w.start, w.end, w.requests, w.coachReports]),
    [],
    ['Helpfulness', 'Critiques'],
    ...a.helpfulness.map((h) => [h.rating, h.count]),
    [],
    ['Critic', 'Username', 'Critiques', 'Rated', 'Average helpfulness', 'Earned a credit'],
    ...a.topCritics.map((c) => [c.name, c.username, c.critiques, c.rated, fixed(c.averageHelpfulness, 2), c.earnedCredit]),
    [],
    ['Aspect', 'Ratings', 'Average rating'],
    ...a.aspects.map((r) => [ASPECT_LABELS[r.aspect], r.ratings, fixed(r.average, 2)]),
  ]);
}

export const critiqueAnalyticsFilename = (a: CritiqueAnalytics) =>
  `aperture-circle-critiques-${a.days}-days-${day(a.current.to)}.csv`;
