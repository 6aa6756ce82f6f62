// Masonry placement for the gallery: every tile goes into the shortest column, in feed
// order, on a grid of short rows. Placing in JS (not CSS columns) keeps earlier tiles where
// they are when the next page arrives, and keeps the DOM, tab and ←/→ order newest first.

export const ROW_UNIT_PX = 4;

export type Layout = { columns: number; columnWidth: number; gap: number };
export type Placement = { column: number; row: number; span: number };

// Two columns on phones, three on tablets, four on wide screens.
export function layoutFor(width: number): Layout {
  const columns = width < 600 ? 2 : width < 900 ? 3 : 4;
  const gap = columns === 2 ? 10 : 16;
  return { columns, columnWidth: (width - gap * (columns - 1)) / columns, gap };
}

// Height over width from the stored size (4:3 when unknown). Panoramas and tall strips are
// cropped to between 1:2.5 and 2:1 so no tile is a sliver or swallows a column.
export function heightRatio(photo: { width: number | null; height: number | null }): number {
  const ratio = photo.width && photo.height ? photo.height / photo.width : 3 / 4;
  return Math.min(2, Math.max(0.4, ratio));
}

export function placeTiles(ratios: number[], { columns, columnWidth, gap }: Layout): Placement[] {
  const filled = new Array<number>(columns).fill(0);
  return ratios.map((ratio) => {
    const span = Math.max(1, Math.round((columnWidth * ratio + gap) / ROW_UNIT_PX));
    const top = Math.min(...filled);
    const column = filled.indexOf(top);
    const row = top + 1;
    filled[column] = row - 1 + span;
    return { column: column + 1, row, span };
  });
}
