import './EmailChart.css';
import { useId } from 'react';
import type { MailDay } from '../../../worker/contract/admin-mail';
import { formatter } from '../../lib/dates';
import { formatDay } from './ny-time';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 40 };
const TICKS = 4;

const SERIES = [
  { key: 'sent', label: 'Sent', className: 'email-chart__sent', of: (d: MailDay) => d.sent },
  { key: 'failed', label: 'Failed', className: 'email-chart__failed', of: (d: MailDay) => d.failed },
  { key: 'bounced', label: 'Bounced', className: 'email-chart__bounced', of: (d: MailDay) => d.bounced },
  { key: 'complained', label: 'Marked as spam', className: 'email-chart__complained', of: (d: MailDay) => d.complained },
] as const;

// A round top for the axis: 1, 2 or 5 times a power of ten.
function niceMax(n: number): number {
  if (n <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(n));
  return ([1, 2, 5, 10].find((m) => m * power >= n) ?? 10) * power;
}

const shortDay = (day: string) =>
  formatter('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

// Each day's mail as one stacked bar: sent, then what went wrong. The table under it holds
// the same figures, for screen readers and for exact numbers.
export default function EmailChart({ days }: { days: MailDay[] }) {
  const id = useId();
  const total = (d: MailDay) => SERIES.reduce((sum, s) => sum + s.of(d), 0);
  const max = niceMax(Math.max(0, ...days.map(total)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const bar = Math.max(2, slot * 0.7);
  const y = (n: number) => PAD.top + plotH - (n / max) * plotH;
  return (
    <figure className="email-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>Mail sent, failed, bounced and marked as spam per day (figures in the table)</title>
        {Array.from({ length: TICKS + 1 }, (_, i) => {
          const value = (max / TICKS) * i;
          return (
            <g key={value} className="email-chart__grid">
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} />
              <text x={PAD.left - 6} y={y(value)} dy="0.32em" textAnchor="end">
                {Math.round(value).toLocaleString('en-US')}
              </text>
            </g>
          );
        })}
        {days.map((day, i) => {
          const x = PAD.left + slot * i + (slot - bar) / 2;
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
                <text x={PAD.left + slot * (i + 0.5)} y={HEIGHT - 8} textAnchor="middle">
                  {shortDay(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="email-chart__legend">
        {SERIES.map((series) => (
          <span key={series.key}>
            <i className={series.className} aria-hidden="true" />
            {series.label}
          </span>
        ))}
      </figcaption>
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
