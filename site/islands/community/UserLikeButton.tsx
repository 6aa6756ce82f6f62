import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { readEdgeState } from '../../lib/edge-state';
import { $likeAuth } from '../../stores/likes';
import HeartIcon from '../challenges/HeartIcon';
import LikeDialog from '../challenges/LikeDialog';
import Tip from '../challenges/Tip';
import { toggleUserLike, userLikeStores } from './user-likes';

type Props = { photoId: number; initialCount: number };

const countLabel = (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`;

// The challenges' like button (spec §4/§5) for community entries, which are liked as
// type 'user'. Visitors get the sign-in dialog.
export default function UserLikeButton({ photoId, initialCount }: Props) {
  const { data: auth } = useStore($likeAuth);
  const signedIn = auth ?? Boolean(readEdgeState().user);
  const { data: countData } = useStore(userLikeStores(photoId).count);
  const { data: status } = useStore(userLikeStores(photoId).status);
  const [pending, setPending] = useState(false);
  const [dialog, setDialog] = useState(false);
  const count = Math.max(0, Number(countData?.likesCount ?? initialCount) || 0);
  const liked = signedIn && (status?.userLiked ?? false);

  async function toggle() {
    setPending(true);
    try {
      await toggleUserLike(photoId, count);
    } catch (error) {
      // Spec §8: a like failure is logged only.
      console.error('Failed to toggle like', error);
    } finally {
      setPending(false);
    }
  }

  if (!signedIn) {
    return (
      <>
        <Tip tip="Login to like photos">
          {(describedBy) => (
            <button type="button" className="like-button" aria-label={`Like, ${countLabel(count)}`} aria-describedby={describedBy} onClick={() => setDialog(true)}>
              <HeartIcon filled={false} />
              <span aria-hidden="true">{count}</span>
            </button>
          )}
        </Tip>
        <LikeDialog open={dialog} onClose={() => setDialog(false)} />
      </>
    );
  }
  return (
    <button type="button" className="like-button" aria-pressed={liked} aria-label={`Like, ${countLabel(count)}`} disabled={pending || !status} onClick={toggle}>
      <HeartIcon filled={liked} />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}
