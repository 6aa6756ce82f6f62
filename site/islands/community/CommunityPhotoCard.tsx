import type { ReactNode } from 'react';
import type { SubmissionDto } from '../../../worker/services/challenges/submissions';
import CommentIcon from '../challenges/CommentIcon';
import EntryAuthor from '../challenges/EntryAuthor';
import Photo from '../challenges/Photo';
import RankBadge from '../challenges/RankBadge';
import PrintButtons from './PrintButtons';
import UserLikeButton from './UserLikeButton';
import { userPhotoHref } from './community-links';

type Props = { entry: SubmissionDto; prints: boolean; children?: ReactNode };

// The challenges' photo card (spec §2) for a community entry: its links and likes are of
// type 'user', and subscribers get the print buttons. The voting control comes as children.
export default function CommunityPhotoCard({ entry, prints, children }: Props) {
  const href = userPhotoHref(entry.id);
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
          <UserLikeButton photoId={entry.id} initialCount={entry.likesCount} />
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
        {prints && <PrintButtons entry={entry} />}
        {children}
      </div>
    </article>
  );
}
