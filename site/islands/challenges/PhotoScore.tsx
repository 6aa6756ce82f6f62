import './PhotoScore.css';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import { serverMessage } from '../../lib/api-fetch';
import { photoTypeOf } from '../../lib/photo-type';
import { $myScores, loadMyScores, scoreEntry } from '../../stores/challenges';
import { showToast } from '../../stores/toast';
import { entriesHref } from '../shared/community-links';
import ScoreControl from './ScoreControl';
import { liveStatus } from './challenge-time';
import { loginHref, photoHref } from '../shared/photo-urls';
import { useNow } from '../shared/use-now';
import { useViewer } from './use-viewer';

// The score control on the photo page, only while its challenge is in voting.
export default function PhotoScore({ photo, challenge }: { photo: SubmissionDto; challenge: ChallengeDto }) {
  const viewer = useViewer();
  const now = useNow();
  const scores = useStore($myScores);
  const type = photoTypeOf(challenge);
  const voting = liveStatus(challenge, now) === 'voting';
  const canVote = voting && Boolean(viewer?.emailVerified) && !photo.isMine;
  useEffect(() => {
    if (canVote) loadMyScores(challenge.id).catch(() => undefined);
  }, [canVote, challenge.id]);

  if (!voting) return null;
  if (photo.isMine) return <p className="score-control__own">Your entry — you can't score your own photo.</p>;
  if (!viewer) {
    return (
      <p className="section-note">
        Voting is open. <a href={loginHref(photoHref(photo.id, type))}>Log in</a> to score this photo.
      </p>
    );
  }
  return (
    <div className="photo-score">
      {!viewer.emailVerified && (
        <p className="section-note">
          <a href="/resend-verification">Verify your email</a> to score entries.
        </p>
      )}
      <ScoreControl
        title={photo.title}
        saved={scores[photo.id]}
        disabled={!canVote}
        onScore={(score) =>
          scoreEntry(photo.id, score, type).catch((error) =>
            showToast({
              title: "Your score wasn't saved",
              description: serverMessage(error, 'Please try again.'),
              variant: 'destructive',
            }),
          )
        }
      />
      <a className="section-note" href={entriesHref(challenge)}>
        Score the other entries →
      </a>
    </div>
  );
}
