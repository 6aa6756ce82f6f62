import './GalleryTile.css';
import type { MouseEvent } from 'react';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import { photoTypeOf } from '../../lib/photo-type';
import RankBadge from '../shared/RankBadge';
import { photoHref } from '../shared/photo-urls';
import GalleryImage, { type ImagePriority } from './GalleryImage';

type Props = { photo: SubmissionDto; sizes: string; priority: ImagePriority; onOpen: () => void };

// A link to the photo page, so a new tab or a visit without scripts still gets there;
// a plain click opens the lightbox instead.
export default function GalleryTile({ photo, sizes, priority, onOpen }: Props) {
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a className="gallery-tile" href={photoHref(photo.id, photoTypeOf(photo))} data-photo-id={photo.id} onClick={open}>
      <GalleryImage photo={photo} sizes={sizes} priority={priority} />
      {photo.rank !== null && <RankBadge rank={photo.rank} />}
      <span className="gallery-tile__caption">
        <span className="gallery-tile__title">{photo.title}</span>
        {photo.username && <span className="gallery-tile__author">by {photo.username}</span>}
      </span>
    </a>
  );
}
