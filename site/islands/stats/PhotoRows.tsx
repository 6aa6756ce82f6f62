import type { PhotoStats } from '../../../worker/contract/stats';
import Sparkline from './Sparkline';
import { bucketsOf, count, dayLabel, ordinal } from './series';

type Props = { photos: PhotoStats[]; from: string; to: string; periodLabel: string };

const NUMBERS = [
  ['views', 'Views'],
  ['likes', 'Likes'],
  ['votes', 'Votes'],
  ['prints', 'Prints'],
] as const;

// Each photo with its numbers for the period and its views as a sparkline.
export default function PhotoRows({ photos, from, to, periodLabel }: Props) {
  return (
    <ul className="photo-stats">
      {photos.map((photo) => {
        const views = bucketsOf(photo.daily, 'views', from, to, 1).map((b) => b.value);
        return (
          <li key={photo.id} className="photo-stats__row">
            <img
              className="photo-stats__thumb"
              src={photo.thumbnailUrl}
              alt={photo.altText}
              width={72}
              height={72}
              loading="lazy"
            />
            <div className="photo-stats__name">
              <a href={`/photo/${photo.id}`}>{photo.title}</a>
              <small>{photo.challengeTitle}</small>
            </div>
            <dl className="photo-stats__numbers">
              {NUMBERS.map(([metric, label]) => (
                <div key={metric}>
                  <dt>{label}</dt>
                  <dd>{photo.totals[metric].toLocaleString('en-US')}</dd>
                </div>
              ))}
              <div>
                <dt>Place</dt>
                <dd title={photo.placement ? `Named ${dayLabel(photo.placement.day, true)}` : undefined}>
                  {photo.placement ? ordinal(photo.placement.rank) : '—'}
                </dd>
              </div>
            </dl>
            <Sparkline values={views} label={`${photo.title}: ${count(photo.totals.views, 'view')} ${periodLabel}`} />
          </li>
        );
      })}
    </ul>
  );
}
