import { useStore } from '@nanostores/react';
import { challengeEntries } from '../../stores/challenges';
import Spinner from '../Spinner';
import WinnerTile from './WinnerTile';

// After results: the places 1–3 (ties share a place, so there may be more than three).
export default function TopThree({ challengeId }: { challengeId: number }) {
  const { data, error } = useStore(challengeEntries(challengeId));
  if (error) return null;
  if (!data) return <Spinner label="Loading results..." />;
  const placed = data.filter((e) => e.rank !== null && e.rank <= 3);
  // Entries without a rank mean the results are not named yet (the cron runs at the close).
  if (data.length > 0 && data.every((e) => e.rank === null)) {
    return <p className="section-note">Voting has closed. Results are being tallied and will appear here shortly.</p>;
  }
  if (placed.length === 0) return <p className="section-note">This challenge closed without placed entries.</p>;
  return (
    <ol className="podium">
      {placed.map((entry) => (
        <li key={entry.id}>
          <WinnerTile entry={entry} />
        </li>
      ))}
    </ol>
  );
}
