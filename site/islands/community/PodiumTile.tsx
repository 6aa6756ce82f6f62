import type { SubmissionDto } from '../../../worker/services/challenges/submissions';
import EntryAuthor from '../challenges/EntryAuthor';
import Photo from '../challenges/Photo';
import RankBadge from '../challenges/RankBadge';
import PrintButtons from './PrintButtons';
import { typedPhotoHref } from './community-links';

// A placed community entry: picture, gold/silver/bronze place, photographer and score.
// (The winners' tile, with the community photo link and, for subscribers, the print buttons.)
export default function PodiumTile({ entry, prints }: { entry: SubmissionDto; prints: boolean }) {
  const href = typedPhotoHref(entry.id, 'user');
  return (
    <article className={`winner-tile winner-tile--${entry.rank ?? 0}`}>
      <a className="winner-tile__media" href={href}>
        <Photo sources={[entry.thumbnailUrl, entry.imageUrl]} alt={entry.altText || entry.title} />
        {entry.rank !== null && <RankBadge rank={entry.rank} />}
      </a>
      <div className="winner-tile__body">
        <h3>
          <a href={href}>{entry.title}</a>
        </h3>
        <EntryAuthor entry={entry} />
        {entry.score !== null && (
          <p className="winner-tile__score">
            Score {entry.score.toFixed(2)}
            {entry.voteCount !== null && ` · ${entry.voteCount} ${entry.voteCount === 1 ? 'vote' : 'votes'}`}
          </p>
        )}
        {prints && <PrintButtons entry={entry} />}
      </div>
    </article>
  );
}
