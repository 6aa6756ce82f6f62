import './CritiqueAnalytics.css';
import { useStore } from '@nanostores/react';
import {
  type AdminStats as Stats,
  type AdminStatsDays,
  STAT_NAMES,
  STATS,
  type StatName,
  type StatPeriod,
} from '../../../worker/contract/admin-stats';
import { formatUsd } from '../../../worker/domain/money';
import { $adminStatsPeriod, adminStats, chooseAdminStatsPeriod, STATS_PERIODS, statsCsvHref } from '../../stores/admin-stats';
import { periodName } from '../shared/period-names';
import RetryState from '../shared/RetryState';
import Spinner from '../shared/Spinner';
import { useLastShown } from '../shared/use-last-shown';
import { dayLabel } from '../stats/series';
import AdminStatsChart from './AdminStatsChart';
import AdminStatsTiles from './AdminStatsTiles';
import PeriodBar from './PeriodBar';
import { change } from './period-change';
import QuietPeriod from './QuietPeriod';

const whole = (n: number) => n.toLocaleString('en-US');
const dollars = (cents: number) => formatUsd(cents).replace(/\.00$/, '');
const average = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

// 'Feb 20 – Mar 20, 2024': a period's New York days.
const daysOf = (p: StatPeriod) => `${dayLabel(p.firstDay)} – ${dayLabel(p.lastDay, true)}`;

function chartOf(stats: Stats, name: StatName, periodLabel: string) {
  const money = name === 'revenueCents';
  const shown = money ? dollars : whole;
  const { current: now, previous: before } = stats;
  // Active members don't add up across days (one member is active on many): the chart's
  // figure is the average the tiles show; every other figure is the period's total.
  const figure =
    name === 'active'
      ? stats.unit === 'day'
        ? { label: 'Average a day', now: average(now.totals.activeDaily), before: average(before.totals.activeDaily) }
        : { label: 'Average a week', now: average(now.totals.activeWeekly), before: average(before.totals.activeWeekly) }
      : {
          label: 'Total',
          now: shown(now.totals[name]),
          before: `${shown(before.totals[name])}${change(now.totals[name], before.totals[name])}`,
        };
  const title = name === 'active' ? `${stats.unit === 'day' ? 'Daily' : 'Weekly'} active members` : STAT_NAMES[name];
  return (
    <AdminStatsChart
      key={name}
      title={title}
      unit={stats.unit}
      periodLabel={periodLabel}
      shown={shown}
      figure={figure}
      bars={stats.buckets.map((b) => ({
        start: b.firstDay,
        end: b.lastDay,
        previousStart: b.previousFirstDay,
        previousEnd: b.previousLastDay,
        now: b.current[name],
        before: b.previous[name],
      }))}
    />
  );
}

function Figures({ stats, period }: { stats: Stats; period: AdminStatsDays }) {
  const periodLabel = `in the last ${periodName(period)}`;
  return (
    <>
      <p className="analytics__muted">
        {daysOf(stats.current)} (today until now) beside {daysOf(stats.previous)} (its last day until the same time). New York
        days; the figures are at most a minute old.
      </p>
      <AdminStatsTiles stats={stats} />
      <div className="analytics__grid">{STATS.map((name) => chartOf(stats, name, periodLabel))}</div>
    </>
  );
}

const quiet = ({ current, previous }: Stats) =>
  [current.totals, previous.totals].every((totals) => Object.values(totals).every((value) => value === 0));

// /admin/stats: sign-ups, active members, entries, votes, comments, community challenges,
// mentoring, print orders, critique requests and revenue over the last 7, 30, 90 or 365
// days, each beside the period before.
export default function AdminStats() {
  const period = useStore($adminStatsPeriod);
  const $figures = adminStats(period);
  const { data: fresh, error } = useStore($figures);
  const data = useLastShown(fresh);
  const shown = data && data !== fresh ? (String(data.days) as AdminStatsDays) : period;
  return (
    <section className="analytics" aria-labelledby="stats-title" aria-busy={!fresh && !error}>
      <PeriodBar
        titleId="stats-title"
        periods={STATS_PERIODS}
        period={period}
        onChoose={chooseAdminStatsPeriod}
        csvHref={statsCsvHref(period)}
      />
      {error ? (
        <RetryState onRetry={() => void $figures.revalidate()}>We couldn't load the statistics.</RetryState>
      ) : !data ? (
        <Spinner label="Loading statistics..." />
      ) : quiet(data) ? (
        <QuietPeriod period={period} onChoose={chooseAdminStatsPeriod}>
          Nothing yet in the last {periodName(shown)} or the {periodName(shown)} before: no sign-ups, entries, votes, comments,
          bookings, orders or payments.
        </QuietPeriod>
      ) : (
        <Figures stats={data} period={shown} />
      )}
    </section>
  );
}
