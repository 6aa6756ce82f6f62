import './Financial.css';
import './admin-table.css';
import { useStore } from '@nanostores/react';
import { formatUsd } from '../../../worker/domain/money';
import { $financialMonths, csvHref } from '../../stores/admin-financial';
import Spinner from '../shared/Spinner';
import LoadFailed from '../shared/LoadFailed';
import MoneyChart from './MoneyChart';
import MonthTable from './MonthTable';
import PaymentsTable from './PaymentsTable';

// /admin/financial: the last twelve months of money from the ledger, drawn and in figures,
// a CSV of them, and every payment with its refund action.
export default function Financial() {
  const { data, error } = useStore($financialMonths);
  if (error) return <LoadFailed what="the financial figures" />;
  if (!data) return <Spinner label="Loading financial figures..." />;
  const months = data.months;
  const sum = (of: (m: (typeof months)[number]) => number) => months.reduce((total, m) => total + of(m), 0);
  const totals = [
    { label: 'Revenue', cents: sum((m) => m.revenueCents) },
    { label: 'Refunds and disputes', cents: sum((m) => m.refundsCents + m.disputesCents) },
    { label: 'Payouts', cents: sum((m) => m.payoutsCents) },
    { label: 'Net to the platform', cents: sum((m) => m.netCents) },
  ];
  return (
    <>
      <section className="financial" aria-labelledby="financial-title">
        <div className="financial__head">
          <h2 id="financial-title">Last 12 months</h2>
          <a className="btn btn-outline" href={csvHref} download>
            Download CSV
          </a>
        </div>
        <dl className="financial__totals">
          {totals.map((total) => (
            <div key={total.label}>
              <dt>{total.label}</dt>
              <dd>{formatUsd(total.cents)}</dd>
            </div>
          ))}
        </dl>
        <MoneyChart months={months} />
        <MonthTable months={months} />
      </section>
      <PaymentsTable />
    </>
  );
}
