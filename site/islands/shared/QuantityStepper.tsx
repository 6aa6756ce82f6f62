import './QuantityStepper.css';
import { useEffect, useId, useState } from 'react';
import { MAX_PRINT_QUANTITY } from '../../../worker/domain/prints';

type Props = { quantity: number; title: string; onChange: (quantity: number) => void };

// − / number / +. The field keeps what is being typed and only commits a number, so
// clearing it to type another doesn't remove the line; typing 0 does (spec §4).
export default function QuantityStepper({ quantity, title, onChange }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const type = (value: string) => {
    setDraft(value);
    if (value.trim() !== '' && Number.isFinite(Number(value))) onChange(Number(value));
  };
  return (
    <div className="stepper">
      <label className="sr-only" htmlFor={id}>
        Quantity of {title}
      </label>
      <button
        type="button"
        className="stepper__button"
        aria-label={`One fewer of ${title}`}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <input
        id={id}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PRINT_QUANTITY}
        value={draft}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setDraft(String(quantity))}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={`One more of ${title}`}
        disabled={quantity >= MAX_PRINT_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
