import './CartPage.css';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { PrintOffer } from '../../../worker/contract/prints';
import { serverMessage } from '../../lib/api-fetch';
import { readEdgeState } from '../../lib/edge-state';
import { $cartTotals, refreshPrices, removeLine } from '../../stores/cart';
import { $cartItems, type CartItem } from '../../stores/cart-items';
import { $shipCountry, checkoutPrints, loadOffers, priceOf, shipCountry, shippingCents } from '../../stores/prints';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import EmptyState from '../shared/EmptyState';
import { canBuyPrints } from '../prints/buy/print-access';
import CartLine from './CartLine';
import CartSummary, { type CheckoutBlock } from './CartSummary';
import { linesNamedIn } from './cart-format';

function remove(item: CartItem) {
  removeLine(item.id);
  showToast({ title: 'Removed from cart', description: item.title });
}

// The offers of the photos in the cart, asked for when the page loads (and for any photo
// added later): a photo missing from the map is still being asked about.
function useOffers(items: CartItem[]): Map<number, PrintOffer | null> {
  const [offers, setOffers] = useState(() => new Map<number, PrintOffer | null>());
  const ids = [...new Set(items.map((item) => item.submissionId))].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!ids) return;
    let live = true;
    loadOffers(ids.split(',').map(Number)).then(
      (found) => {
        if (!live) return;
        setOffers((known) => new Map([...known, ...found]));
        // The cart shows what the checkout will charge: the photographer's price now.
        refreshPrices((item) => {
          const offer = found.get(item.submissionId);
          return offer ? priceOf(offer, item.size) : undefined;
        });
      },
      // Unknown stays unknown: the lines keep their own sizes and prices, the checkout decides.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ids]);
  return offers;
}

function blockOf(items: CartItem[], offers: Map<number, PrintOffer | null>): CheckoutBlock {
  if (!readEdgeState().user) return 'visitor';
  if (!canBuyPrints()) return 'no-plan';
  const unavailable = items.some((item) => {
    const offer = offers.get(item.submissionId);
    return offer === null || (offer && !offer.sizes.some((s) => s.size === item.size));
  });
  return unavailable ? 'unavailable' : null;
}

function CartView() {
  const items = useStore($cartItems);
  const { count, subtotal } = useStore($cartTotals);
  const country = shipCountry(useStore($shipCountry));
  const offers = useOffers(items);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; lines: string[] } | null>(null);
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
      <EmptyState
        title="Your cart is empty"
        action={
          <a className="btn btn-primary btn-sm empty-state__action" href="/gallery">
            Browse the gallery
          </a>
        }
      >
        Find a photo you'd like on your wall in the gallery.
      </EmptyState>
    );
  }

  const known = items.every((item) => offers.has(item.submissionId));
  // One parcel per seller among the prints still for sale.
  const sellers = new Set(
    items.flatMap((item) => {
      const offer = offers.get(item.submissionId);
      return offer ? [offer.sellerId] : [];
    }),
  );
  const parcels = sellers.size;

  async function checkout() {
    setPending(true);
    setError(null);
    try {
      const lines = items.map(({ submissionId, size, quantity }) => ({ submissionId, size, quantity }));
      location.assign(await checkoutPrints({ lines, country }));
    } catch (err) {
      const message = serverMessage(err, 'Checkout not started. Please try again.');
      setError({ message, lines: linesNamedIn(items, err).map((item) => item.id) });
      setPending(false);
    }
  }

  return (
    <div className="cart-layout">
      <ul className="cart-lines" aria-label="Prints in your cart">
        {items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            offer={offers.get(item.submissionId)}
            problem={error?.lines.includes(item.id) ? error.message : undefined}
            onRemove={remove}
          />
        ))}
      </ul>
      <CartSummary
        count={count}
        subtotal={subtotal}
        shippingCents={known ? shippingCents(country, parcels) : null}
        parcels={parcels}
        block={blockOf(items, offers)}
        pending={pending}
        error={error?.message ?? null}
        onCheckout={() => void checkout()}
      />
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
