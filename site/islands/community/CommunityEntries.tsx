import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { ChallengeDto } from '../../../worker/routes/challenges/schema';
import type { ChallengeStatus } from '../../../worker/services/challenges/status';
import { serverMessage } from '../../lib/api-fetch';
import { $myScores, loadMyScores, scoreEntry } from '../../stores/challenges';
import { showToast } from '../../stores/toast';
import Spinner from '../Spinner';
import ScoreControl from '../challenges/ScoreControl';
import VotingPanel from '../challenges/VotingPanel';
import { useViewer } from '../challenges/use-viewer';
import CommunityPhotoCard from './CommunityPhotoCard';
import { communityEntries } from './community-data';
import { canBuyPrints } from './print-access';

type Props = { challenge: ChallengeDto; status: ChallengeStatus; isCreator: boolean };

const EMPTY: Record<ChallengeStatus, string> = {
  upcoming: 'Entries open when the challenge starts. You can submit early.',
  active: 'No entries yet. Be the first to submit a photo.',
  voting: 'This challenge closed without entries.',
  completed: 'This challenge closed without entries.',
};

// The entries, with the 1–10 scores during voting for everyone but the creator (DESIGN §3:
// the creator cannot vote in their own challenge; the API refuses it too).
export default function CommunityEntries({ challenge, status, isCreator }: Props) {
  const viewer = useViewer();
  const { data: entries, error } = useStore(communityEntries(challenge.id));
  const scores = useStore($myScores);
  const voting = status === 'voting';
  const canVote = voting && !isCreator && Boolean(viewer?.emailVerified);
  const prints = canBuyPrints();

  useEffect(() => {
    if (canVote) loadMyScores(challenge.id).catch(() => undefined);
  }, [canVote, challenge.id]);

  const score = useCallback(async (entryId: number, value: number) => {
    try {
      await scoreEntry(entryId, value);
    } catch (err) {
      showToast({ title: "Your score wasn't saved", description: serverMessage(err, 'Please try again.'), variant: 'destructive' });
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
  if (entries.length === 0) {
    return (
      <div className="empty-state">
        <h3>No entries yet</h3>
        <p>{EMPTY[status]}</p>
      </div>
    );
  }
  const showScores = voting && Boolean(viewer) && !isCreator;
  return (
    <>
      {voting && isCreator && (
        <div className="voting-panel" role="status">
          <p>
            <strong>You created this challenge — you can't vote in it.</strong> The community's scores decide the winners.
          </p>
        </div>
      )}
      {voting && !isCreator && (
        <VotingPanel viewer={viewer} scored={ids.filter((id) => scores[id] !== undefined).length} eligible={ids.length} entriesHref={`/user-challenges/${challenge.id}`} />
      )}
      <ul className="photo-grid">
        {entries.map((entry) => (
          <li key={entry.id}>
            <CommunityPhotoCard entry={entry} prints={prints}>
              {showScores &&
                (entry.isMine ? (
                  <p className="score-control__own">Your entry — you can't score your own photo.</p>
                ) : (
                  <ScoreControl title={entry.title} saved={scores[entry.id]} disabled={!canVote} onScore={(value) => score(entry.id, value)} />
                ))}
            </CommunityPhotoCard>
          </li>
        ))}
      </ul>
    </>
  );
}
