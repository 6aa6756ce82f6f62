import './GalleryMore.css';
import { useEffect, useRef, useState } from 'react';
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
  // Nothing is fetched ahead before the visitor first scrolls: on a phone the sentinel is
  // within reach of the first view, and the next page's tiles would be rendered while the
  // page is still loading, for someone who may never scroll. ('Load more' is there meanwhile.)
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const start = () => setScrolled(true);
    addEventListener('scroll', start, { once: true, passive: true });
    return () => removeEventListener('scroll', start);
  }, [scrolled]);

  // A fresh observer after every page reports at once whether the sentinel is still in
  // view (a short page on a tall screen), so pages keep coming until it isn't. After a
  // failure it waits for the button, rather than retrying in a loop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` is there on purpose, so each new page brings a fresh observer that reports whether the sentinel is still in view.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !more || failed || !scrolled) return;
    // The margin reaches above the viewport too: a jump to the page's end (End key, a
    // fling past the footer) lands with the sentinel just above it.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMoreGallery(), {
      rootMargin: '1200px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, failed, count, scrolled]);

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
