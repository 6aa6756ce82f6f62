import { useStore } from '@nanostores/react';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { challengeEntries } from '../../stores/challenges';
import Spinner from '../shared/Spinner';
import WinnerTile from './WinnerTile';

// The places 1–3 (ties share a place, so there may be more than three).
function Podium({ challengeId }: { challengeId: number }) {
  const { data, error } = useStore(challengeEntries(challengeId));
  if (error) return null;
  if (!data) return <Spinner label="Loading results..." />;
  const placed = data.filter((e) => e.rank !== null && e.rank <= 3);
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

// The cron names the results shortly after voting closes; until then there is nothing to fetch.
export default function TopThree({ challenge }: { challenge: ChallengeDto }) {
  if (!challenge.resultsAt) {
    return <p className="section-note">Voting has closed. Results are being tallied and will appear here shortly.</p>;
  }
  return <Podium challengeId={challenge.id} />;
}
