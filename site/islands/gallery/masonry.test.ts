import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLUMN_COUNTS, heightRatio, placeTiles } from './masonry';

const ratios = fc.array(fc.double({ min: 0.4, max: 2, noNaN: true }), { maxLength: 80 });
const columns = fc.constantFrom(...COLUMN_COUNTS);

describe('gallery masonry', () => {
  it('leaves tiles already placed where they were when more are appended', () => {
    fc.assert(
      fc.property(ratios, ratios, columns, (first, more, count) => {
        expect(placeTiles([...first, ...more], count).slice(0, first.length)).toEqual(placeTiles(first, count));
      }),
    );
  });

  it('never overlaps two tiles in one column', () => {
    fc.assert(
      fc.property(ratios, columns, (list, count) => {
        const placed = placeTiles(list, count);
        const ends = new Map<number, number>();
        for (const tile of placed) {
          expect(tile.row).toBe((ends.get(tile.column) ?? 0) + 1);
          ends.set(tile.column, tile.row + tile.span - 1);
        }
      }),
    );
  });

  it('assumes 4:3 without a size and crops extreme shapes', () => {
    expect(heightRatio({ width: null, height: null })).toBe(0.75);
    expect(heightRatio({ width: 6000, height: 1000 })).toBe(0.4);
    expect(heightRatio({ width: 1000, height: 3000 })).toBe(2);
    expect(heightRatio({ width: 4000, height: 6000 })).toBe(1.5);
  });
});
