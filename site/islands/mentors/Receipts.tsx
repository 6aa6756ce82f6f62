import './Receipts.css';
import { useStore } from '@nanostores/react';
import { SESSION_TYPE_LABELS } from '../../../worker/domain/mentoring';
import { formatUsd } from '../../../worker/domain/money';
import { shortDate } from '../../lib/dates';
import { sessionList } from '../../stores/sessions';
import Spinner from '../shared/Spinner';
import EmptyState from '../shared/EmptyState';

// What the student paid for sessions, and what came back.
export default function Receipts() {
  const past = useStore(sessionList('student', 'past'));
  const upcoming = useStore(sessionList('student', 'upcoming'));
  if (past.error || upcoming.error)
    return <p className="list-error">We couldn't load your receipts. Reload the page to try again.</p>;
  if (!past.data || !upcoming.data) return <Spinner label="Loading receipts..." />;
  const paid = [...upcoming.data, ...past.data]
    .filter((session) => session.receipt)
    .sort((a, b) => (b.receipt?.paidAt ?? '').localeCompare(a.receipt?.paidAt ?? ''));
  if (paid.length === 0) return <EmptyState compact>No payments yet.</EmptyState>;
  return (
    <div className="receipts">
      <table>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Session</th>
            <th scope="col">Receipt</th>
            <th scope="col" className="receipts__money">
              Paid
            </th>
            <th scope="col" className="receipts__money">
              Refunded
            </th>
          </tr>
        </thead>
        <tbody>
          {paid.map(({ id, receipt, sessionType, mentor }) =>
            receipt ? (
              <tr key={id}>
                <td>{shortDate(receipt.paidAt)}</td>
                <td>
                  {SESSION_TYPE_LABELS[sessionType]} with {mentor.name}
                </td>
                <td className="receipts__id">{receipt.paymentId}</td>
                <td className="receipts__money">{formatUsd(receipt.amountCents)}</td>
                <td className="receipts__money">{receipt.refundedCents ? formatUsd(receipt.refundedCents) : '—'}</td>
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
    </div>
  );
}
