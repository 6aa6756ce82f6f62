import { type SQL, sql } from 'drizzle-orm';
import {
  type AdminStats,
  type StatBucket,
  type StatCounts,
  type StatName,
  type StatPeriod,
  STAT_NAMES,
  STATS,
} from '../../contract/admin-stats';
import { csvText } from '../../domain/csv';
import { addDays } from '../../domain/dates';
import { newYorkDate, newYorkMidnight } from '../../domain/new-york-time';
import type { Db } from '../../env';
import { runBatch, statement } from '../statements';

// The admins' view of the community's activity (/admin/stats). Each figure is counted in SQL
// per stretch of time (a day or a week of New York days), each stretch one range of a time
// index: the stretches go to SQLite as one JSON list, and a subquery counts each of them.

type Span = [from: number, until: number];
// New York days `firstDay` to `lastDay`, the instants [from, until) they cover.
export type Stretch = { firstDay: string; lastDay: string; span: Span };

const WEEK_DAYS = 7;

// The period's days and the previous period's, as stretches of `size` days counted back from
// each period's last day (so only the oldest may be shorter). The current period ends now;
// the previous one at the same time of day on its own last day, so both are as long.
export function statsWindow(days: number, now: Date) {
  const lastDay = newYorkDate(now);
  const midnights = new Map<string, number>();
  const midnight = (day: string) => {
    let at = midnights.get(day);
    if (at === undefined) {
      at = newYorkMidnight(day).getTime();
      midnights.set(day, at);
    }
    return at;
  };
  const sinceMidnight = now.getTime() - midnight(lastDay);
  // `back`: 0 for the current period, 1 for the previous one.
  const endOf = (back: 0 | 1) => {
    const last = addDays(lastDay, -back * days);
    // A day is 23 or 25 hours long when the clocks change: never past the day's own end.
    return Math.min(midnight(last) + sinceMidnight, midnight(addDays(last, 1)));
  };
  const stretches = (back: 0 | 1, size: number): Stretch[] => {
    const last = addDays(lastDay, -back * days);
    const out: Stretch[] = [];
    for (let ago = 0; ago < days; ago += size) {
      const stretchLast = addDays(last, -ago);
      const stretchFirst = addDays(last, -Math.min(days - 1, ago + size - 1));
      out.unshift({
        firstDay: stretchFirst,
        lastDay: stretchLast,
        span: [midnight(stretchFirst), ago === 0 ? endOf(back) : midnight(addDays(stretchLast, 1))],
      });
    }
    return out;
  };
  const periodOf = (back: 0 | 1) => {
    const firstDay = addDays(lastDay, 1 - days - back * days);
    return { firstDay, lastDay: addDays(lastDay, -back * days), from: midnight(firstDay), until: endOf(back) };
  };
  return { current: periodOf(0), previous: periodOf(1), stretches };
}

// A row counts in a stretch when its time is in [s.since, s.until).
const within = (column: string) => `${column} >= s.since AND ${column} < s.until`;

// Each count, for one stretch `s`, read from one range of the time index named beside it.
export const STAT_COUNTS: Record<Exclude<StatName, 'active'>, string> = {
  signups: `SELECT count(*) FROM users WHERE ${within('created_at')}`,
  entries: `SELECT count(*) FROM submissions WHERE ${within('created_at')}`,
  // A vote counts when it was last given: changing a score moves it, and keeps no earlier time.
  votes: `SELECT count(*) FROM votes WHERE ${within('updated_at')}`,
  comments: `SELECT count(*) FROM comments WHERE ${within('created_at')}`,
  // `> 0` rather than IS NOT NULL: SQLite reads a range of the creator index only for the former.
  communityChallenges: `SELECT count(*) FROM challenges WHERE creator_id > 0 AND ${within('created_at')}`,
  // Booked is paid for: the payment's row is written when the checkout completes.
  sessionsBooked: `SELECT count(*) FROM payments WHERE purpose IN ('mentor_session', 'quick_session') AND ${within('created_at')}`,
  // Completed sessions by the time they started.
  sessionsCompleted: `SELECT count(*) FROM mentor_sessions WHERE status = 'completed' AND ${within('starts_at')}`,
  printOrders: `SELECT count(*) FROM payments WHERE purpose = 'print_order' AND ${within('created_at')}`,
  critiqueRequests: `SELECT count(*) FROM critique_requests WHERE status <> 'removed' AND ${within('created_at')}`,
  // As /admin/financial's revenue: the customers' payments in the ledger (negative there).
  revenueCents: `SELECT -coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE account = 'customer' AND kind = 'payment' AND ${within('created_at')}`,
};

// Members who entered a photo, voted or commented in the stretch, each once (counting the
// distinct ids of all three lists costs SQLite half of what a UNION of them does).
export const ACTIVE_MEMBERS = `SELECT count(DISTINCT member) FROM (
  SELECT user_id AS member FROM submissions WHERE ${within('created_at')}
  UNION ALL SELECT voter_id FROM votes WHERE ${within('updated_at')}
  UNION ALL SELECT user_id FROM comments WHERE ${within('created_at')})`;

// One figure for every stretch listed: a row per stretch, `n` its place in the list.
export const perStretch = (stretches: Stretch[], figure: string) => sql<{ n: number; v: number }>`
  WITH s AS (
    SELECT key AS n, json_extract(value, '$[0]') AS since, json_extract(value, '$[1]') AS until
    FROM json_each(${JSON.stringify(stretches.map((s) => s.span))})
  )
  SELECT n, (${sql.raw(figure)}) AS v FROM s`;

const zero = (): StatCounts => ({
  signups: 0,
  active: 0,
  entries: 0,
  votes: 0,
  comments: 0,
  communityChallenges: 0,
  sessionsBooked: 0,
  sessionsCompleted: 0,
  printOrders: 0,
  critiqueRequests: 0,
  revenueCents: 0,
});

const average = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : 0;

const wholeWeek = (s: Stretch) => addDays(s.firstDay, WEEK_DAYS - 1) === s.lastDay;

// Every figure over both periods, in one D1 batch (one round trip, one moment of the database):
// a statement per count over the charts' stretches, and the active members over days and over
// weeks.
export async function adminStats(db: Db, days: number, now: Date): Promise<AdminStats> {
  const window = statsWindow(days, now);
  const unit = days <= 30 ? 'day' : 'week';
  const both = (size: number) => [...window.stretches(0, size), ...window.stretches(1, size)];
  const bars = both(unit === 'day' ? 1 : WEEK_DAYS);
  const daily = both(1);
  const weekly = both(WEEK_DAYS);
  const counted = Object.keys(STAT_COUNTS) as (keyof typeof STAT_COUNTS)[];
  const queries: SQL<{ n: number; v: number }>[] = [
    ...counted.map((name) => perStretch(bars, STAT_COUNTS[name])),
    perStretch(daily, ACTIVE_MEMBERS),
    perStretch(weekly, ACTIVE_MEMBERS),
  ];
  const results = await runBatch(
    db,
    queries.map((query) => statement(db, query)),
  );
  const valuesOf = (i: number, length: number) => {
    const values = new Array<number>(length).fill(0);
    for (const row of (results[i]?.results ?? []) as { n: number; v: number }[]) values[row.n] = row.v ?? 0;
    return values;
  };
  const dailyActive = valuesOf(counted.length, daily.length);
  const weeklyActive = valuesOf(counted.length + 1, weekly.length);
  const series: Record<StatName, number[]> = {
    ...(Object.fromEntries(counted.map((name, i) => [name, valuesOf(i, bars.length)])) as Record<
      Exclude<StatName, 'active'>,
      number[]
    >),
    active: unit === 'day' ? dailyActive : weeklyActive,
  };
  const half = bars.length / 2;
  const countsAt = (i: number): StatCounts => Object.fromEntries(STATS.map((name) => [name, series[name][i] ?? 0])) as StatCounts;
  const buckets: StatBucket[] = bars.slice(0, half).map((bar, i) => {
    const before = bars[half + i] ?? bar;
    return {
      firstDay: bar.firstDay,
      lastDay: bar.lastDay,
      previousFirstDay: before.firstDay,
      previousLastDay: before.lastDay,
      current: countsAt(i),
      previous: countsAt(half + i),
    };
  });
  const periodOf = (back: 0 | 1): StatPeriod => {
    const p = back ? window.previous : window.current;
    const sums = zero();
    for (const bucket of buckets) {
      for (const name of STATS) sums[name] += (back ? bucket.previous : bucket.current)[name];
    }
    const { active: _, ...totals } = sums;
    const mine = <T>(list: T[]) => (back ? list.slice(list.length / 2) : list.slice(0, list.length / 2));
    return {
      from: new Date(p.from).toISOString(),
      to: new Date(p.until).toISOString(),
      firstDay: p.firstDay,
      lastDay: p.lastDay,
      totals: {
        ...totals,
        activeDaily: average(mine(dailyActive)),
        activeWeekly: average(mine(weeklyActive).filter((_, i) => wholeWeek(mine(weekly)[i] as Stretch))),
      },
    };
  };
  return { days, unit, current: periodOf(0), previous: periodOf(1), buckets };
}

// The figures as the page shows them are at most a minute old: one admin's reload, or several
// admins at once, reuse the last answer instead of counting a year of rows again. Requests
// arriving while the figures are counted wait for that count.
const KEEP_FOR = 60_000;
export type CountedStats = { stats: AdminStats; countedAt: number };
const kept = new Map<number, { at: number; counted: Promise<CountedStats> }>();

// Not fresh when `now` is before the count, as a test's clock may be.
const isFresh = (at: number, now: Date) => now.getTime() >= at && now.getTime() - at < KEEP_FOR;

// How many more whole seconds the figures may be shown before they are a minute old.
export const freshSeconds = (counted: CountedStats, now: Date) =>
  isFresh(counted.countedAt, now) ? Math.floor((counted.countedAt + KEEP_FOR - now.getTime()) / 1000) : 0;

export function recentAdminStats(db: Db, days: number, now: Date): Promise<CountedStats> {
  const found = kept.get(days);
  if (found && isFresh(found.at, now)) return found.counted;
  const counted = adminStats(db, days, now).then((stats) => ({ stats, countedAt: now.getTime() }));
  kept.set(days, { at: now.getTime(), counted });
  // A failed count is not kept: the next request tries again.
  counted.catch(() => {
    if (kept.get(days)?.counted === counted) kept.delete(days);
  });
  return counted;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const shown = (name: StatName, value: number) => (name === 'revenueCents' ? dollars(value) : value);
const change = (now: number, before: number) => (before ? (((now - before) / before) * 100).toFixed(1) : '');
const columnName = (name: StatName) => (name === 'revenueCents' ? `${STAT_NAMES[name]} (USD)` : STAT_NAMES[name]);

// The same figures as one spreadsheet: the totals, then the bars, each beside the previous
// period's; a blank change is a previous period with nothing to compare with.
export function adminStatsCsv(stats: AdminStats): string {
  const { current: now, previous: before } = stats;
  const total = (name: Exclude<StatName, 'active'>) => [
    columnName(name),
    shown(name, now.totals[name]),
    shown(name, before.totals[name]),
    change(now.totals[name], before.totals[name]),
  ];
  const totals = STATS.flatMap((name) =>
    name === 'active'
      ? [
          [
            'Daily active members (average)',
            now.totals.activeDaily,
            before.totals.activeDaily,
            change(now.totals.activeDaily, before.totals.activeDaily),
          ],
          [
            'Weekly active members (average)',
            now.totals.activeWeekly,
            before.totals.activeWeekly,
            change(now.totals.activeWeekly, before.totals.activeWeekly),
          ],
        ]
      : [total(name)],
  );
  const bar = stats.unit === 'day' ? ['Day', 'Previous day'] : ['Week from', 'Week to', 'Previous week from', 'Previous week to'];
  const active = stats.unit === 'day' ? 'Daily active members' : 'Weekly active members';
  const title = (name: StatName) => (name === 'active' ? active : columnName(name));
  return csvText([
    ['Statistics', `Last ${stats.days} days`, `${now.from} to ${now.to}`, `previous: ${before.from} to ${before.to}`],
    [],
    ['Figure', 'This period', 'Previous period', 'Change (%)'],
    ...totals,
    [],
    [...bar, ...STATS.flatMap((name) => [title(name), `${title(name)}, previous`])],
    ...stats.buckets.map((b) => [
      ...(stats.unit === 'day'
        ? [b.firstDay, b.previousFirstDay]
        : [b.firstDay, b.lastDay, b.previousFirstDay, b.previousLastDay]),
      ...STATS.flatMap((name) => [shown(name, b.current[name]), shown(name, b.previous[name])]),
    ]),
  ]);
}

export const adminStatsFilename = (stats: AdminStats) =>
  `aperture-circle-statistics-${stats.days}-days-${stats.current.lastDay}.csv`;
