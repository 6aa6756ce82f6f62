import './MoneySum.css';

export type SumRow = { label: string; value: string; testId?: string };

// What is paid, as a definition list: the parts, then the total under a rule.
export default function MoneySum({ rows, total }: { rows: SumRow[]; total: SumRow }) {
  return (
    <dl className="money-sum">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
      <div className="money-sum__total">
        <dt>{total.label}</dt>
        <dd data-testid={total.testId}>{total.value}</dd>
      </div>
    </dl>
  );
}
