import { useState } from 'react';
import type { PrintListing } from '../../../worker/contract/print-listings';
import { serverMessage } from '../../lib/api-fetch';
import { $editing, moveListing } from '../../stores/print-listings';
import { showToast } from '../../stores/toast';
import { listingFacts, STATUS_LABELS } from './status-labels';

type Props = { listings: PrintListing[] };

function Row({ listing }: { listing: PrintListing }) {
  const [busy, setBusy] = useState(false);
  async function move(to: 'pause' | 'resume') {
    setBusy(true);
    try {
      await moveListing(listing.id, to);
    } catch (err) {
      showToast({ title: 'Not changed', description: serverMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="my-listing">
      <img src={listing.photo.thumbnailUrl} alt="" width={80} height={60} loading="lazy" />
      <div className="my-listing__text">
        <strong>{listing.photo.title}</strong>
        <span>
          <span className={`status status--${listing.status}`}>{STATUS_LABELS[listing.status]}</span>
          {listingFacts(listing)}
          {!listing.master && ' · needs a print master'}
        </span>
      </div>
      <div className="my-listing__actions">
        {listing.status === 'active' && (
          <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void move('pause')}>
            Pause
          </button>
        )}
        {listing.status === 'paused' && listing.pausedBy === 'seller' && (
          <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void move('resume')}>
            Resume
          </button>
        )}
        <button type="button" className="btn btn-primary btn-sm" onClick={() => $editing.set(listing.id)}>
          Edit
        </button>
      </div>
    </li>
  );
}

// The seller's listings with what they can do to each.
export default function MyListings({ listings }: Props) {
  if (listings.length === 0) return <p className="sell__empty">You have no listings yet.</p>;
  return (
    <ul className="my-listings">
      {listings.map((listing) => (
        <Row key={listing.id} listing={listing} />
      ))}
    </ul>
  );
}
