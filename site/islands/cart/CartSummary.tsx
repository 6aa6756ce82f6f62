import './CartSummary.css';
import { formatUsd } from '../../../worker/domain/money';
import { NO_PRINT_PLAN } from '../../stores/prints';
import CountrySelect from '../prints/buy/CountrySelect';
import PlanNotice from '../prints/buy/PlanNotice';
import { formatPrice } from './cart-format';

// What stands between the cart and its checkout, if anything: signed out, no print plan,
// or lines that can't be bought as they are.
export type CheckoutBlock = 'visitor' | 'no-plan' | 'unavailable' | null;

type Props = {
  count: number;
  subtotal: number;
  // Shipping for the country chosen (null until the photos' offers are known).
  shippingCents: number | null;
  parcels: number;
  block: CheckoutBlock;
  pending: boolean;
  error: string | null;
  onCheckout: () => void;
};

export default function CartSummary({ count, subtotal, shippingCents, parcels, block, pending, error, onCheckout }: Props) {
  const totalCents = shippingCents === null ? null : Math.round(subtotal * 100) + shippingCents;
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Order summary</h2>
      <CountrySelect />
      <dl className="cart-summary__rows">
        <div>
          <dt>Prints</dt>
          <dd>{count}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping{parcels > 1 ? ` (${parcels} parcels)` : ''}</dt>
          <dd data-testid="cart-shipping">{shippingCents === null ? '…' : formatUsd(shippingCents)}</dd>
        </div>
        <div className="cart-summary__subtotal">
          <dt>Total</dt>
          <dd data-testid="cart-total">{totalCents === null ? '…' : formatUsd(totalCents)}</dd>
        </div>
      </dl>
      <p className="cart-summary__note">
        Prices exclude taxes. Shipping is per parcel: each photographer sends their prints in one.
      </p>
      {error && (
        <p className="cart-summary__error" role="alert">
          {error === NO_PRINT_PLAN ? <PlanNotice /> : error}
        </p>
      )}
      {block === 'no-plan' && !error && (
        <p className="cart-summary__error">
          <PlanNotice />
        </p>
      )}
      {block === 'visitor' ? (
        <a className="btn btn-primary btn-block" href="/auth?tab=login&next=%2Fcart">
          Sign in to check out
        </a>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={pending || block !== null}
          aria-busy={pending}
          onClick={onCheckout}
        >
          {pending && <span className="btn__spinner" aria-hidden="true" />}
          {pending ? 'Going to checkout...' : 'Checkout'}
        </button>
      )}
      {block === 'unavailable' && <p className="cart-summary__note">Remove the prints no longer for sale to check out.</p>}
      <a className="cart-summary__more" href="/gallery">
        Keep browsing the gallery
      </a>
    </aside>
  );
}
