import './CartLine.css';
import { thumbFor } from '../../../worker/contract/files';
import { useId } from 'react';
import type { PrintOffer } from '../../../worker/contract/prints';
import { lineTotal, setQuantity, setSize, unitPrice } from '../../stores/cart';
import type { CartItem } from '../../stores/cart-items';
import { priceOf } from '../../stores/prints';
import Photo from '../shared/Photo';
import QuantityStepper from '../shared/QuantityStepper';
import { cartPhotoHref, formatPrice } from './cart-format';

// `offer`: the photo's offer as the page just asked for it (undefined while asking or when
// the asking failed; null when it is no longer for sale). `problem`: why the checkout
// refused this line, in the server's words.
type Props = { item: CartItem; offer: PrintOffer | null | undefined; problem?: string; onRemove: (item: CartItem) => void };

// Spec §3's line: picture, title, photographer, size, quantity and what it comes to. A
// quantity of 0 removes the line the same way the button does.
export default function CartLine({ item, offer, problem, onRemove }: Props) {
  const sizeId = useId();
  const problemId = useId();
  const gone = offer === null;
  const sold = offer?.sizes.some((s) => s.size === item.size) ?? true;
  // The line's own size stays a choice, marked, when the photo is no longer sold in it.
  const sizes = offer ? offer.sizes : [];
  const note = gone ? 'No longer for sale' : sold ? problem : `No longer sold in ${item.size}: choose another size`;
  return (
    <li className={`cart-line${note ? ' cart-line--flagged' : ''}`}>
      <a className="cart-line__media" href={cartPhotoHref(item)} tabIndex={-1} aria-hidden="true">
        <Photo sources={[thumbFor(item.imageUrl), item.imageUrl]} alt="" />
      </a>
      <div className="cart-line__info">
        <h2 className="cart-line__title">
          <a href={cartPhotoHref(item)}>{item.title}</a>
        </h2>
        <p className="cart-line__by">by {item.photographer}</p>
        {!gone && <p className="cart-line__each">{formatPrice(unitPrice(item))} each</p>}
        {note && (
          <p id={problemId} className="cart-line__problem" role={problem ? 'alert' : undefined}>
            {note}
          </p>
        )}
      </div>
      <div className="cart-line__controls">
        {gone ? (
          <p className="cart-line__gone">{item.size} in</p>
        ) : (
          <div className="cart-line__size">
            <label htmlFor={sizeId}>Size</label>
            <select
              id={sizeId}
              className="input select cart-line__select"
              value={item.size}
              disabled={!offer}
              aria-describedby={note ? problemId : undefined}
              onChange={(event) => offer && setSize(item.id, event.target.value, priceOf(offer, event.target.value) ?? 0)}
            >
              {!sold && <option value={item.size}>{item.size} in · not sold</option>}
              {offer ? (
                sizes.map((s) => (
                  <option key={s.size} value={s.size}>
                    {s.size} in · {formatPrice(s.priceCents / 100)}
                  </option>
                ))
              ) : (
                <option value={item.size}>{item.size} in</option>
              )}
            </select>
          </div>
        )}
        {gone ? (
          <span />
        ) : (
          <QuantityStepper
            quantity={item.quantity}
            title={item.title}
            onChange={(quantity) => (quantity < 1 ? onRemove(item) : setQuantity(item.id, quantity))}
          />
        )}
        <p className="cart-line__total">
          <span className="sr-only">Line total </span>
          {gone ? '—' : formatPrice(lineTotal(item))}
        </p>
        <button
          type="button"
          className="link-button cart-line__remove"
          aria-label={`Remove ${item.title}`}
          onClick={() => onRemove(item)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
