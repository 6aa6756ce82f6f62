import { useStore } from '@nanostores/react';
import { HttpError, serverMessage } from '../../../lib/api-fetch';
import { $myListings } from '../../../stores/print-listings';
import Spinner from '../../shared/Spinner';
import EmptyState from '../../shared/EmptyState';
import { listingFacts, STATUS_LABELS } from '../status-labels';

// The print dashboard's view of the seller's listings; they are edited on /print-upload.
export default function ListingsSummary() {
  const { data, error } = useStore($myListings);
  // Refused (listing prints closed, or no selling plan): there is nothing to manage here.
  if (error instanceof HttpError && error.status === 403) {
    return <EmptyState compact>{serverMessage(error, 'Listing prints is not open to you yet.')}</EmptyState>;
  }
  if (error) return <p className="list-error">We couldn't load your listings. Reload the page to try again.</p>;
  if (!data) return <Spinner label="Loading listings..." />;
  if (data.length === 0) {
    return (
      <EmptyState
        compact
        action={
          <a className="btn btn-primary" href="/print-upload">
            List a Print
          </a>
        }
      >
        You have no prints listed yet.
      </EmptyState>
    );
  }
  return (
    <ul className="listings-summary">
      {data.map((listing) => (
        <li key={listing.id}>
          <img src={listing.photo.thumbnailUrl} alt="" width={64} height={48} loading="lazy" />
          <span>
            <strong>{listing.photo.title}</strong>
            <small>
              {STATUS_LABELS[listing.status]}
              {listingFacts(listing)}
            </small>
          </span>
        </li>
      ))}
      <li className="listings-summary__manage">
        <a className="btn btn-outline btn-sm" href="/print-upload">
          Manage Listings
        </a>
      </li>
    </ul>
  );
}
