import './BarChart.css';
import { type Bucket, bucketLabel, busiest, count } from './series';

type Props = {
  title: string;
  // What one counts, singular ('view'): 'Views per day, last 30 days: 12 views…'.
  noun: string;
  buckets: Bucket[];
  // 'day' or 'week': what one bar covers.
  unit: string;
  periodLabel: string;
};

// One metric over the period: bars drawn by hand in SVG (no chart library on the page), with
// the numbers beside them and, for those who can't see the bars, a summary and a table.
export default function BarChart({ title, noun, buckets, unit, periodLabel }: Props) {
  const total = buckets.reduce((sum, b) => sum + b.value, 0);
  const max = Math.max(1, ...buckets.map((b) => b.value));
  const best = busiest(buckets);
  const perUnit = buckets.length > 0 ? total / buckets.length : 0;
  const summary = `${title} per ${unit}, ${periodLabel}: ${count(total, noun)}${
    best ? `, most in ${bucketLabel(best)} (${best.value.toLocaleString('en-US')})` : ''
  }.`;
  const first = buckets[0];
  const last = buckets.at(-1);
  const id = `chart-${noun}`;
  return (
    <section className="card bar-chart" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <div className="bar-chart__body">
        <figure className="bar-chart__figure">
          <span className="bar-chart__max" aria-hidden="true">
            {total > 0 ? max.toLocaleString('en-US') : `No ${noun}s in this period`}
          </span>
          <svg
            className="bar-chart__svg"
            viewBox={`0 0 ${buckets.length * 10} 100`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
          >
            {buckets.map((b, i) => {
              const height = (b.value / max) * 100;
              return (
                <rect key={b.start} x={i * 10 + 1.5} y={100 - height} width={7} height={height}>
                  <title>{`${bucketLabel(b)}: ${count(b.value, noun)}`}</title>
                </rect>
              );
            })}
          </svg>
          {first && last && (
            <figcaption className="bar-chart__axis" aria-hidden="true">
              <span>{bucketLabel(first).split(' – ')[0]}</span>
              <span>{bucketLabel(last).split(' – ').at(-1)}</span>
            </figcaption>
          )}
        </figure>
        <dl className="bar-chart__numbers">
          <div>
            <dt>Total</dt>
            <dd>{total.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Per {unit}</dt>
            <dd>{perUnit.toLocaleString('en-US', { maximumFractionDigits: 1 })}</dd>
          </div>
          <div>
            <dt>Best {unit}</dt>
            <dd>{best ? `${bucketLabel(best)} · ${best.value.toLocaleString('en-US')}` : '—'}</dd>
          </div>
        </dl>
      </div>
      {total > 0 && (
        <details className="bar-chart__table">
          <summary>{`${title} by ${unit}`}</summary>
          <table>
            <caption className="sr-only">{`${title} by ${unit}, ${periodLabel}; ${unit}s with none left out`}</caption>
            <thead>
              <tr>
                <th scope="col">{unit === 'day' ? 'Day' : 'Week'}</th>
                <th scope="col">{title}</th>
              </tr>
            </thead>
            <tbody>
              {buckets
                .filter((b) => b.value > 0)
                .map((b) => (
                  <tr key={b.start}>
                    <td>{bucketLabel(b)}</td>
                    <td>{b.value.toLocaleString('en-US')}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
