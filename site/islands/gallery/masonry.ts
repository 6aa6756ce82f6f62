// Masonry placement for the gallery: every tile goes into the shortest column, in feed
// order, on a grid of short rows. Placing by hand (not CSS columns) keeps earlier tiles where
// they are when the next page arrives, and keeps the DOM, tab and ←/→ order newest first.
//
// A row is a fixed fraction of a column's width, so a tile's span follows from its shape
// alone and the placement needs no measuring: it is worked out for every column count the
// grid can have, written into the HTML, and CSS picks one by the grid's width.

export const COLUMN_COUNTS = [2, 3, 4] as const;
export type Columns = (typeof COLUMN_COUNTS)[number];

// Rows in a column's width (GalleryGrid.css sizes a row the same way), and the rows left
// empty under each tile.
export const ROWS_PER_COLUMN_WIDTH = 40;
export const GAP_ROWS = 2;

export type Placement = { column: number; row: number; span: number };

// Height over width from the stored size (4:3 when unknown). Panoramas and tall strips are
// cropped to between 1:2.5 and 2:1 so no tile is a sliver or swallows a column.
export function heightRatio(photo: { width: number | null; height: number | null }): number {
  const ratio = photo.width && photo.height ? photo.height / photo.width : 3 / 4;
  return Math.min(2, Math.max(0.4, ratio));
}

export function placeTiles(ratios: number[], columns: Columns): Placement[] {
  const filled = new Array<number>(columns).fill(0);
  return ratios.map((ratio) => {
    const span = Math.max(1, Math.round(ratio * ROWS_PER_COLUMN_WIDTH)) + GAP_ROWS;
    const top = Math.min(...filled);
    const column = filled.indexOf(top);
    const row = top + 1;
    filled[column] = row - 1 + span;
    return { column: column + 1, row, span };
  });
}
