import './PrintButtons.css';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import { addPrint } from './print-access';

// Spec §2 photo card: 'Buy Print' takes the default print straight to the cart page;
// the cart button adds it and stays, for people collecting several.
export default function PrintButtons({ entry }: { entry: SubmissionDto }) {
  function buyNow() {
    addPrint(entry);
    location.assign('/cart');
  }
  return (
    <div className="print-buttons">
      <button type="button" className="btn btn-primary btn-sm" onClick={buyNow}>
        Buy Print
      </button>
      <button
        type="button"
        className="btn btn-outline btn-sm print-buttons__cart"
        aria-label={`Add to cart: print of “${entry.title}”`}
        onClick={() => addPrint(entry)}
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
    </div>
  );
}
