import './PrintChooser.css';
import { thumbFor } from '../../../../worker/contract/files';
import { useEffect, useId, useState } from 'react';
import type { PrintOffer } from '../../../../worker/contract/prints';
import { formatUsd } from '../../../../worker/domain/money';
import { defaultSize, loadOffer } from '../../../stores/prints';
import Photo from '../../shared/Photo';
import { addPrintToCart } from './print-access';
import SizePicker from './SizePicker';
import { useModalDialog } from '../../shared/use-modal-dialog';

type Props = { submissionId: number; title: string; open: boolean; onClose: () => void };

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'none' } | { state: 'offer'; offer: PrintOffer };

// 'Buy Print' on a photo card: the photo's real sizes and prices, to add to the cart or buy
// now. A native modal <dialog>: focus moves in and stays (the page behind is inert),
// Escape closes it, and closing hands focus back to the button that opened it.
export default function PrintChooser({ submissionId, title, open, onClose }: Props) {
  const ref = useModalDialog(open);
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [size, setSize] = useState('');

  useEffect(() => {
    if (!open || loaded.state !== 'loading') return;
    let live = true;
    loadOffer(submissionId).then(
      (offer) => {
        if (!live) return;
        setLoaded(offer ? { state: 'offer', offer } : { state: 'none' });
        if (offer) setSize((chosen) => chosen || defaultSize(offer) || '');
      },
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [open, submissionId, loaded.state]);

  const offer = loaded.state === 'offer' ? loaded.offer : null;
  const price = offer?.sizes.find((s) => s.size === size)?.priceCents;

  function add() {
    if (!offer || price === undefined) return;
    addPrintToCart(offer, size);
    onClose();
  }

  return (
    <dialog
      ref={ref}
      className="print-chooser"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="print-chooser__box">
        <button type="button" className="print-chooser__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={`${id}-title`} className="print-chooser__title">
          Buy a print
        </h2>
        {offer ? (
          <>
            <div className="print-chooser__photo">
              <Photo sources={[thumbFor(offer.imageUrl), offer.imageUrl]} alt="" />
              <div>
                <p className="print-chooser__name">{offer.title}</p>
                <p className="print-chooser__by">by {offer.photographer}</p>
              </div>
            </div>
            <SizePicker offer={offer} size={size} onChange={setSize} name={`${id}-size`} />
            <p className="print-chooser__note">Shipping is added at checkout; prices exclude taxes.</p>
            <div className="print-chooser__actions">
              <button type="button" className="btn btn-outline" onClick={add} disabled={price === undefined}>
                Add to Cart
              </button>
              <a
                className="btn btn-primary"
                href={`/print-checkout/${submissionId}?size=${encodeURIComponent(size)}`}
                aria-disabled={price === undefined}
              >
                Buy Now{price === undefined ? '' : ` · ${formatUsd(price)}`}
              </a>
            </div>
          </>
        ) : loaded.state === 'none' ? (
          <p className="print-chooser__status" role="status">
            “{title}” is not for sale as a print.
          </p>
        ) : loaded.state === 'failed' ? (
          <div className="print-chooser__status" role="alert">
            <p>We couldn't load this photo's prints.</p>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setLoaded({ state: 'loading' })}>
              Try Again
            </button>
          </div>
        ) : (
          <p className="print-chooser__status" role="status">
            Loading sizes…
          </p>
        )}
      </div>
    </dialog>
  );
}
