import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import type { ChallengeStatus } from '../../../worker/domain/status';
import { serverMessage } from '../../lib/api-fetch';
import { $myScores, communityEntries, loadMyScores, scoreEntry } from '../../stores/challenges';
import { showToast } from '../../stores/toast';
import Spinner from '../shared/Spinner';
import EntriesGrid from '../challenges/EntriesGrid';
import VotingPanel from '../challenges/VotingPanel';
import { useViewer } from '../challenges/use-viewer';
import { userChallengeHref } from '../shared/community-links';

type Props = { challenge: ChallengeDto; status: ChallengeStatus; isCreator: boolean };

// The entries, with the 1–10 scores during voting for everyone but the creator (DESIGN §3:
// the creator cannot vote in their own challenge; the API refuses it too).
export default function CommunityEntries({ challenge, status, isCreator }: Props) {
  const viewer = useViewer();
  const { data: entries, error } = useStore(communityEntries(challenge.id));
  const scores = useStore($myScores);
  const voting = status === 'voting';
  const canVote = voting && !isCreator && Boolean(viewer?.emailVerified);

  useEffect(() => {
    if (canVote) loadMyScores(challenge.id).catch(() => undefined);
  }, [canVote, challenge.id]);

  const score = useCallback(async (entryId: number, value: number) => {
    try {
      await scoreEntry(entryId, value, 'user');
    } catch (err) {
      showToast({
        title: "Your score wasn't saved",
        description: serverMessage(err, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }, []);

  const ids = useMemo(() => entries?.filter((e) => !e.isMine).map((e) => e.id) ?? [], [entries]);
  if (error) {
    return (
      <p className="list-error" role="alert">
        We couldn't load the entries. Check your connection and reload the page.
      </p>
    );
  }
  if (!entries) return <Spinner label="Loading entries..." />;
  const panel = voting && entries.length > 0;
  return (
    <>
      {panel && isCreator && (
        <div className="voting-panel" role="status">
          <p>
            <strong>You created this challenge — you can't vote in it.</strong> The community's scores decide the winners.
          </p>
        </div>
      )}
      {panel && !isCreator && (
        <VotingPanel
          viewer={viewer}
          scored={ids.filter((id) => scores[id] !== undefined).length}
          eligible={ids.length}
          entriesHref={userChallengeHref(challenge)}
        />
      )}
      <EntriesGrid
        entries={entries}
        status={status}
        scores={scores}
        canVote={canVote}
        showScores={voting && Boolean(viewer) && !isCreator}
        onScore={score}
        photoType="user"
      />
    </>
  );
}
