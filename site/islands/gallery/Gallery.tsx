import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $gallery, galleryHasMore, loadMoreGallery } from '../../stores/gallery';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import EmptyState from '../shared/EmptyState';
import GalleryGrid from './GalleryGrid';
import GalleryLightbox from './GalleryLightbox';
import GalleryMore from './GalleryMore';

// Back on the tile of the photo last shown (which may not be the one first opened), and
// scrolled to it.
function focusTile(photoId: number | undefined) {
  document.querySelector<HTMLElement>(`[data-photo-id="${photoId}"]`)?.focus();
}

function GalleryView() {
  const state = useStore($gallery);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    if (!$gallery.get().started) void loadMoreGallery();
  }, []);

  // → past the last loaded photo fetches the next page first. The index only moves if the
  // lightbox is still on the photo the key was pressed on.
  const step = async (delta: 1 | -1) => {
    if (open === null || open + delta < 0) return;
    const target = open + delta;
    if (target >= $gallery.get().photos.length) await loadMoreGallery();
    if (target < $gallery.get().photos.length) setOpen((now) => (now === open ? target : now));
  };

  if (!state.started) {
    if (!state.failed) return <Spinner label="Loading photos..." screen />;
    return <GalleryMore state={state} />;
  }
  if (state.photos.length === 0) {
    return (
      <EmptyState
        title="No photos yet"
        action={
          <a className="btn btn-outline btn-sm empty-state__action" href="/challenges">
            See the challenges
          </a>
        }
      >
        Photos appear here once a challenge's results are in.
      </EmptyState>
    );
  }
  return (
    <>
      <GalleryGrid photos={state.photos} onOpen={setOpen} />
      <GalleryMore state={state} />
      <GalleryLightbox
        photos={state.photos}
        index={open}
        hasMore={galleryHasMore(state)}
        loading={state.loading}
        onStep={step}
        onClose={() => {
          focusTile(open === null ? undefined : state.photos[open]?.id);
          setOpen(null);
        }}
      />
    </>
  );
}

export default function Gallery() {
  return (
    <ErrorBoundary>
      <GalleryView />
    </ErrorBoundary>
  );
}
