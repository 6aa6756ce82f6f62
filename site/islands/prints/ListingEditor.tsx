import { useEffect, useState } from 'react';
import type { PrintListing } from '../../../worker/contract/print-listings';
import { PRINT_SIZES } from '../../../worker/domain/prints';
import { serverMessage } from '../../lib/api-fetch';
import { $editing, moveListing, savePrices } from '../../stores/print-listings';
import { showToast } from '../../stores/toast';
import MasterUploader from './MasterUploader';
import { centsOf, dollarsOf, suggestedPrice } from './price-suggestions';
import SizeRow, { type SizeChoice } from './SizeRow';
import { STATUS_LABELS } from './status-labels';

type Props = { listing: PrintListing };

// The sheet as the seller left it: priced sizes ticked with their prices, the others
// unticked at a suggested price (8x10 ticked at $15.99 on a new listing).
function choicesOf(listing: PrintListing): Record<string, SizeChoice> {
  const fresh = listing.sizes.length === 0;
  return Object.fromEntries(
    PRINT_SIZES.map(({ size }) => {
      const priced = listing.sizes.find((s) => s.size === size);
      const ready = listing.readiness.find((r) => r.size === size)?.readiness !== 'too_small';
      return [
        size,
        { on: priced ? true : fresh && size === '8x10' && ready, price: dollarsOf(priced?.priceCents ?? suggestedPrice(size)) },
      ];
    }),
  );
}

// One listing: its master, its price sheet with readiness and crop per size, and putting it on sale.
export default function ListingEditor({ listing }: Props) {
  const [choices, setChoices] = useState(() => choicesOf(listing));
  const [busy, setBusy] = useState(false);
  const masterKey = listing.master ? `${listing.master.width}x${listing.master.height}` : '';
  // A new master changes which sizes are possible.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new master resets the sheet
  useEffect(() => setChoices(choicesOf(listing)), [masterKey]);

  const sheet = PRINT_SIZES.filter(
    ({ size }) => choices[size]?.on && listing.readiness.some((r) => r.size === size && r.readiness !== 'too_small'),
  ).map(({ size }) => ({ size, priceCents: centsOf(choices[size]?.price ?? '') ?? 0 }));
  const valid = sheet.every((s) => s.priceCents > 0);

  async function run(what: string, action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
      showToast({ title: what });
    } catch (err) {
      showToast({ title: 'Not saved', description: serverMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const saveAnd = (move?: 'publish') =>
    run(move ? 'Your prints are on sale' : 'Prices saved', async () => {
      await savePrices(listing.id, sheet);
      if (move) await moveListing(listing.id, move);
    });

  return (
    <article className="card listing-editor" aria-labelledby={`editor-${listing.id}`}>
      <header className="listing-editor__head">
        <img src={listing.photo.thumbnailUrl} alt="" width={96} height={72} />
        <div>
          <h2 id={`editor-${listing.id}`}>{listing.photo.title}</h2>
          <p>
            {listing.photo.challengeTitle} ·{' '}
            <span className={`status status--${listing.status}`}>{STATUS_LABELS[listing.status]}</span>
          </p>
        </div>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => $editing.set(null)}>
          Close
        </button>
      </header>
      <MasterUploader listing={listing} />
      {listing.master && (
        <section aria-labelledby={`sizes-${listing.id}`}>
          <h3 id={`sizes-${listing.id}`}>Sizes and prices</h3>
          <p className="listing-editor__note">
            You print and send each order yourself. Prices exclude shipping, which the buyer pays and you receive in full.
          </p>
          <ul className="size-rows">
            {PRINT_SIZES.map((size) => {
              const readiness = listing.readiness.find((r) => r.size === size.size);
              const choice = choices[size.size];
              if (!readiness || !choice || !listing.master) return null;
              return (
                <SizeRow
                  key={size.size}
                  size={size}
                  readiness={readiness}
                  photo={{ src: listing.photo.displayUrl, width: listing.master.width, height: listing.master.height }}
                  choice={choice}
                  onChange={(next) => setChoices({ ...choices, [size.size]: next })}
                />
              );
            })}
          </ul>
          <div className="listing-editor__actions">
            <button type="button" className="btn btn-outline" disabled={busy || !valid} onClick={() => void saveAnd()}>
              Save Prices
            </button>
            {listing.status === 'draft' && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy || !valid || sheet.length === 0}
                onClick={() => void saveAnd('publish')}
              >
                Publish
              </button>
            )}
          </div>
        </section>
      )}
    </article>
  );
}
