import { useState } from 'react';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import { variantSrcSet } from '../../../worker/contract/files';
import Photo from '../shared/Photo';

// How soon the browser fetches it: the first tiles are the page's largest paint.
export type ImagePriority = 'high' | 'eager' | 'lazy';

type Props = { photo: SubmissionDto; sizes: string; priority: ImagePriority };

// A tile's picture: the browser picks the thumbnail or the display copy for the column
// width and screen density. When that fails, Photo takes over with the original and then
// the stock picture (spec §4).
export default function GalleryImage({ photo, sizes, priority }: Props) {
  const [failed, setFailed] = useState(false);
  const alt = photo.altText || photo.title;
  if (failed) return <Photo sources={[photo.imageUrl]} alt={alt} />;
  return (
    <img
      src={photo.thumbnailUrl}
      srcSet={variantSrcSet(photo.thumbnailUrl)}
      sizes={sizes}
      alt={alt}
      width={photo.width ?? undefined}
      height={photo.height ?? undefined}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      // The page's scripts wait for it to be painted (integrations/script-priority.mjs).
      data-largest-paint={priority === 'high' ? '' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
