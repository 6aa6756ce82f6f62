import { useState } from 'react';
import type { SellerFulfilmentDto } from '../../../../worker/contract/prints';
import PostalAddress from '../PostalAddress';
import { formatUsd } from '../../../../worker/domain/money';
import type { FulfilmentStatus } from '../../../../worker/domain/prints';
import { shortDate } from '../../../lib/dates';
import { serverMessage } from '../../../lib/api-fetch';
import { moveFulfilment } from '../../../stores/print-sales';
import { showToast } from '../../../stores/toast';
import ConfirmDialog from '../../shared/ConfirmDialog';
import ShipForm from './ShipForm';

const STATUS_TEXT: Record<FulfilmentStatus, string> = {
  paid: 'Paid: ready to print',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled by the buyer',
  refunded: 'Refunded',
};

const NEXT: Partial<Record<FulfilmentStatus, { status: FulfilmentStatus; label: string; done: string }>> = {
  paid: { status: 'in_production', label: 'Start Production', done: 'Marked in production' },
  shipped: { status: 'delivered', label: 'Mark Delivered', done: 'Marked delivered' },
};

// One order's part for this seller: what to print, where to send it, and the next step.
export default function FulfilmentCard({ fulfilment: f }: { fulfilment: SellerFulfilmentDto }) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<'refund' | 'reprint' | null>(null);
  const next = NEXT[f.status];
  const refundable = ['paid', 'in_production', 'shipped', 'delivered'].includes(f.status);
  const reprintable = f.status === 'shipped' || f.status === 'delivered';

  async function move(status: FulfilmentStatus, done: string, extra: { carrier?: string; trackingNumber?: string } = {}) {
    setBusy(true);
    try {
      await moveFulfilment(f.id, { status, ...extra });
      showToast({ title: done, description: `Order #${f.orderId}` });
      setConfirming(null);
      return true;
    } catch (error) {
      showToast({ title: 'Order not updated', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const address = f.shippingAddress;
  return (
    <li className="fulfilment-card">
      <header className="fulfilment-card__head">
        <h3>
          Order #{f.orderId} <span className="fulfilment-card__buyer">for {f.buyerName}</span>
        </h3>
        <span className={`fulfilment-card__status fulfilment-card__status--${f.status}`}>{STATUS_TEXT[f.status]}</span>
      </header>
      <ul className="fulfilment-card__lines">
        {f.lines.map((line) => (
          <li key={`${line.submissionId}:${line.size}`}>
            <a href={`/photo/${line.submissionId}?type=user`}>{line.title}</a>, {line.size} × {line.quantity}
          </li>
        ))}
      </ul>
      <div className="fulfilment-card__facts">
        {address ? (
          <PostalAddress address={address} />
        ) : (
          <p className="fulfilment-card__muted">The address arrives with the payment.</p>
        )}
        <p>
          You earn <strong>{formatUsd(f.sellerCents)}</strong>
          <span className="fulfilment-card__muted">
            {' '}
            (85% of {formatUsd(f.subtotalCents)} and {formatUsd(f.shippingCents)} shipping)
          </span>
          {f.paidAt && <span className="fulfilment-card__muted"> · paid {shortDate(f.paidAt)}</span>}
        </p>
        {f.trackingNumber && (
          <p>
            {f.carrier} tracking: <strong>{f.trackingNumber}</strong>
          </p>
        )}
      </div>
      {f.status === 'in_production' && (
        <ShipForm
          busy={busy}
          onShip={(carrier, trackingNumber) => move('shipped', 'Marked shipped', { carrier, trackingNumber })}
        />
      )}
      {(next || refundable || reprintable) && (
        <div className="fulfilment-card__actions">
          {next && (
            <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => move(next.status, next.done)}>
              {next.label}
            </button>
          )}
          {reprintable && (
            <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => setConfirming('reprint')}>
              Reprint
            </button>
          )}
          {refundable && (
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => setConfirming('refund')}>
              Refund
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming === 'refund'}
        title="Refund this order?"
        message={`${f.buyerName} gets ${formatUsd(f.subtotalCents + f.shippingCents)} back in full, and your ${formatUsd(f.sellerCents)} for it is taken back. Use this for a damaged or lost print.`}
        confirmLabel="Refund in Full"
        pendingLabel="Refunding..."
        tone="danger"
        pending={busy}
        onConfirm={() => move('refunded', 'Order refunded')}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'reprint'}
        title="Print this order again?"
        message={`For a damaged or lost print: the order goes back to production and its tracking number is cleared. Ship the new print to ${f.buyerName} with a tracking number of its own.`}
        confirmLabel="Reprint"
        pendingLabel="Sending back..."
        tone="primary"
        pending={busy}
        onConfirm={() => move('in_production', 'Back in production')}
        onCancel={() => setConfirming(null)}
      />
    </li>
  );
}
