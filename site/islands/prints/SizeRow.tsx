import { formatUsd } from '../../../worker/domain/money';
import type { PrintSize } from '../../../worker/domain/prints';
import type { PrintListing } from '../../../worker/contract/print-listings';
import CropPreview from './CropPreview';
import { centsOf, splitOf } from './price-suggestions';

type Readiness = PrintListing['readiness'][number];
export type SizeChoice = { on: boolean; price: string };

type Props = {
  size: PrintSize;
  readiness: Readiness;
  photo: { src: string; width: number; height: number };
  choice: SizeChoice;
  onChange: (choice: SizeChoice) => void;
};

const LABELS = { recommended: '✓ Recommended', ready: 'Good', too_small: 'Too small' } as const;

// One size of the price sheet: whether the master prints it well, what its proportions
// crop, the seller's price and what it pays them.
export default function SizeRow({ size, readiness, photo, choice, onChange }: Props) {
  const tooSmall = readiness.readiness === 'too_small';
  const cents = centsOf(choice.price);
  const id = `size-${size.size}`;
  const invalid = choice.on && (cents === null || cents <= 0 || cents < size.baseCostCents);
  const split = cents && cents > 0 ? splitOf(cents) : null;
  return (
    <li className={`size-row${tooSmall ? ' size-row--off' : ''}`}>
      <CropPreview src={photo.src} width={photo.width} height={photo.height} size={size} />
      <div className="size-row__body">
        <label className="size-row__pick">
          <input
            type="checkbox"
            checked={choice.on && !tooSmall}
            disabled={tooSmall}
            onChange={(e) => onChange({ ...choice, on: e.target.checked })}
          />
          <strong>
            {size.shortIn}×{size.longIn} in
          </strong>
          <span className={`readiness readiness--${readiness.readiness}`}>{LABELS[readiness.readiness]}</span>
        </label>
        <p className="size-row__dpi">
          {tooSmall
            ? `${readiness.dpi} DPI: this master needs at least 150 DPI for ${size.size}`
            : `${readiness.dpi} DPI at this size`}
        </p>
        {!tooSmall && (
          <div className="size-row__price">
            <label htmlFor={id}>Price</label>
            <span className="size-row__dollar">$</span>
            <input
              id={id}
              className="input"
              inputMode="decimal"
              value={choice.price}
              disabled={!choice.on}
              aria-invalid={invalid}
              onChange={(e) => onChange({ ...choice, price: e.target.value })}
            />
          </div>
        )}
        {!tooSmall && choice.on && (
          <p className="size-row__split" aria-live="polite">
            {invalid || !split
              ? 'Enter a price above $0'
              : `You receive ${formatUsd(split.sellerCents)} (85%) · Aperture Circle keeps ${formatUsd(split.platformCents)} (15%)`}
          </p>
        )}
      </div>
    </li>
  );
}
