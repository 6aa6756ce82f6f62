import './admin-chart.css';

// The frame the admin bar charts share (EmailChart, MoneyChart): a fixed viewBox, padding
// for the labels, equal slots across, four steps up the value axis and a legend.
export type ChartBox = { width: number; height: number; pad: { top: number; right: number; bottom: number; left: number } };

const TICKS = 4;

// A round top for the axis: 1, 2 or 5 times a power of ten (n above zero).
export function roundTop(n: number): number {
  const power = 10 ** Math.floor(Math.log10(n));
  return ([1, 2, 5, 10].find((m) => m * power >= n) ?? 10) * power;
}

// The plot inside the padding: `count` slots across, the height of a value up to `max`, and
// where a slot's label sits under it.
export function plotArea(box: ChartBox, count: number, max: number) {
  const plotH = box.height - box.pad.top - box.pad.bottom;
  const slot = (box.width - box.pad.left - box.pad.right) / count;
  return {
    plotH,
    slot,
    y: (n: number) => box.pad.top + plotH - (n / max) * plotH,
    labelX: (i: number) => box.pad.left + slot * (i + 0.5),
    labelY: box.height - 8,
  };
}

type GridProps = {
  box: ChartBox;
  max: number;
  y: (n: number) => number;
  // The room between a label and the plot's edge.
  gap: number;
  label: (value: number) => string;
};

// The value axis: a line and its figure at each step from zero to `max`.
export function ValueGrid({ box, max, y, gap, label }: GridProps) {
  return Array.from({ length: TICKS + 1 }, (_, i) => {
    const value = (max / TICKS) * i;
    return (
      <g key={value} className="admin-chart__grid">
        <line x1={box.pad.left} x2={box.width - box.pad.right} y1={y(value)} y2={y(value)} />
        <text x={box.pad.left - gap} y={y(value)} dy="0.32em" textAnchor="end">
          {label(value)}
        </text>
      </g>
    );
  });
}

// The series' colours (their classes give a rect its fill and a swatch its background) and names.
export function ChartLegend({ series }: { series: readonly { key: string; label: string; className: string }[] }) {
  return (
    <figcaption className="admin-chart__legend">
      {series.map((s) => (
        <span key={s.key}>
          <i className={s.className} aria-hidden="true" />
          {s.label}
        </span>
      ))}
    </figcaption>
  );
}
