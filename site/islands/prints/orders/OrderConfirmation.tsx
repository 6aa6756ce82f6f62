import './OrderConfirmation.css';
import { useEffect, useRef, useState } from 'react';
import type { PrintOrderDto } from '../../../../worker/contract/prints';
import { HttpError, serverMessage } from '../../../lib/api-fetch';
import { removeOrdered } from '../../../stores/cart';
import { cancelFulfilment, loadOrder } from '../../../stores/prints';
import { showToast } from '../../../stores/toast';
import ErrorBoundary from '../../shared/ErrorBoundary';
import Spinner from '../../shared/Spinner';
import Notice from '../../shared/Notice';
import ConfirmDialog from '../../shared/ConfirmDialog';
import OrderView from './OrderView';

// The payment's webhook may land a moment after the buyer is back: ask every 2 s, for a minute.
const POLL_MS = 2000;
const MAX_POLLS = 30;

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'order'; order: PrintOrderDto; gaveUp: boolean };

type Fulfilment = PrintOrderDto['fulfilments'][number];

function Missing() {
  return (
    <div className="status-screen" role="alert">
      <div className="status-screen__box">
        <h2>Order not found</h2>
        <p>There is no order of yours with this number.</p>
        <a className="btn btn-primary" href="/cart">
          Go to your cart
        </a>
      </div>
    </div>
  );
}

function Confirmation({ orderId }: { orderId: number }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [cancelling, setCancelling] = useState<Fulfilment | null>(null);
  const [pending, setPending] = useState(false);
  const cleared = useRef(false);

  useEffect(() => {
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const order = await loadOrder(orderId);
        const waiting = order.status === 'awaiting_payment';
        const gaveUp = waiting && ++polls >= MAX_POLLS;
        setLoaded({ state: 'order', order, gaveUp });
        if (waiting && !gaveUp) timer = setTimeout(ask, POLL_MS);
      } catch (error) {
        setLoaded({ state: error instanceof HttpError && error.status === 404 ? 'missing' : 'failed' });
      }
    };
    void ask();
    return () => clearTimeout(timer);
  }, [orderId]);

  const order = loaded.state === 'order' ? loaded.order : null;

  // Paid, on the return from this browser's checkout: what was bought leaves the cart, once;
  // lines changed since stay (docs/rules.md).
  useEffect(() => {
    if (order?.status !== 'paid' || cleared.current) return;
    cleared.current = true;
    removeOrdered(order.id, order.lines);
  }, [order]);

  async function cancel() {
    if (!cancelling) return;
    setPending(true);
    try {
      await cancelFulfilment(cancelling.id);
      setLoaded({ state: 'order', order: await loadOrder(orderId), gaveUp: false });
      showToast({ title: 'Prints cancelled', description: 'You are refunded in full.' });
      setCancelling(null);
    } catch (error) {
      showToast({ title: 'Not cancelled', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  if (loaded.state === 'missing') return <Missing />;
  if (loaded.state === 'failed') {
    return <Notice tone="error">We couldn't load your order. Refresh the page in a moment.</Notice>;
  }
  if (!order) return <Spinner label="Loading your order..." screen />;
  return (
    <>
      {order.status === 'awaiting_payment' &&
        (loaded.state === 'order' && loaded.gaveUp ? (
          <Notice tone="error">We haven't heard about your payment yet. Refresh the page in a moment.</Notice>
        ) : (
          <p className="order-waiting" role="status">
            <span className="btn__spinner" aria-hidden="true" />
            Waiting for your payment to be confirmed…
          </p>
        ))}
      {order.status === 'expired' && (
        <Notice tone="error">
          This checkout expired before it was paid. Nothing was charged; your cart still holds the prints.
        </Notice>
      )}
      {order.status === 'paid' && (
        <Notice tone="success">Thank you! Your order is paid. Your receipt is on its way to your email.</Notice>
      )}
      <OrderView order={order} onCancel={setCancelling} />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this part of the order?"
        message={`You are refunded in full. ${cancelling?.seller.name ?? ''} won't print or send these prints.`}
        confirmLabel="Cancel and refund"
        pendingLabel="Cancelling..."
        cancelLabel="Keep it"
        pending={pending}
        onConfirm={() => void cancel()}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}

export default function OrderConfirmation() {
  const [orderId] = useState(() => Number(new URLSearchParams(location.search).get('order')));
  return (
    <ErrorBoundary>
      {Number.isSafeInteger(orderId) && orderId > 0 ? <Confirmation orderId={orderId} /> : <Missing />}
    </ErrorBoundary>
  );
}
