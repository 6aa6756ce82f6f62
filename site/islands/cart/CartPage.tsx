import './CartPage.css';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $cartItems, $cartTotals, type CartItem, removeLine } from '../../stores/cart';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../ErrorBoundary';
import CartLine from './CartLine';
import CartSummary from './CartSummary';

function remove(item: CartItem) {
  removeLine(item.id);
  showToast({ title: 'Removed from cart', description: item.title });
}

function CartView() {
  const items = useStore($cartItems);
  const { count, subtotal } = useStore($cartTotals);
  const lines = useRef(items.length);

  // A removed line takes the focused control with it; the page heading catches focus so
  // keyboard and screen-reader users aren't dropped at the top of the document.
  useEffect(() => {
    const fewer = items.length < lines.current;
    lines.current = items.length;
    if (fewer && document.activeElement === document.body) document.querySelector<HTMLElement>('#cart-title')?.focus();
  }, [items.length]);

  if (items.length === 0) {
    return (
      <div className="empty-state">
        <h3>Your cart is empty</h3>
        <p>Find a photo you'd like on your wall in the gallery.</p>
        <a className="btn btn-primary btn-sm empty-state__action" href="/gallery">
          Browse the gallery
        </a>
      </div>
    );
  }
  return (
    <div className="cart-layout">
      <ul className="cart-lines" aria-label="Prints in your cart">
        {items.map((item) => (
          <CartLine key={item.id} item={item} onRemove={remove} />
        ))}
      </ul>
      <CartSummary count={count} subtotal={subtotal} />
    </div>
  );
}

export default function CartPage() {
  return (
    <ErrorBoundary>
      <CartView />
    </ErrorBoundary>
  );
}
