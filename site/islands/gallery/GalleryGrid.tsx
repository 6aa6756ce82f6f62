import './GalleryGrid.css';
import { type CSSProperties, useRef } from 'react';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import GalleryTile from './GalleryTile';
import { ROW_UNIT_PX, heightRatio, placeTiles } from './masonry';
import { useLayout } from './use-layout';

type Props = { photos: SubmissionDto[]; onOpen: (index: number) => void };

// Each tile's box is reserved from the photo's own shape before its image arrives, so
// nothing moves while the page loads.
export default function GalleryGrid({ photos, onOpen }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const layout = useLayout(list);
  const placed = layout ? placeTiles(photos.map(heightRatio), layout) : [];
  const style =
    layout && ({ '--columns': layout.columns, '--gap': `${layout.gap}px`, '--row': `${ROW_UNIT_PX}px` } as CSSProperties);
  return (
    <ul ref={list} className="gallery-grid" style={style ?? undefined}>
      {layout &&
        photos.map((photo, index) => {
          const place = placed[index];
          return (
            place && (
              <li key={photo.id} style={{ gridColumn: place.column, gridRow: `${place.row} / span ${place.span}` }}>
                <GalleryTile photo={photo} sizes={`${Math.ceil(layout.columnWidth)}px`} onOpen={() => onOpen(index)} />
              </li>
            )
          );
        })}
    </ul>
  );
}
