import './CritiqueAnalytics.css';
import { useStore } from '@nanostores/react';
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
import { periodName } from '../shared/period-names';
import RetryState from '../shared/RetryState';
import Spinner from '../shared/Spinner';
import { useLastShown } from '../shared/use-last-shown';
import BarChart from '../stats/BarChart';
import CritiqueAnalyticsBars from './CritiqueAnalyticsBars';
import CritiqueAnalyticsCritics from './CritiqueAnalyticsCritics';
import CritiqueAnalyticsTiles from './CritiqueAnalyticsTiles';
import PeriodBar from './PeriodBar';
import QuietPeriod from './QuietPeriod';

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
  const data = useLastShown(fresh);
  const shown = data && data !== fresh ? (String(data.days) as CritiqueAnalyticsDays) : period;
  return (
    <section className="analytics" aria-labelledby="analytics-title" aria-busy={!fresh && !error}>
      <PeriodBar
        titleId="analytics-title"
        periods={ANALYTICS_PERIODS}
        period={period}
        onChoose={chooseAnalyticsPeriod}
        csvHref={csvHref(period)}
      />
      {error ? (
        <RetryState onRetry={() => void $figures.revalidate()}>We couldn't load the critique figures.</RetryState>
      ) : !data ? (
        <Spinner label="Loading critique figures..." />
      ) : quiet(data) ? (
        <QuietPeriod period={period} onChoose={chooseAnalyticsPeriod}>
          Nothing yet in the last {periodName(shown)}: no critique requests, critiques or coach reports.
        </QuietPeriod>
      ) : (
        <Figures analytics={data} period={shown} />
      )}
    </section>
  );
}
