import './PhotographerDashboard.css';
import { useStore } from '@nanostores/react';
import type { PhotographerStats, StatsDays } from '../../../worker/contract/stats';
import { $statsPeriod, STATS_PERIODS, choosePeriod, photographerStats } from '../../stores/stats';
import Spinner from '../shared/Spinner';
import StatTiles from '../shared/StatTiles';
import EmptyState from '../shared/EmptyState';
import PeriodSwitch from '../shared/PeriodSwitch';
import RetryState from '../shared/RetryState';
import { useLastShown } from '../shared/use-last-shown';
import { periodName } from '../shared/period-names';
import BarChart from './BarChart';
import PhotoRows from './PhotoRows';
import PlacementChart from './PlacementChart';
import { bucketDays, bucketsOf, ordinal } from './series';

const CHARTS = [
  ['views', 'Views', 'view'],
  ['likes', 'Likes', 'like'],
  ['votes', 'Votes', 'vote'],
  ['prints', 'Prints sold', 'print'],
] as const;

function Totals({ stats }: { stats: PhotographerStats }) {
  const best = Math.min(...stats.photos.flatMap((p) => (p.placement && p.placement.day >= stats.from ? [p.placement.rank] : [])));
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <StatTiles
      tiles={[
        { label: 'Views', value: count(stats.totals.views), hint: 'Page views by others' },
        { label: 'Likes', value: count(stats.totals.likes), hint: 'New likes' },
        { label: 'Votes', value: count(stats.totals.votes), hint: 'Once results are named' },
        { label: 'Prints sold', value: count(stats.totals.prints), hint: 'In paid orders' },
        {
          label: 'Placements',
          value: count(stats.totals.placements),
          hint: Number.isFinite(best) ? `Best: ${ordinal(best)}` : 'Results named',
        },
      ]}
    />
  );
}

function Statistics({ stats, period }: { stats: PhotographerStats; period: StatsDays }) {
  const periodLabel = `in the last ${periodName(period)}`;
  const size = bucketDays(stats.days);
  const unit = size === 1 ? 'day' : 'week';
  return (
    <>
      <Totals stats={stats} />
      <div className="stats-charts">
        {CHARTS.map(([metric, title, noun]) => (
          <BarChart
            key={metric}
            title={title}
            noun={noun}
            unit={unit}
            periodLabel={periodLabel}
            buckets={bucketsOf(stats.daily, metric, stats.from, stats.to, size)}
          />
        ))}
        <PlacementChart photos={stats.photos} from={stats.from} to={stats.to} periodLabel={periodLabel} />
      </div>
      <section aria-labelledby="photos-title" className="stats-photos">
        <h2 id="photos-title">Your photos</h2>
        <PhotoRows photos={stats.photos} from={stats.from} to={stats.to} periodLabel={periodLabel} />
      </section>
    </>
  );
}

// /photographer-dashboard: how the member's photos are doing — views, likes, votes, prints
// sold and placements over the last 30, 90 or 365 days.
export default function PhotographerDashboard() {
  const period = useStore($statsPeriod);
  const $stats = photographerStats(period);
  const { data: fresh, error } = useStore($stats);
  const data = useLastShown(fresh);
  return (
    <div className="stats" aria-busy={!fresh && !error}>
      <div className="stats__bar">
        <h2>Statistics</h2>
        <PeriodSwitch periods={STATS_PERIODS} period={period} onChoose={choosePeriod} />
      </div>
      {error ? (
        <RetryState onRetry={() => void $stats.revalidate()}>We couldn't load your statistics.</RetryState>
      ) : !data ? (
        <Spinner label="Loading..." />
      ) : data.photos.length === 0 ? (
        <EmptyState
          compact
          action={
            <a className="btn btn-primary" href="/challenges">
              Find a Challenge
            </a>
          }
        >
          Your photos' views, likes, votes and sales will show here once you enter a challenge.
        </EmptyState>
      ) : (
        <Statistics stats={data} period={data === fresh ? period : (String(data.days) as StatsDays)} />
      )}
    </div>
  );
}
