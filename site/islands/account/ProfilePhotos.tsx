import './ProfilePhotos.css';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import { photoTypeOf } from '../../lib/photo-type';
import Photo from '../shared/Photo';
import RankBadge from '../shared/RankBadge';
import { photoHref } from '../shared/photo-urls';

type Props = { photos: SubmissionDto[] };

// A simple grid of the person's entries; each opens its photo page.
export default function ProfilePhotos({ photos }: Props) {
  return (
    <ul className="profile-photos">
      {photos.map((photo) => (
        <li key={photo.id}>
          <a href={photoHref(photo.id, photoTypeOf(photo))} className="profile-photos__item">
            <Photo
              sources={[photo.thumbnailUrl, photo.imageUrl]}
              alt={photo.altText || photo.title}
              className="profile-photos__img"
            />
            <span className="profile-photos__caption">
              <span>{photo.title}</span>
              {photo.rank !== null && photo.rank <= 3 && <RankBadge rank={photo.rank} />}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
