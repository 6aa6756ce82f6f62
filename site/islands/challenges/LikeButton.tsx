import './LikeButton.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { readEdgeState } from '../../lib/edge-state';
import type { PhotoType } from '../../lib/photo-type';
import { $likeAuth, likeStores, toggleLike } from '../../stores/likes';
import HeartIcon from './HeartIcon';
import LikeDialog from './LikeDialog';
import Tip from './Tip';

type Props = { photoId: number; photoType: PhotoType; initialCount: number };

const countLabel = (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`;

function useLikeCount({ photoId, photoType, initialCount }: Props): number {
  const { data } = useStore(likeStores(photoId, photoType).count);
  return Math.max(0, Number(data?.likesCount ?? initialCount) || 0);
}

function MemberLike(props: Props) {
  const { photoId, photoType } = props;
  const count = useLikeCount(props);
  const { data: status } = useStore(likeStores(photoId, photoType).status);
  const [pending, setPending] = useState(false);
  const liked = status?.userLiked ?? false;
  const toggle = async () => {
    setPending(true);
    try {
      await toggleLike(photoId, photoType, count);
    } catch (error) {
      // Spec §8: a like failure is logged only.
      console.error('Failed to toggle like', error);
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      className="like-button"
      aria-pressed={liked}
      aria-label={`Like, ${countLabel(count)}`}
      disabled={pending || !status}
      onClick={toggle}
    >
      <HeartIcon filled={liked} />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}

function VisitorLike(props: Props) {
  const count = useLikeCount(props);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tip tip="Login to like photos">
        {(describedBy) => (
          <button
            type="button"
            className="like-button"
            aria-label={`Like, ${countLabel(count)}`}
            aria-describedby={describedBy}
            onClick={() => setOpen(true)}
          >
            <HeartIcon filled={false} />
            <span aria-hidden="true">{count}</span>
          </button>
        )}
      </Tip>
      <LikeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

// Spec §4/§5: liking needs an account (visitors get the dialog); the liked state comes with
// the entry (stores/likes.ts), the count never drops below 0, and the button waits while a
// toggle runs. The sign-in check has its own 60 s query (spec §9), which the page doesn't
// start with, so the Worker's word stands in until it answers. Community entries are liked
// as 'user' photos.
export default function LikeButton(props: Props) {
  const { data } = useStore($likeAuth);
  const signedIn = data ?? Boolean(readEdgeState().user);
  return signedIn ? <MemberLike {...props} /> : <VisitorLike {...props} />;
}
