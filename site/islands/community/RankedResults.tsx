import './RankedResults.css';
import { useStore } from '@nanostores/react';
import Spinner from '../shared/Spinner';
import EmptyState from '../shared/EmptyState';
import PhotoCard from '../challenges/PhotoCard';
import WinnerTile from '../challenges/WinnerTile';
import { communityEntries } from '../../stores/challenges';

// Places 1–3 on the podium (ties share a place, so there may be more than three), then
// everyone else in the API's order: by place, unplaced entries last.
export default function RankedResults({ challengeId }: { challengeId: number }) {
  const { data, error } = useStore(communityEntries(challengeId));
  if (error) {
    return (
      <p className="list-error" role="alert">
        We couldn't load the results. Check your connection and reload the page.
      </p>
    );
  }
  if (!data) return <Spinner label="Loading results..." screen />;
  if (data.length === 0) {
    return <EmptyState title="No entries">This challenge closed without entries.</EmptyState>;
  }
  const podium = data.filter((e) => e.rank !== null && e.rank <= 3);
  const rest = data.filter((e) => !podium.includes(e));
  return (
    <>
      {podium.length > 0 ? (
        <ol className="podium" aria-label="Winners">
          {podium.map((entry) => (
            <li key={entry.id}>
              <WinnerTile entry={entry} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="section-note">No entry got enough scores to be placed.</p>
      )}
      {rest.length > 0 && (
        <section className="community-results__rest" aria-labelledby="rest-title">
          <h2 id="rest-title">All other entries</h2>
          <ul className="photo-grid">
            {rest.map((entry) => (
              <li key={entry.id}>
                <PhotoCard entry={entry} photoType="user" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
