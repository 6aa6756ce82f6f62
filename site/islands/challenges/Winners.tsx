import './Winners.css';
import { useStore } from '@nanostores/react';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import { $winners } from '../../stores/challenges';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import { challengeHref, entriesHref } from '../shared/community-links';
import EmptyState from '../shared/EmptyState';
import WinnerTile from './WinnerTile';

// The API lists winners newest challenge first, by place; keep that order per challenge.
// Community challenges' winners are among them, and their links lead to their own pages.
function byChallenge(entries: SubmissionDto[]) {
  const groups = new Map<
    number,
    { challenge: { id: number; isUserChallenge: boolean; key: string | null }; title: string; entries: SubmissionDto[] }
  >();
  for (const entry of entries) {
    const challenge = { id: entry.challengeId, isUserChallenge: entry.isUserChallenge, key: entry.challengeKey };
    const group = groups.get(entry.challengeId) ?? { challenge, title: entry.challengeTitle, entries: [] };
    group.entries.push(entry);
    groups.set(entry.challengeId, group);
  }
  return [...groups.entries()];
}

function WinnersList() {
  const { data, error } = useStore($winners);
  if (error)
    return (
      <p className="list-error" role="alert">
        We couldn't load the winners. Please reload the page.
      </p>
    );
  if (!data) return <Spinner label="Loading winners..." screen />;
  if (data.length === 0) {
    return <EmptyState title="No winners yet">Recent winners will be displayed here once challenges are completed</EmptyState>;
  }
  // The newest podium's winner is the page's largest paint; a phone shows nothing else at first.
  return byChallenge(data).map(([challengeId, group], groupIndex) => (
    <section key={challengeId} className="winners-group" aria-labelledby={`winners-${challengeId}`}>
      <div className="section-heading">
        <h2 id={`winners-${challengeId}`}>
          <a href={challengeHref(group.challenge)}>{group.title}</a>
        </h2>
        <a href={entriesHref(group.challenge)}>All entries →</a>
      </div>
      <ol className="podium">
        {group.entries.map((entry, index) => (
          <li key={entry.id}>
            <WinnerTile entry={entry} badgeLabel="Recent winner" priority={groupIndex === 0 && index === 0 ? 'high' : 'lazy'} />
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
