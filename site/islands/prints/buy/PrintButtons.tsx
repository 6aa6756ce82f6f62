import './PrintButtons.css';
import { lazy, Suspense, useState } from 'react';
import type { SubmissionDto } from '../../../../worker/contract/submissions';
import { addDefaultPrint } from './print-access';

// The chooser loads on first use: most visitors never open it, and the page's JavaScript
// budget can't carry it up front.
const PrintChooser = lazy(() => import('./PrintChooser'));

// Spec §2 photo card: 'Buy Print' opens the size chooser (the photo's own sizes and prices);
// the cart button adds the default print and stays, for people collecting several.
export default function PrintButtons({ entry }: { entry: SubmissionDto }) {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);

  async function add() {
    setAdding(true);
    await addDefaultPrint(entry.id);
    setAdding(false);
  }

  return (
    <div className="print-buttons">
      <button
        type="button"
        className="btn btn-primary btn-sm"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Buy Print
      </button>
      <button
        type="button"
        className="btn btn-outline btn-sm print-buttons__cart"
        aria-label={`Add to cart: print of “${entry.title}”`}
        aria-busy={adding}
        disabled={adding}
        onClick={() => void add()}
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 7h15l-1.5 8.5a2 2 0 0 1-2 1.5H9a2 2 0 0 1-2-1.6L5 3H2" />
          <circle cx="9.5" cy="20.5" r="1" />
          <circle cx="17.5" cy="20.5" r="1" />
        </svg>
        <span aria-hidden="true">Add to cart</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <PrintChooser submissionId={entry.id} title={entry.title} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
