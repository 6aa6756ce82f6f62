import './ChallengeEntries.css';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { readEdgeState } from '../../lib/edge-state';
import { serverMessage } from '../../lib/api-fetch';
import { photoTypeOf } from '../../lib/photo-type';
import { $myScores, challengeEntries, loadMyScores, scoreEntry } from '../../stores/challenges';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import ChallengeClock from './ChallengeClock';
import EntriesGrid from './EntriesGrid';
import StatusBadge from './StatusBadge';
import VotingPanel from './VotingPanel';
import { liveStatus } from './challenge-time';
import { useNow } from '../shared/use-now';
import { useViewer } from './use-viewer';

function Entries() {
  const { challenge } = readEdgeState().page as { challenge: ChallengeDto };
  const viewer = useViewer();
  const now = useNow();
  const status = liveStatus(challenge, now);
  const type = photoTypeOf(challenge);
  const voting = status === 'voting';
  const { data: entries, error } = useStore(challengeEntries(challenge.id));
  const scores = useStore($myScores);

  const ids = useMemo(() => entries?.filter((e) => !e.isMine).map((e) => e.id) ?? [], [entries]);
  const canVote = voting && Boolean(viewer?.emailVerified);
  // Fetched beside the entries, not after them: one request for all the viewer's scores.
  useEffect(() => {
    if (canVote) loadMyScores(challenge.id).catch(() => undefined);
  }, [canVote, challenge.id]);

  const score = useCallback(
    async (entryId: number, value: number) => {
      try {
        await scoreEntry(entryId, value, type);
      } catch (err) {
        showToast({
          title: "Your score wasn't saved",
          description: serverMessage(err, 'Please try again.'),
          variant: 'destructive',
        });
      }
    },
    [type],
  );

  const href = `/challenge/${challenge.id}/entries`;
  const scored = ids.filter((id) => scores[id] !== undefined).length;
  return (
    <>
      <header className="page-header entries-header">
        <div className="container">
          <a className="back-link" href={`/challenges/${challenge.id}`}>
            ← Challenge details
          </a>
          <div className="challenge-hero__badges">
            <StatusBadge status={status} />
          </div>
          <h1>{challenge.title}</h1>
          <ChallengeClock challenge={challenge} status={status} />
        </div>
      </header>
      <div className="container entries-page">
        {voting && entries && entries.length > 0 && (
          <VotingPanel viewer={viewer} scored={scored} eligible={ids.length} entriesHref={href} />
        )}
        {error && (
          <p className="list-error" role="alert">
            We couldn't load the entries. Check your connection and reload the page.
          </p>
        )}
        {!entries && !error && <Spinner label="Loading entries..." screen />}
        {entries && (
          <EntriesGrid
            entries={entries}
            status={status}
            scores={scores}
            canVote={canVote}
            showScores={voting && Boolean(viewer)}
            onScore={score}
            photoType={type}
          />
        )}
      </div>
    </>
  );
}

export default function ChallengeEntries() {
  return (
    <ErrorBoundary>
      <Entries />
    </ErrorBoundary>
  );
}
