import { useCallback, useEffect, useState } from 'react';
import type { AdminPayment } from '../../../worker/contract/admin-financial';
import { formatUsd } from '../../../worker/domain/money';
import { paymentsPage } from '../../stores/admin-financial';
import Spinner from '../shared/Spinner';
import LoadFailed from '../shared/LoadFailed';
import RefundDialog from './RefundDialog';
import { shortDate } from '../../lib/dates';

const PURPOSES: Record<string, string> = {
  subscription: 'Seller plan',
  mentor_session: 'Mentoring session',
  quick_session: 'Quick session',
  print_order: 'Print order',
  webinar: 'Webinar',
};

// Every payment, newest first, searchable, each refundable in whole or in part.
export default function PaymentsTable() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<AdminPayment[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);

  const load = useCallback(async (q: string, before?: string) => {
    try {
      const page = await paymentsPage({ q: q || undefined, before });
      setRows((current) => (before ? [...(current ?? []), ...page.payments] : page.payments));
      setNext(page.nextCursor);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    setRows(null);
    void load(search);
  }, [search, load]);

  if (failed) return <LoadFailed what="the payments" />;
  return (
    <section className="payments" aria-labelledby="payments-title">
      <div className="payments__head">
        <h2 id="payments-title">Payments</h2>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(query.trim());
          }}
        >
          <label className="sr-only" htmlFor="payment-search">
            Find a payment by id, payer or payee
          </label>
          <input
            id="payment-search"
            className="input"
            type="search"
            placeholder="Payment id, payer or payee"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="btn btn-outline">
            Search
          </button>
        </form>
      </div>
      {!rows ? (
        <Spinner label="Loading payments..." />
      ) : rows.length === 0 ? (
        <p className="payments__empty">{search ? `No payments match “${search}”.` : 'No payments yet.'}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="sr-only">Payments</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Payment</th>
                <th scope="col">Payer → payee</th>
                <th scope="col">Amount</th>
                <th scope="col">Refunded</th>
                <th scope="col">
                  <span className="sr-only">Refund</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  <td data-label="Date">{shortDate(p.createdAt)}</td>
                  <td data-label="Payment">
                    {PURPOSES[p.purpose] ?? p.purpose}
                    <small className="payments__id">{p.id}</small>
                  </td>
                  <td data-label="Payer → payee">
                    {p.payer ?? 'Deleted account'} → {p.payee ?? 'Aperture Circle'}
                  </td>
                  <td data-label="Amount">{formatUsd(p.amountCents)}</td>
                  <td data-label="Refunded">
                    {formatUsd(p.refundedCents)}
                    {p.disputedCents > 0 && <small className="payments__id">{formatUsd(p.disputedCents)} disputed</small>}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={p.refundableCents === 0}
                      aria-label={`Refund ${formatUsd(p.refundableCents)} of payment ${p.id}`}
                      onClick={() => setRefunding(p)}
                    >
                      {p.refundableCents === 0 ? 'Refunded' : 'Refund'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && rows && (
        <button
          type="button"
          className="btn btn-outline payments__more"
          disabled={loadingMore}
          aria-busy={loadingMore}
          onClick={async () => {
            setLoadingMore(true);
            await load(search, next);
            setLoadingMore(false);
          }}
        >
          Load more
        </button>
      )}
      <RefundDialog
        payment={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={(updated) => setRows((current) => current?.map((p) => (p.id === updated.id ? updated : p)) ?? null)}
      />
    </section>
  );
}
