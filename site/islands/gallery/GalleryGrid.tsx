import './GalleryGrid.css';
import { type CSSProperties, useMemo } from 'react';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import GalleryTile from './GalleryTile';
import { COLUMN_COUNTS, heightRatio, placeTiles } from './masonry';

type Props = { photos: SubmissionDto[]; onOpen: (index: number) => void };

// A column's width for the browser's choice of image: the page is at most 1200 px wide, in
// two columns under 600 px, three under 900.
const TILE_SIZES = '(max-width: 640px) 50vw, (max-width: 940px) 33vw, 300px';
// The first row or two are in the first view: fetched at once, the first ones first.
const EAGER_TILES = 4;
const URGENT_TILES = 2;

// Each tile's place for two, three and four columns, as custom properties the stylesheet
// picks from by the grid's width: the HTML is laid out before any script runs, and the
// box is reserved from the photo's own shape, so nothing moves while images arrive.
function placements(photos: SubmissionDto[]): CSSProperties[] {
  const ratios = photos.map(heightRatio);
  const byColumns = COLUMN_COUNTS.map((columns) => placeTiles(ratios, columns));
  return photos.map((_, index) => {
    const style: Record<string, string> = {};
    COLUMN_COUNTS.forEach((columns, k) => {
      const place = byColumns[k]?.[index];
      if (!place) return;
      style[`--c${columns}`] = String(place.column);
      style[`--r${columns}`] = `${place.row} / span ${place.span}`;
    });
    return style as CSSProperties;
  });
}

export default function GalleryGrid({ photos, onOpen }: Props) {
  const places = useMemo(() => placements(photos), [photos]);
  return (
    <div className="gallery-masonry">
      <ul className="gallery-grid">
        {photos.map((photo, index) => (
          <li key={photo.id} style={places[index]}>
            <GalleryTile
              photo={photo}
              sizes={TILE_SIZES}
              priority={index < URGENT_TILES ? 'high' : index < EAGER_TILES ? 'eager' : 'lazy'}
              onOpen={() => onOpen(index)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
