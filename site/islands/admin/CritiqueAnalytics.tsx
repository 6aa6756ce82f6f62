import './CritiqueAnalytics.css';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type {
  CritiqueAnalytics as Analytics,
  CritiqueAnalyticsDays,
  CritiqueWeek,
} from '../../../worker/contract/critique-analytics';
import { calendarDate } from '../../../worker/domain/dates';
import { ASPECT_LABELS } from '../../../worker/domain/critiques';
import {
  $analyticsPeriod,
  ANALYTICS_PERIODS,
  chooseAnalyticsPeriod,
  critiqueAnalytics,
  csvHref,
} from '../../stores/admin-critique-analytics';
import EmptyState from '../shared/EmptyState';
import PeriodSwitch from '../shared/PeriodSwitch';
import { periodName } from '../shared/period-names';
import Spinner from '../shared/Spinner';
import BarChart from '../stats/BarChart';
import CritiqueAnalyticsBars from './CritiqueAnalyticsBars';
import CritiqueAnalyticsCritics from './CritiqueAnalyticsCritics';
import CritiqueAnalyticsTiles from './CritiqueAnalyticsTiles';

// The weeks as the dashboard's bar chart takes them: the days, in the admin's own zone, on
// which each seven-day stretch starts and ends.
const weekBuckets = (weeks: CritiqueWeek[], of: (week: CritiqueWeek) => number) =>
  weeks.map((week) => ({ start: calendarDate(new Date(week.start)), end: calendarDate(new Date(week.end)), value: of(week) }));

function Figures({ analytics, period }: { analytics: Analytics; period: CritiqueAnalyticsDays }) {
  const periodLabel = `in the last ${periodName(period)}`;
  const mostRated = Math.max(0, ...analytics.helpfulness.map((h) => h.count));
  return (
    <>
      <CritiqueAnalyticsTiles analytics={analytics} />
      <div className="analytics__grid">
        <BarChart
          title="Requests"
          noun="request"
          unit="week"
          periodLabel={periodLabel}
          buckets={weekBuckets(analytics.weeks, (w) => w.requests)}
        />
        <BarChart
          title="Coach reports"
          noun="report"
          unit="week"
          periodLabel={periodLabel}
          buckets={weekBuckets(analytics.weeks, (w) => w.coachReports)}
        />
        <section className="card analytics-card" aria-labelledby="analytics-helpfulness">
          <h3 id="analytics-helpfulness">Helpfulness</h3>
          <p className="analytics__muted">How requesters rated the period's critiques so far, 5 the most helpful.</p>
          <CritiqueAnalyticsBars
            caption={`Critiques by helpfulness rating, written ${periodLabel}`}
            columns={['Rating', 'Critiques']}
            max={mostRated}
            rows={[...analytics.helpfulness].reverse().map((h) => ({
              key: String(h.rating),
              label: `${h.rating} of 5`,
              value: h.count,
              shown: h.count.toLocaleString('en-US'),
            }))}
          />
        </section>
        <section className="card analytics-card" aria-labelledby="analytics-aspects">
          <h3 id="analytics-aspects">Aspect ratings</h3>
          <p className="analytics__muted">The critics' own 1–5 rating of each aspect they were asked about.</p>
          <CritiqueAnalyticsBars
            caption={`Average rating per aspect, critiques written ${periodLabel}`}
            columns={['Aspect', 'Average (ratings)']}
            max={5}
            rows={analytics.aspects.map((a) => ({
              key: a.aspect,
              label: ASPECT_LABELS[a.aspect],
              value: a.average,
              shown: a.average === null ? '—' : a.average.toFixed(1),
              detail: `(${a.ratings.toLocaleString('en-US')})`,
            }))}
          />
        </section>
      </div>
      <section className="analytics__critics" aria-labelledby="analytics-critics">
        <h3 id="analytics-critics">Top critics</h3>
        <CritiqueAnalyticsCritics critics={analytics.topCritics} periodLabel={periodLabel} />
      </section>
    </>
  );
}

const quiet = ({ current }: Analytics) => current.requests + current.critiques + current.coachReports === 0;

// /admin/critique-analytics: requests, first critiques, helpfulness, critics, aspects and
// coach reports over the last 7, 30, 90 or 365 days, beside the period before.
export default function CritiqueAnalytics() {
  const period = useStore($analyticsPeriod);
  const $figures = critiqueAnalytics(period);
  const { data: fresh, error } = useStore($figures);
  // While another period loads, the last one stays on screen (marked busy).
  const last = useRef<Analytics | undefined>(undefined);
  if (fresh) last.current = fresh;
  const data = fresh ?? last.current;
  const shown = data && data !== fresh ? (String(data.days) as CritiqueAnalyticsDays) : period;
  return (
    <section className="analytics" aria-labelledby="analytics-title" aria-busy={!fresh && !error}>
      <div className="analytics__bar">
        <h2 id="analytics-title">Last {periodName(period)}</h2>
        <PeriodSwitch periods={ANALYTICS_PERIODS} period={period} onChoose={chooseAnalyticsPeriod} />
        <a className="btn btn-outline" href={csvHref(period)} download>
          Download CSV
        </a>
      </div>
      {error ? (
        <EmptyState
          compact
          role="alert"
          action={
            <button type="button" className="btn btn-outline" onClick={() => void $figures.revalidate()}>
              Try Again
            </button>
          }
        >
          We couldn't load the critique figures.
        </EmptyState>
      ) : !data ? (
        <Spinner label="Loading critique figures..." />
      ) : quiet(data) ? (
        <EmptyState
          compact
          action={
            period !== '365' && (
              <button type="button" className="btn btn-outline" onClick={() => chooseAnalyticsPeriod('365')}>
                Show the Last 12 Months
              </button>
            )
          }
        >
          Nothing yet in the last {periodName(shown)}: no critique requests, critiques or coach reports.
        </EmptyState>
      ) : (
        <Figures analytics={data} period={shown} />
      )}
    </section>
  );
}
