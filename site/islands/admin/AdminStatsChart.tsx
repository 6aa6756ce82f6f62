import '../stats/BarChart.css';
import './AdminStatsChart.css';
import { useId } from 'react';
import { bucketLabel } from '../stats/series';

// One bar's stretch in each period, as the dashboard's charts name them ('Mar 3', 'Mar 3 – Mar 9').
export type PairedBar = { start: string; end: string; previousStart: string; previousEnd: string; now: number; before: number };

type Props = {
  title: string;
  unit: 'day' | 'week';
  bars: PairedBar[];
  // Each figure as the page writes it (a count, or dollars).
  shown: (value: number) => string;
  // The period's figure and the previous one's beside the chart: a total, or an average.
  figure: { label: string; now: string; before: string };
  periodLabel: string;
};

const labelOf = (start: string, end: string) => bucketLabel({ start, end, value: 0 });

// One figure over the period, each bar beside the same stretch of the previous period (the
// paler one): drawn by hand in SVG like the photographer dashboard's charts, with the same
// figures in a table for those who can't see the bars.
export default function AdminStatsChart({ title, unit, bars, shown, figure, periodLabel }: Props) {
  const id = useId();
  const max = Math.max(0, ...bars.flatMap((bar) => [bar.now, bar.before]));
  const height = (value: number) => (max > 0 ? (Math.max(0, value) / max) * 100 : 0);
  const first = bars[0];
  const last = bars.at(-1);
  const summary = `${title} per ${unit}, ${periodLabel}: ${figure.label.toLowerCase()} ${figure.now}, previous period ${figure.before}.`;
  return (
    <section className="card bar-chart stats-chart" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <div className="bar-chart__body">
        <figure className="bar-chart__figure">
          <span className="bar-chart__max" aria-hidden="true">
            {max > 0 ? shown(max) : 'None in either period'}
          </span>
          <svg
            className="bar-chart__svg"
            viewBox={`0 0 ${bars.length * 10} 100`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
          >
            {bars.map((bar, i) => (
              <g key={bar.start}>
                <rect
                  className="stats-chart__before"
                  x={i * 10 + 1}
                  y={100 - height(bar.before)}
                  width={4}
                  height={height(bar.before)}
                >
                  <title>{`Previous period, ${labelOf(bar.previousStart, bar.previousEnd)}: ${shown(bar.before)}`}</title>
                </rect>
                <rect x={i * 10 + 5} y={100 - height(bar.now)} width={4} height={height(bar.now)}>
                  <title>{`${labelOf(bar.start, bar.end)}: ${shown(bar.now)}`}</title>
                </rect>
              </g>
            ))}
          </svg>
          {first && last && (
            <figcaption className="bar-chart__axis" aria-hidden="true">
              <span>{labelOf(first.start, first.start)}</span>
              <span>{labelOf(last.end, last.end)}</span>
            </figcaption>
          )}
        </figure>
        <dl className="bar-chart__numbers">
          <div>
            <dt>
              <i className="stats-chart__key" aria-hidden="true" />
              {figure.label}
            </dt>
            <dd>{figure.now}</dd>
          </div>
          <div>
            <dt>
              <i className="stats-chart__key stats-chart__key--before" aria-hidden="true" />
              Previous period
            </dt>
            <dd>{figure.before}</dd>
          </div>
        </dl>
      </div>
      {max > 0 && (
        <details className="bar-chart__table">
          <summary>{`${title} by ${unit}`}</summary>
          <table>
            <caption className="sr-only">{`${title} by ${unit}, ${periodLabel}, beside the previous period`}</caption>
            <thead>
              <tr>
                <th scope="col">{unit === 'day' ? 'Day' : 'Week'}</th>
                <th scope="col">This period</th>
                <th scope="col">Previous period</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.start}>
                  <td>{labelOf(bar.start, bar.end)}</td>
                  <td>{shown(bar.now)}</td>
                  <td>
                    {shown(bar.before)} <small>({labelOf(bar.previousStart, bar.previousEnd)})</small>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
