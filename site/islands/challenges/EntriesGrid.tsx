import type { SubmissionDto } from '../../../worker/contract/submissions';
import type { ChallengeStatus } from '../../../worker/domain/status';
import type { PhotoType } from '../../lib/photo-type';
import EmptyState from '../shared/EmptyState';
import PhotoCard from './PhotoCard';
import ScoreControl from './ScoreControl';

type Props = {
  entries: SubmissionDto[];
  status: ChallengeStatus;
  scores: Record<number, number | undefined>;
  canVote: boolean;
  showScores: boolean;
  onScore: (entryId: number, score: number) => void;
  photoType: PhotoType;
};

const EMPTY: Record<ChallengeStatus, string> = {
  upcoming: 'Entries open when the challenge starts. You can submit early.',
  active: 'No entries yet. Be the first to submit a photo.',
  voting: 'This challenge closed without entries.',
  completed: 'This challenge closed without entries.',
};

export default function EntriesGrid(props: Props) {
  return (
    <>
      {/* The cards' titles are level-3 headings; this keeps the outline whole for screen readers. */}
      <h2 className="sr-only">Entries</h2>
      <Grid {...props} />
    </>
  );
}

function Grid({ entries, status, scores, canVote, showScores, onScore, photoType }: Props) {
  if (entries.length === 0) {
    return <EmptyState title="No entries yet">{EMPTY[status]}</EmptyState>;
  }
  return (
    <ul className="photo-grid">
      {entries.map((entry) => (
        <li key={entry.id}>
          <PhotoCard entry={entry} photoType={photoType}>
            {showScores &&
              (entry.isMine ? (
                <p className="score-control__own">Your entry — you can't score your own photo.</p>
              ) : (
                <ScoreControl
                  title={entry.title}
                  saved={scores[entry.id]}
                  disabled={!canVote}
                  onScore={(score) => onScore(entry.id, score)}
                />
              ))}
          </PhotoCard>
        </li>
      ))}
    </ul>
  );
}
