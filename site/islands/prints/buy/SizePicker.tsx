import './SizePicker.css';
import type { PrintOffer } from '../../../../worker/contract/prints';
import { formatUsd } from '../../../../worker/domain/money';

type Props = { offer: PrintOffer; size: string; onChange: (size: string) => void; name: string };

// An offer's sizes as radio tiles, each with the photographer's price.
export default function SizePicker({ offer, size, onChange, name }: Props) {
  return (
    <fieldset className="size-picker">
      <legend className="size-picker__legend">Size (inches)</legend>
      <div className="size-picker__grid">
        {offer.sizes.map((s) => (
          <label key={s.size} className={`size-picker__tile${s.size === size ? ' is-on' : ''}`}>
            <input type="radio" name={name} value={s.size} checked={s.size === size} onChange={() => onChange(s.size)} />
            <span className="size-picker__size">{s.size}</span>
            <span className="size-picker__price">{formatUsd(s.priceCents)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
