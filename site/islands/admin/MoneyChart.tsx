import './MoneyChart.css';
import { useId } from 'react';
import type { FinancialMonth } from '../../../worker/contract/admin-financial';
import { formatUsd } from '../../../worker/domain/money';
import { type ChartBox, ChartLegend, plotArea, roundTop, ValueGrid } from './chart-axis';

const BOX: ChartBox = { width: 720, height: 240, pad: { top: 12, right: 8, bottom: 28, left: 64 } };

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

// Revenue, money given back and payouts by month, as grouped bars. The chart is a picture of
// the table beside it, which is what screen readers read.
export default function MoneyChart({ months }: { months: FinancialMonth[] }) {
  const id = useId();
  const most = Math.max(...months.flatMap((m) => SERIES.map((s) => s.of(m))));
  // With no money at all the axis still runs to $100.
  const max = most <= 0 ? 10_000 : roundTop(most);
  const { plotH, slot, y, labelX, labelY } = plotArea(BOX, months.length, max);
  const bar = Math.min(14, (slot * 0.8) / SERIES.length);
  return (
    <figure className="admin-chart money-chart">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>Revenue, refunds and disputes, and payouts by month (figures in the table)</title>
        <ValueGrid box={BOX} max={max} y={y} gap={8} label={(value) => formatUsd(value).replace('.00', '')} />
        {months.map((month, i) => {
          const x = BOX.pad.left + slot * i + (slot - bar * SERIES.length) / 2;
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
                    height={BOX.pad.top + plotH - top}
                    rx={2}
                  />
                );
              })}
              <text className="money-chart__month" x={labelX(i)} y={labelY} textAnchor="middle">
                {monthLabel(month.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartLegend series={SERIES} />
    </figure>
  );
}
