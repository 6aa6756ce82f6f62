import './MoneyChart.css';
import { useId } from 'react';
import type { FinancialMonth } from '../../../worker/contract/admin-financial';
import { formatUsd } from '../../../worker/domain/money';

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };
const TICKS = 4;

const SERIES = [
  { key: 'revenue', label: 'Revenue', className: 'money-chart__revenue', of: (m: FinancialMonth) => m.revenueCents },
  {
    key: 'back',
    label: 'Refunds and disputes',
    className: 'money-chart__back',
    of: (m: FinancialMonth) => Math.max(0, m.refundsCents + m.disputesCents),
  },
  { key: 'payouts', label: 'Payouts', className: 'money-chart__payouts', of: (m: FinancialMonth) => Math.max(0, m.payoutsCents) },
] as const;

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });

// A round top for the axis: 1, 2 or 5 times a power of ten, in cents.
function niceMax(cents: number): number {
  if (cents <= 0) return 10_000;
  const power = 10 ** Math.floor(Math.log10(cents));
  const step = [1, 2, 5, 10].find((m) => m * power >= cents) ?? 10;
  return step * power;
}

// Revenue, money given back and payouts by month, as grouped bars. The chart is a picture of
// the table beside it, which is what screen readers read.
export default function MoneyChart({ months }: { months: FinancialMonth[] }) {
  const id = useId();
  const max = niceMax(Math.max(...months.flatMap((m) => SERIES.map((s) => s.of(m)))));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / months.length;
  const bar = Math.min(14, (slot * 0.8) / SERIES.length);
  const y = (cents: number) => PAD.top + plotH - (cents / max) * plotH;
  return (
    <figure className="money-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>Revenue, refunds and disputes, and payouts by month (figures in the table)</title>
        {Array.from({ length: TICKS + 1 }, (_, i) => {
          const value = (max / TICKS) * i;
          return (
            <g key={value} className="money-chart__grid">
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} />
              <text x={PAD.left - 8} y={y(value)} dy="0.32em" textAnchor="end">
                {formatUsd(value).replace('.00', '')}
              </text>
            </g>
          );
        })}
        {months.map((month, i) => {
          const x = PAD.left + slot * i + (slot - bar * SERIES.length) / 2;
          return (
            <g key={month.month}>
              {SERIES.map((series, s) => {
                const top = y(series.of(month));
                return (
                  <rect
                    key={series.key}
                    className={series.className}
                    x={x + bar * s}
                    y={top}
                    width={bar - 1}
                    height={PAD.top + plotH - top}
                    rx={2}
                  />
                );
              })}
              <text className="money-chart__month" x={PAD.left + slot * (i + 0.5)} y={HEIGHT - 8} textAnchor="middle">
                {monthLabel(month.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="money-chart__legend">
        {SERIES.map((series) => (
          <span key={series.key}>
            <i className={series.className} aria-hidden="true" />
            {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
