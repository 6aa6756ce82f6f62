import './WinnerTile.css';
import { variantSrcSet } from '../../../worker/contract/files';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import type { ImagePriority } from '../gallery/GalleryImage';
import { photoTypeOf } from '../../lib/photo-type';
import PrintButtons from '../prints/buy/PrintButtons';
import { canBuyPrints } from '../prints/buy/print-access';
import EntryAuthor from './EntryAuthor';
import Photo from '../shared/Photo';
import RankBadge from '../shared/RankBadge';
import { photoHref } from '../shared/photo-urls';

// A tile is a phone's width, or at most 440 px in the podium's columns (styles/challenge-pages.css).
const TILE_SIZES = '(max-width: 520px) 100vw, 440px';

type Props = { entry: SubmissionDto; badgeLabel?: string; priority?: ImagePriority };

// A placed entry: its picture, place, photographer (authors are public after results) and
// score. As on the photo card, subscribers get the print buttons on community ('user') photos.
// The page's largest paint, its first winner, comes `high` (Winners.tsx).
export default function WinnerTile({ entry, badgeLabel, priority = 'lazy' }: Props) {
  const type = photoTypeOf(entry);
  const href = photoHref(entry.id, type);
  return (
    <article className={`winner-tile winner-tile--${entry.rank ?? 0}`}>
      <a className="winner-tile__media" href={href}>
        <Photo
          sources={[entry.thumbnailUrl, entry.imageUrl]}
          srcSet={variantSrcSet(entry.thumbnailUrl)}
          sizes={TILE_SIZES}
          width={entry.width ?? undefined}
          height={entry.height ?? undefined}
          eager={priority === 'eager'}
          urgent={priority === 'high'}
          alt={entry.altText || entry.title}
        />
        {entry.rank !== null && <RankBadge rank={entry.rank} label={badgeLabel} />}
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
        {type === 'user' && canBuyPrints() && <PrintButtons entry={entry} />}
      </div>
    </article>
  );
}
