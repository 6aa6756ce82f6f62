import './CartSummary.css';
import { formatPrice } from './cart-format';

type Props = { count: number; subtotal: number };

// Checkout itself arrives with print sales (a later issue): the button is shown so the
// way forward is clear, but it can't be used yet.
export default function CartSummary({ count, subtotal }: Props) {
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Order summary</h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>Prints</dt>
          <dd>{count}</dd>
        </div>
        <div className="cart-summary__subtotal">
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
        </div>
      </dl>
      <p className="cart-summary__note">Shipping and tax are worked out at checkout.</p>
      <button type="button" className="btn btn-primary btn-block" disabled aria-describedby="checkout-note">
        Checkout
      </button>
      <p id="checkout-note" className="cart-summary__note">
        Checkout opens with print sales.
      </p>
      <a className="cart-summary__more" href="/gallery">
        Keep browsing the gallery
      </a>
    </aside>
  );
}
