import './GalleryLightbox.css';
import { type KeyboardEvent, type SyntheticEvent, useEffect, useRef } from 'react';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import { photoTypeOf } from '../../lib/photo-type';
import EntryAuthor from '../challenges/EntryAuthor';
import LikeButton from '../challenges/LikeButton';
import Photo from '../shared/Photo';
import RankBadge from '../shared/RankBadge';
import { displayUrl, photoHref } from '../shared/photo-urls';
import { entryChallengeHref } from '../shared/community-links';

type Props = {
  photos: SubmissionDto[];
  index: number | null;
  hasMore: boolean;
  loading: boolean;
  onStep: (delta: 1 | -1) => void;
  onClose: () => void;
};

// The neighbours' large copies start loading while this one is looked at, so ←/→ shows
// the next picture at once.
function usePreload(photos: SubmissionDto[], index: number | null) {
  useEffect(() => {
    if (index === null) return;
    for (const near of [photos[index - 1], photos[index + 1]]) if (near) new Image().src = displayUrl(near);
  }, [photos, index]);
}

// A native modal <dialog>: the page behind is inert, so focus stays inside, and Escape
// closes it. Every way of closing goes through dialog.close(), whose close event is the
// one place the gallery hears about it (to put focus back on the photo's tile).
export default function GalleryLightbox({ photos, index, hasMore, loading, onStep, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const photo = index === null ? undefined : photos[index];
  usePreload(photos, index);
  useEffect(() => {
    const dialog = ref.current;
    if (!photo || !dialog || dialog.open) return;
    dialog.showModal();
    // Start on a control that is always there, rather than on the author link.
    closeButton.current?.focus();
  }, [photo]);

  // Events from the like dialog nested inside (React passes them up the component tree)
  // are that dialog's own business.
  const own = (event: SyntheticEvent) => (event.target as Element).closest('dialog') === event.currentTarget;
  const keys = (event: KeyboardEvent) => {
    if (!own(event)) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      onStep(event.key === 'ArrowRight' ? 1 : -1);
    }
  };
  const close = () => ref.current?.close();
  const last = index !== null && index === photos.length - 1;
  return (
    <dialog
      ref={ref}
      className="lightbox"
      aria-labelledby="lightbox-title"
      onKeyDown={keys}
      onClose={(event) => own(event) && onClose()}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      {photo && index !== null && (
        <div className="lightbox__body">
          <figure className="lightbox__frame">
            <Photo
              key={photo.id}
              sources={[displayUrl(photo), photo.imageUrl]}
              alt={photo.altText || photo.title}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              eager
              className="lightbox__img"
            />
          </figure>
          <div className="lightbox__side">
            <p className="lightbox__count" aria-live="polite">
              {index + 1} of {photos.length}
              {hasMore ? '+' : ''}
            </p>
            <h2 id="lightbox-title">{photo.title}</h2>
            <div className="lightbox__byline">
              <EntryAuthor entry={photo} />
              {photo.rank !== null && <RankBadge rank={photo.rank} />}
            </div>
            <a className="lightbox__challenge" href={entryChallengeHref(photo)}>
              {photo.challengeTitle}
            </a>
            <div className="lightbox__actions">
              <LikeButton key={photo.id} photoId={photo.id} photoType={photoTypeOf(photo)} initialCount={photo.likesCount} />
              <a className="btn btn-outline btn-sm" href={photoHref(photo.id, photoTypeOf(photo))}>
                Open photo page
              </a>
            </div>
            <div className="lightbox__nav">
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => onStep(-1)} disabled={index === 0}>
                ← Previous
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => onStep(1)}
                disabled={(last && !hasMore) || (last && loading)}
              >
                {last && loading ? 'Loading...' : 'Next →'}
              </button>
            </div>
          </div>
          <button ref={closeButton} type="button" className="lightbox__close" aria-label="Close" onClick={close}>
            ×
          </button>
        </div>
      )}
    </dialog>
  );
}
