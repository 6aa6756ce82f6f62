import type { SubmissionDto } from '../../../worker/services/challenges/submissions';
import Photo from './Photo';
import RankBadge from './RankBadge';
import { DEFAULT_AVATAR, photoHref } from './photo-urls';

// A placed entry: its picture, place and photographer (authors are public after results).
export default function WinnerTile({ entry, badgeLabel }: { entry: SubmissionDto; badgeLabel?: string }) {
  return (
    <article className={`winner-tile winner-tile--${entry.rank ?? 0}`}>
      <a className="winner-tile__media" href={photoHref(entry.id)}>
        <Photo sources={[entry.thumbnailUrl, entry.imageUrl]} alt={entry.altText || entry.title} />
        {entry.rank !== null && <RankBadge rank={entry.rank} label={badgeLabel} />}
      </a>
      <div className="winner-tile__body">
        <h3>
          <a href={photoHref(entry.id)}>{entry.title}</a>
        </h3>
        {entry.username && entry.userId !== null && (
          <a className="author" href={`/profile/${entry.userId}`}>
            <img src={entry.profile_image_url || DEFAULT_AVATAR} alt="" width={24} height={24} onError={(e) => (e.currentTarget.src = DEFAULT_AVATAR)} />
            {entry.username}
          </a>
        )}
        {entry.score !== null && (
          <p className="winner-tile__score">
            Score {entry.score.toFixed(2)}
            {entry.voteCount !== null && ` · ${entry.voteCount} ${entry.voteCount === 1 ? 'vote' : 'votes'}`}
          </p>
        )}
      </div>
    </article>
  );
}
