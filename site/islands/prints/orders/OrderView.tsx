import { thumbFor } from '../../../../worker/contract/files';
import type { PrintOrderDto } from '../../../../worker/contract/prints';
import PostalAddress from '../PostalAddress';
import { formatUsd } from '../../../../worker/domain/money';
import MoneySum from '../../shared/MoneySum';
import { photoHref } from '../../shared/photo-urls';
import Photo from '../../shared/Photo';
import { FULFILMENT_LABELS, orderDate, orderStatusText } from './order-text';

type Props = { order: PrintOrderDto; onCancel: (fulfilment: PrintOrderDto['fulfilments'][number]) => void };

// One order as its buyer sees it: the prints, what was paid, where they go, and each
// photographer's part with its tracking.
export default function OrderView({ order, onCancel }: Props) {
  const address = order.shippingAddress;
  return (
    <div className="order-view">
      <section className="order-card order-view__lines" aria-labelledby="order-prints">
        <div className="order-view__head">
          <h2 id="order-prints">Order #{order.id}</h2>
          <p>
            {orderDate(order)} · <strong data-testid="order-status">{orderStatusText(order)}</strong>
          </p>
        </div>
        <ul className="order-lines" aria-label="Prints in this order">
          {order.lines.map((line) => (
            <li key={`${line.submissionId}-${line.size}`} className="order-line">
              <a className="order-line__media" href={photoHref(line.submissionId, 'user')} tabIndex={-1} aria-hidden="true">
                <Photo sources={[thumbFor(line.imageUrl), line.imageUrl]} alt="" />
              </a>
              <div className="order-line__info">
                <h3>
                  <a href={photoHref(line.submissionId, 'user')}>{line.title}</a>
                </h3>
                <p>
                  {line.size} in · {line.quantity} × {formatUsd(line.unitPriceCents)}
                </p>
              </div>
              <p className="order-line__total">{formatUsd(line.unitPriceCents * line.quantity)}</p>
            </li>
          ))}
        </ul>
        <div className="order-view__sum">
          <MoneySum
            rows={[
              { label: 'Prints', value: formatUsd(order.subtotalCents) },
              { label: 'Shipping', value: formatUsd(order.shippingCents) },
            ]}
            total={{ label: 'Total', value: formatUsd(order.totalCents), testId: 'order-total' }}
          />
        </div>
      </section>
      <div className="order-view__side">
        {address && (
          <section className="order-card" aria-labelledby="order-address">
            <h2 id="order-address">Ships to</h2>
            <PostalAddress address={address} className="order-view__address" />
          </section>
        )}
        {order.fulfilments.length > 0 && (
          <section className="order-card" aria-labelledby="order-parcels">
            <h2 id="order-parcels">{order.fulfilments.length === 1 ? 'Your parcel' : 'Your parcels'}</h2>
            <ul className="order-parcels">
              {order.fulfilments.map((part) => (
                <li key={part.id} className="order-parcel">
                  <p className="order-parcel__seller">From {part.seller.name}</p>
                  <p className={`order-parcel__status order-parcel__status--${part.status}`}>{FULFILMENT_LABELS[part.status]}</p>
                  {part.trackingNumber && (
                    <p className="order-parcel__tracking">
                      {part.carrier ? `${part.carrier}: ` : 'Tracking: '}
                      <span data-testid="tracking-number">{part.trackingNumber}</span>
                    </p>
                  )}
                  {part.status === 'paid' && (
                    <button
                      type="button"
                      className="link-button order-parcel__cancel"
                      aria-label={`Cancel the prints from ${part.seller.name}`}
                      onClick={() => onCancel(part)}
                    >
                      Cancel
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
