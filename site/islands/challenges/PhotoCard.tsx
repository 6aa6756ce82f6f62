import './stats.css';
import './PhotoCard.css';
import type { ReactNode } from 'react';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import type { PhotoType } from '../../lib/photo-type';
import PrintButtons from '../prints/buy/PrintButtons';
import { canBuyPrints } from '../prints/buy/print-access';
import CommentIcon from './CommentIcon';
import EntryAuthor from './EntryAuthor';
import LikeButton from './LikeButton';
import Photo from '../shared/Photo';
import RankBadge from '../shared/RankBadge';
import { photoHref } from '../shared/photo-urls';

type Props = { entry: SubmissionDto; photoType: PhotoType; children?: ReactNode };

// Spec §2 photo card: thumbnail, title, author, likes, votes, comments and the place once
// results are named; on community ('user') photos, subscribers get the print buttons. The
// voting control, when there is one, comes in as children.
export default function PhotoCard({ entry, photoType, children }: Props) {
  const href = photoHref(entry.id, photoType);
  return (
    <article className={entry.isMine ? 'photo-card photo-card--mine' : 'photo-card'}>
      <a className="photo-card__media" href={href} tabIndex={-1}>
        <Photo sources={[entry.thumbnailUrl, entry.imageUrl]} alt={entry.altText || entry.title} />
        {entry.rank !== null && <RankBadge rank={entry.rank} />}
        {entry.isMine && <span className="chip chip--mine">Your entry</span>}
      </a>
      <div className="photo-card__body">
        <h3 className="photo-card__title">
          <a href={href}>{entry.title}</a>
        </h3>
        <EntryAuthor entry={entry} />
        <div className="photo-card__stats">
          <LikeButton photoId={entry.id} photoType={photoType} initialCount={entry.likesCount} />
          {entry.voteCount !== null && (
            <span className="stat">
              <strong>{entry.voteCount}</strong> {entry.voteCount === 1 ? 'vote' : 'votes'}
            </span>
          )}
          <a className="stat" href={`${href}#comments`} aria-label={`${entry.commentCount} comments`}>
            <CommentIcon />
            {entry.commentCount}
          </a>
        </div>
        {photoType === 'user' && canBuyPrints() && <PrintButtons entry={entry} />}
        {children}
      </div>
    </article>
  );
}
