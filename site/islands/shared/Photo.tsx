import './Photo.css';
import { useEffect, useRef, useState } from 'react';
import StockPhoto from './StockPhoto';

type Props = {
  // Tried in order: usually an optimized variant, then the original.
  sources: (string | null | undefined)[];
  // Sizes of the first source for the browser to choose from (the optimized variants).
  srcSet?: string;
  sizes?: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  eager?: boolean;
  // The page's largest picture: fetched before anything else.
  urgent?: boolean;
  style?: React.CSSProperties;
};

// Spec §4: no URL shows 'Photo Unavailable'; an optimized image falls back to the original,
// and when every source fails to load, the built-in stock picture stands in.
export default function Photo({
  sources,
  srcSet,
  sizes,
  alt,
  className,
  width,
  height,
  eager = false,
  urgent = false,
  style,
}: Props) {
  const urls = [...new Set(sources.filter((s): s is string => Boolean(s)))];
  const [attempt, setAttempt] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  // A picture painted in the page's HTML may fail before React listens for its error event:
  // found broken once hydrated (loaded, no pixels), it moves on to the next source too. Later
  // sources are rendered by React, which hears their errors.
  useEffect(() => {
    const shown = image.current;
    if (shown?.complete && shown.naturalWidth === 0) setAttempt((n) => n + 1);
  }, []);
  if (urls.length === 0) {
    return (
      <div className={`photo-missing ${className ?? ''}`} role="img" aria-label={alt || 'Photo Unavailable'}>
        <span aria-hidden="true">Photo Unavailable</span>
      </div>
    );
  }
  if (attempt >= urls.length) return <StockPhoto className={className} alt={alt} />;
  return (
    <img
      key={urls[attempt]}
      ref={image}
      className={className}
      src={urls[attempt]}
      srcSet={attempt === 0 ? srcSet : undefined}
      sizes={attempt === 0 ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager || urgent ? 'eager' : 'lazy'}
      fetchPriority={urgent ? 'high' : undefined}
      // The page's scripts wait for it to be painted (integrations/script-priority.mjs).
      data-largest-paint={urgent ? '' : undefined}
      decoding="async"
      style={style}
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}
