import './MyPrintOrders.css';
import { useEffect, useState } from 'react';
import type { PrintOrderDto } from '../../../../worker/contract/prints';
import { formatUsd } from '../../../../worker/domain/money';
import { loadMyOrders } from '../../../stores/prints';
import { orderDate, orderHref, orderStatusText, printCount } from './order-text';

// The profile's 'Your Print Orders': the member's paid orders, newest first, each leading to
// its page. Nothing shows for someone who has bought none (or while it can't be asked).
export default function MyPrintOrders() {
  const [orders, setOrders] = useState<PrintOrderDto[]>([]);
  useEffect(() => {
    let live = true;
    loadMyOrders().then(
      (found) => live && setOrders(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (orders.length === 0) return null;
  return (
    <section className="my-orders" aria-labelledby="my-orders-title">
      <h2 id="my-orders-title">Your Print Orders</h2>
      <ul className="my-orders__list">
        {orders.map((order) => {
          const prints = printCount(order);
          return (
            <li key={order.id} className="my-orders__item">
              <div>
                <a className="my-orders__link" href={orderHref(order.id)}>
                  Order #{order.id}
                </a>
                <p className="my-orders__meta">
                  {orderDate(order)} · {prints} {prints === 1 ? 'print' : 'prints'} · {formatUsd(order.totalCents)}
                </p>
              </div>
              <span className={`my-orders__status my-orders__status--${order.progress ?? order.status}`}>
                {orderStatusText(order)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
