import { useStore } from '@nanostores/react';
import type { SellerFulfilmentDto } from '../../../../worker/contract/prints';
import { formatUsd } from '../../../../worker/domain/money';
import { $sellerFulfilments } from '../../../stores/print-sales';
import Spinner from '../../shared/Spinner';
import StatTiles from '../../shared/StatTiles';
import EmptyState from '../../shared/EmptyState';
import FulfilmentCard from './FulfilmentCard';

const OPEN: SellerFulfilmentDto['status'][] = ['paid', 'in_production', 'shipped'];

// The print dashboard's orders: what to act on first, then what is done, with the sales
// they made (the seller's 85% of their prints and the shipping they were paid).
export default function SellerOrders() {
  const { data, error } = useStore($sellerFulfilments);
  if (error) return <p className="list-error">We couldn't load your orders. Reload the page to try again.</p>;
  if (!data) return <Spinner label="Loading orders..." />;
  const open = data.filter((f) => OPEN.includes(f.status));
  const done = data.filter((f) => !OPEN.includes(f.status));
  const earned = data
    .filter((f) => f.status !== 'cancelled' && f.status !== 'refunded')
    .reduce((sum, f) => sum + f.sellerCents, 0);
  return (
    <div className="seller-orders">
      <StatTiles
        tiles={[
          { label: 'Orders', value: String(data.length) },
          { label: 'To act on', value: String(open.length) },
          { label: 'Sales earned', value: formatUsd(earned) },
        ]}
      />
      {data.length === 0 ? (
        <EmptyState
          compact
          action={
            <a className="btn btn-primary" href="/print-upload">
              List a Print
            </a>
          }
        >
          No orders yet. When someone buys a print of your work, it shows here for you to print and send.
        </EmptyState>
      ) : (
        <>
          {open.length > 0 && (
            <ul className="seller-orders__list" aria-label="Orders to act on">
              {open.map((f) => (
                <FulfilmentCard key={f.id} fulfilment={f} />
              ))}
            </ul>
          )}
          {done.length > 0 && (
            <details className="seller-orders__done">
              <summary>Finished orders ({done.length})</summary>
              <ul className="seller-orders__list">
                {done.map((f) => (
                  <FulfilmentCard key={f.id} fulfilment={f} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </div>
  );
}
