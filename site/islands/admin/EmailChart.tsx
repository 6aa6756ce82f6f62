import './EmailChart.css';
import { useId } from 'react';
import type { MailDay } from '../../../worker/contract/admin-mail';
import { formatter } from '../../lib/dates';
import { type ChartBox, ChartLegend, plotArea, roundTop, ValueGrid } from './chart-axis';
import { formatDay } from './ny-time';

const BOX: ChartBox = { width: 720, height: 220, pad: { top: 12, right: 8, bottom: 28, left: 40 } };

const SERIES = [
  { key: 'sent', label: 'Sent', className: 'email-chart__sent', of: (d: MailDay) => d.sent },
  { key: 'failed', label: 'Failed', className: 'email-chart__failed', of: (d: MailDay) => d.failed },
  { key: 'bounced', label: 'Bounced', className: 'email-chart__bounced', of: (d: MailDay) => d.bounced },
  { key: 'complained', label: 'Marked as spam', className: 'email-chart__complained', of: (d: MailDay) => d.complained },
] as const;

const shortDay = (day: string) =>
  formatter('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

// Each day's mail as one stacked bar: sent, then what went wrong. The table under it holds
// the same figures, for screen readers and for exact numbers.
export default function EmailChart({ days }: { days: MailDay[] }) {
  const id = useId();
  const total = (d: MailDay) => SERIES.reduce((sum, s) => sum + s.of(d), 0);
  const most = Math.max(0, ...days.map(total));
  // Under four a day, the axis still counts 0 to 4 in whole steps.
  const max = most <= 4 ? 4 : roundTop(most);
  const { slot, y, labelX, labelY } = plotArea(BOX, days.length, max);
  const bar = Math.max(2, slot * 0.7);
  return (
    <figure className="admin-chart email-chart">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>Mail sent, failed, bounced and marked as spam per day (figures in the table)</title>
        <ValueGrid box={BOX} max={max} y={y} gap={6} label={(value) => Math.round(value).toLocaleString('en-US')} />
        {days.map((day, i) => {
          const x = BOX.pad.left + slot * i + (slot - bar) / 2;
          let below = 0;
          return (
            <g key={day.day}>
              {SERIES.map((series) => {
                const n = series.of(day);
                if (n === 0) return null;
                const top = y(below + n);
                const bottom = y(below);
                below += n;
                return <rect key={series.key} className={series.className} x={x} y={top} width={bar} height={bottom - top} />;
              })}
              {(days.length - 1 - i) % 7 === 0 && (
                <text x={labelX(i)} y={labelY} textAnchor="middle">
                  {shortDay(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ChartLegend series={SERIES} />
      <details className="email-chart__table">
        <summary>Figures by day</summary>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="sr-only">Mail per day, UTC</caption>
            <thead>
              <tr>
                <th scope="col">Day (UTC)</th>
                {SERIES.map((series) => (
                  <th key={series.key} scope="col">
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatDay(day.day)}</th>
                  {SERIES.map((series) => (
                    <td key={series.key} data-label={series.label}>
                      {series.of(day).toLocaleString('en-US')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
