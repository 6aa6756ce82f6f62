import { useStore } from '@nanostores/react';
import type { SubmissionDto } from '../../../worker/services/challenges/submissions';
import { $winners } from '../../stores/challenges';
import ErrorBoundary from '../ErrorBoundary';
import Spinner from '../Spinner';
import WinnerTile from './WinnerTile';

// The API lists winners newest challenge first, by place; keep that order per challenge.
function byChallenge(entries: SubmissionDto[]) {
  const groups = new Map<number, { title: string; entries: SubmissionDto[] }>();
  for (const entry of entries) {
    const group = groups.get(entry.challengeId) ?? { title: entry.challengeTitle, entries: [] };
    group.entries.push(entry);
    groups.set(entry.challengeId, group);
  }
  return [...groups.entries()];
}

function WinnersList() {
  const { data, error } = useStore($winners);
  if (error) return <p className="list-error" role="alert">We couldn't load the winners. Please reload the page.</p>;
  if (!data) return <Spinner label="Loading winners..." screen />;
  if (data.length === 0) {
    return (
      <div className="empty-state">
        <h3>No winners yet</h3>
        <p>Recent winners will be displayed here once challenges are completed</p>
      </div>
    );
  }
  return byChallenge(data).map(([challengeId, group]) => (
    <section key={challengeId} className="winners-group" aria-labelledby={`winners-${challengeId}`}>
      <div className="section-heading">
        <h2 id={`winners-${challengeId}`}>
          <a href={`/challenges/${challengeId}`}>{group.title}</a>
        </h2>
        <a href={`/challenge/${challengeId}/entries`}>All entries →</a>
      </div>
      <ol className="podium">
        {group.entries.map((entry) => (
          <li key={entry.id}>
            <WinnerTile entry={entry} badgeLabel="Recent winner" />
          </li>
        ))}
      </ol>
    </section>
  ));
}

export default function Winners() {
  return (
    <ErrorBoundary>
      <WinnersList />
    </ErrorBoundary>
  );
}
