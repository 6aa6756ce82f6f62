import './GalleryMore.css';
import { useEffect, useRef } from 'react';
import { type GalleryState, galleryHasMore, loadMoreGallery } from '../../stores/gallery';

type Props = { state: GalleryState };

// The end of the masonry: a sentinel that loads the next page before the visitor gets
// there, a 'Load more' button for when that can't (or didn't) happen, a way back after
// a failure, and a clear end.
export default function GalleryMore({ state }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = galleryHasMore(state);
  const { failed, loading } = state;
  const count = state.photos.length;

  // A fresh observer after every page reports at once whether the sentinel is still in
  // view (a short page on a tall screen), so pages keep coming until it isn't. After a
  // failure it waits for the button, rather than retrying in a loop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` is there on purpose, so each new page brings a fresh observer that reports whether the sentinel is still in view.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !more || failed) return;
    // The margin reaches above the viewport too: a jump to the page's end (End key, a
    // fling past the footer) lands with the sentinel just above it.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMoreGallery(), {
      rootMargin: '1200px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, failed, count]);

  if (!more) {
    return (
      <p className="gallery-end">
        That's every photo so far: {count} from finished challenges. <a href="/challenges">Enter a challenge</a> to be in the next
        one.
      </p>
    );
  }
  return (
    <div className="gallery-more" ref={sentinel}>
      {failed && (
        <p className="list-error" role="alert">
          We couldn't load more photos.
        </p>
      )}
      <button type="button" className="btn btn-outline" disabled={loading} onClick={() => void loadMoreGallery()}>
        {loading ? 'Loading...' : failed ? 'Try again' : 'Load more'}
      </button>
    </div>
  );
}
