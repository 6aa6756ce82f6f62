import './PrintCheckout.css';
import { thumbFor } from '../../../../worker/contract/files';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { PrintOffer } from '../../../../worker/contract/prints';
import { formatUsd } from '../../../../worker/domain/money';
import { MAX_PRINT_QUANTITY } from '../../../../worker/domain/prints';
import { serverMessage } from '../../../lib/api-fetch';
import { readEdgeState } from '../../../lib/edge-state';
import { $shipCountry, checkoutPrints, defaultSize, loadOffer, shipCountry, shippingCents } from '../../../stores/prints';
import ErrorBoundary from '../../shared/ErrorBoundary';
import Spinner from '../../shared/Spinner';
import QuantityStepper from '../../shared/QuantityStepper';
import { loginHref, photoHref } from '../../shared/photo-urls';
import Photo from '../../shared/Photo';
import { addPrintToCart, canBuyPrints } from './print-access';
import CountrySelect from './CountrySelect';
import CheckoutNotice from './CheckoutNotice';
import MoneySum from '../../shared/MoneySum';
import SizePicker from './SizePicker';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'none' } | { state: 'offer'; offer: PrintOffer };

const photoId = () => Number(/^\/print-checkout\/(\d+)\/?$/.exec(location.pathname)?.[1] ?? 0);

function NotForSale({ id }: { id: number }) {
  return (
    <div className="status-screen">
      <div className="status-screen__box">
        <h2>This photo is not for sale as a print</h2>
        <p>Its photographer doesn't sell prints of it, or has stopped selling them.</p>
        <p className="print-checkout__links">
          {id > 0 && (
            <a className="btn btn-primary" href={photoHref(id, 'user')}>
              Back to the photo
            </a>
          )}
          <a className="btn btn-outline" href="/gallery">
            Browse the gallery
          </a>
        </p>
      </div>
    </div>
  );
}

// /print-checkout/{photo id}: one print bought now, as the cart would buy it, in one line.
function Checkout({ offer }: { offer: PrintOffer }) {
  const titleId = useId();
  const country = shipCountry(useStore($shipCountry));
  const [size, setSize] = useState(() => {
    const asked = new URLSearchParams(location.search).get('size');
    return offer.sizes.some((s) => s.size === asked) ? (asked as string) : (defaultSize(offer) ?? '');
  });
  const [quantity, setQuantity] = useState(1);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signedIn = Boolean(readEdgeState().user);
  const allowed = canBuyPrints();
  const unitCents = offer.sizes.find((s) => s.size === size)?.priceCents ?? 0;
  const shipping = shippingCents(country, 1);

  async function buy() {
    setPending(true);
    setError(null);
    try {
      location.assign(await checkoutPrints({ lines: [{ submissionId: offer.submissionId, size, quantity }], country }));
    } catch (err) {
      setError(serverMessage(err, 'Checkout not started. Please try again.'));
      setPending(false);
    }
  }

  return (
    <div className="print-checkout">
      <div className="print-checkout__photo">
        <Photo sources={[thumbFor(offer.imageUrl, 'display'), offer.imageUrl]} alt={offer.title} eager />
      </div>
      <section className="print-checkout__panel" aria-labelledby={titleId}>
        <h2 id={titleId} className="print-checkout__title">
          {offer.title}
        </h2>
        <p className="print-checkout__by">Print by {offer.photographer}</p>
        <SizePicker offer={offer} size={size} onChange={setSize} name="print-size" />
        <div className="print-checkout__row">
          <div className="field">
            <span className="field__label" aria-hidden="true">
              Quantity
            </span>
            <QuantityStepper
              quantity={quantity}
              title={offer.title}
              onChange={(q) => setQuantity(Math.max(1, Math.min(MAX_PRINT_QUANTITY, q)))}
            />
          </div>
          <CountrySelect />
        </div>
        <MoneySum
          rows={[
            { label: `${quantity} × ${size} print`, value: formatUsd(unitCents * quantity) },
            { label: 'Shipping', value: formatUsd(shipping) },
          ]}
          total={{ label: 'Total', value: formatUsd(unitCents * quantity + shipping), testId: 'print-total' }}
        />
        <p className="print-checkout__note">Prices exclude taxes. You give the shipping address at checkout.</p>
        <CheckoutNotice error={error} needsPlan={signedIn && !allowed} />
        <div className="print-checkout__actions">
          {signedIn ? (
            <button
              type="button"
              className="btn btn-primary btn-lg"
              disabled={pending || !allowed || !size}
              aria-busy={pending}
              onClick={() => void buy()}
            >
              {pending && <span className="btn__spinner" aria-hidden="true" />}
              {pending ? 'Going to checkout...' : 'Buy Now'}
            </button>
          ) : (
            <a className="btn btn-primary btn-lg" href={loginHref(`${location.pathname}${location.search}`)}>
              Sign in to buy
            </a>
          )}
          {allowed && (
            <button type="button" className="btn btn-outline btn-lg" disabled={!size} onClick={() => addPrintToCart(offer, size)}>
              Add to Cart
            </button>
          )}
        </div>
      </section>
    </div>
  );
}

function PrintCheckoutView() {
  const [id] = useState(photoId);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (loaded.state !== 'loading') return;
    if (!id) {
      setLoaded({ state: 'none' });
      return;
    }
    loadOffer(id).then(
      (offer) => setLoaded(offer ? { state: 'offer', offer } : { state: 'none' }),
      () => setLoaded({ state: 'failed' }),
    );
  }, [id, loaded.state]);

  if (loaded.state === 'offer') return <Checkout offer={loaded.offer} />;
  if (loaded.state === 'none') return <NotForSale id={id} />;
  if (loaded.state === 'failed') {
    return (
      <div className="status-screen" role="alert">
        <div className="status-screen__box">
          <h2>We couldn't load this print</h2>
          <p>Check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={() => setLoaded({ state: 'loading' })}>
            Try Again
          </button>
        </div>
      </div>
    );
  }
  return <Spinner label="Loading..." screen />;
}

export default function PrintCheckout() {
  return (
    <ErrorBoundary>
      <PrintCheckoutView />
    </ErrorBoundary>
  );
}
