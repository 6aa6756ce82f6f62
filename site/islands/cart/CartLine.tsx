import './CartLine.css';
import { useId } from 'react';
import { type CartItem, PRINT_PRICES, lineTotal, setQuantity, setSize, unitPrice } from '../../stores/cart';
import Photo from '../challenges/Photo';
import QuantityStepper from './QuantityStepper';
import { cartPhotoHref, formatPrice, thumbFor } from './cart-format';

type Props = { item: CartItem; onRemove: (item: CartItem) => void };

// Spec §3's line: picture, title, photographer, size, quantity and what it comes to. A
// quantity of 0 removes the line the same way the button does.

export default function CartLine({ item, onRemove }: Props) {
  const sizeId = useId();
  // A line stored with a size no longer offered keeps it as a choice until changed.
  const sizes = item.size in PRINT_PRICES ? Object.keys(PRINT_PRICES) : [item.size, ...Object.keys(PRINT_PRICES)];
  return (
    <li className="cart-line">
      <a className="cart-line__media" href={cartPhotoHref(item)} tabIndex={-1} aria-hidden="true">
        <Photo sources={[thumbFor(item.imageUrl), item.imageUrl]} alt="" />
      </a>
      <div className="cart-line__info">
        <h2 className="cart-line__title">
          <a href={cartPhotoHref(item)}>{item.title}</a>
        </h2>
        <p className="cart-line__by">by {item.photographer}</p>
        <p className="cart-line__each">{formatPrice(unitPrice(item))} each</p>
      </div>
      <div className="cart-line__controls">
        <div className="cart-line__size">
          <label htmlFor={sizeId}>Size</label>
          <select
            id={sizeId}
            className="input select cart-line__select"
            value={item.size}
            onChange={(event) => setSize(item.id, event.target.value)}
          >
            {sizes.map((size) => {
              const price = PRINT_PRICES[size];
              return (
                <option key={size} value={size}>
                  {size} in{price === undefined ? '' : ` · ${formatPrice(price)}`}
                </option>
              );
            })}
          </select>
        </div>
        <QuantityStepper
          quantity={item.quantity}
          title={item.title}
          onChange={(quantity) => (quantity < 1 ? onRemove(item) : setQuantity(item.id, quantity))}
        />
        <p className="cart-line__total">
          <span className="sr-only">Line total </span>
          {formatPrice(lineTotal(item))}
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
