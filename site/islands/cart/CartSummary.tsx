import './CartSummary.css';
import { formatUsd } from '../../../worker/domain/money';
import CountrySelect from '../prints/buy/CountrySelect';
import CheckoutNotice from '../prints/buy/CheckoutNotice';
import MoneySum from '../shared/MoneySum';
import { loginHref } from '../shared/photo-urls';
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
      <MoneySum
        rows={[
          { label: 'Prints', value: String(count) },
          { label: 'Subtotal', value: formatPrice(subtotal), testId: 'cart-subtotal' },
          {
            label: `Shipping${parcels > 1 ? ` (${parcels} parcels)` : ''}`,
            value: shippingCents === null ? '…' : formatUsd(shippingCents),
            testId: 'cart-shipping',
          },
        ]}
        total={{ label: 'Total', value: totalCents === null ? '…' : formatUsd(totalCents), testId: 'cart-total' }}
      />
      <p className="cart-summary__note">
        Prices exclude taxes. Shipping is per parcel: each photographer sends their prints in one.
      </p>
      <CheckoutNotice error={error} needsPlan={block === 'no-plan'} />
      {block === 'visitor' ? (
        <a className="btn btn-primary btn-block" href={loginHref('/cart')}>
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
