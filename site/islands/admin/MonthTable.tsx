import type { FinancialMonth } from '../../../worker/contract/admin-financial';
import { MONEY_COLUMNS, type MoneyColumn } from '../../../worker/domain/financial-columns';
import { formatUsd } from '../../../worker/domain/money';

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

// The chart's figures, newest month first, with the period's totals.
export default function MonthTable({ months }: { months: FinancialMonth[] }) {
  const total = (key: MoneyColumn) => months.reduce((sum, month) => sum + month[key], 0);
  return (
    // A region that scrolls sideways: reachable by keyboard, named for screen readers.
    <div className="money-table-wrap" role="region" aria-label="Money by month" tabIndex={0}>
      <table className="money-table">
        <caption className="sr-only">Money by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {MONEY_COLUMNS.map(([label]) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month)}</th>
              {MONEY_COLUMNS.map(([, key]) => (
                <td key={key}>{formatUsd(month[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {MONEY_COLUMNS.map(([, key]) => (
              <td key={key}>{formatUsd(total(key))}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
