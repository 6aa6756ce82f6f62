import './PrintUpload.css';
import { useStore } from '@nanostores/react';
import { readEdgeState } from '../../lib/edge-state';
import { $editing, $eligibleEntries, $myListings } from '../../stores/print-listings';
import Spinner from '../shared/Spinner';
import EntryPicker from './EntryPicker';
import ListingEditor from './ListingEditor';
import MyListings from './MyListings';

function NotSubscribed() {
  return (
    <div className="card sell__gate">
      <h2>Sell your photos as prints</h2>
      <p>Selling prints comes with a Print Seller or Portfolio Pro subscription.</p>
      <a className="btn btn-primary" href="/subscription">
        Start Selling
      </a>
    </div>
  );
}

function Failed({ retry }: { retry: () => void }) {
  return (
    <div role="alert">
      <p>We couldn't load this. Please try again.</p>
      <button type="button" className="btn btn-outline" onClick={retry}>
        Try Again
      </button>
    </div>
  );
}

function Seller() {
  const eligible = useStore($eligibleEntries);
  const mine = useStore($myListings);
  const $editingId = useStore($editing);
  const editing = mine.data?.find((l) => l.id === $editingId);
  return (
    <div className="sell">
      {editing && <ListingEditor key={editing.id} listing={editing} />}
      <section className="card" aria-labelledby="my-listings-title">
        <h2 id="my-listings-title">Your listings</h2>
        {mine.error ? (
          <Failed retry={() => void $myListings.revalidate()} />
        ) : mine.data ? (
          <MyListings listings={mine.data} />
        ) : (
          <Spinner label="Loading..." />
        )}
      </section>
      <section className="card" aria-labelledby="eligible-title">
        <h2 id="eligible-title">List an entry</h2>
        <p className="sell__lead">
          Entries in public community challenges can be sold once their results are named. You keep 85% of every print's price;
          Aperture Circle keeps 15%.
        </p>
        {eligible.error ? (
          <Failed retry={() => void $eligibleEntries.revalidate()} />
        ) : eligible.data ? (
          <EntryPicker entries={eligible.data} />
        ) : (
          <Spinner label="Loading..." />
        )}
      </section>
    </div>
  );
}

// /print-upload: a subscriber lists entries, uploads print masters and sets prices.
export default function PrintUpload() {
  const { subscription } = readEdgeState();
  return subscription?.hasActiveSubscription ? <Seller /> : <NotSubscribed />;
}
