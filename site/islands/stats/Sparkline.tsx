type Props = { values: number[]; label: string };

// A photo's views per day at a glance: one hand-drawn polyline, summarised for screen readers.
export default function Sparkline({ values, label }: Props) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? 100 / (values.length - 1) : 100;
  const points = values.map((v, i) => `${(i * step).toFixed(2)},${(30 - (v / max) * 28).toFixed(2)}`).join(' ');
  return (
    <svg className="sparkline" viewBox="0 0 100 31" preserveAspectRatio="none" role="img" aria-label={label}>
      <polyline points={points} fill="none" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
