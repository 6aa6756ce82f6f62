import { describe, expect, it } from 'vitest';
import { compositionFinding, measureComposition } from './composition';
import { lumaOf } from './luminance';
import { measureSharpness } from './sharpness';
import { solid } from './test-images';
import type { CoachPixels } from './types';

// Red discs on a grey ground, centred at (cx, cy) as fractions of the frame; `edge` is how
// many pixels the rim takes to fade (1 is in focus).
function discsAt(discs: { cx: number; cy: number; edge?: number }[]) {
  const image = solid(300, 200, [110, 110, 110]);
  for (let y = 0; y < 200; y++) {
    for (let x = 0; x < 300; x++) {
      for (const { cx, cy, edge = 1 } of discs) {
        const cover = Math.max(0, Math.min(1, (14 - Math.hypot(x - cx * 300, y - cy * 200)) / edge + 0.5));
        const p = (y * 300 + x) * 4;
        if (cover > 0) image.data.set([110 + cover * 110, 110 - cover * 70, 110 - cover * 80], p);
      }
    }
  }
  return image;
}

const discAt = (cx: number, cy: number) => discsAt([{ cx, cy }]);

const compositionOf = (image: CoachPixels) =>
  measureComposition(image, measureSharpness(lumaOf(image), image.width, image.height, 0).map);

describe('the composition', () => {
  it('finds a lone subject where it is', () => {
    const { subject } = compositionOf(discAt(0.7, 0.35));
    expect(subject?.x).toBeCloseTo(0.7, 1);
    expect(subject?.y).toBeCloseTo(0.35, 1);
  });

  it('passes a subject on a thirds point, with no crop', () => {
    const composition = compositionOf(discAt(2 / 3, 1 / 3));
    expect(composition.nearestThird).toEqual({ x: 0.667, y: 0.333 });
    expect(composition.crop).toBeNull();
    expect(compositionFinding(composition).verdict).toBe('good');
  });

  it('suggests a crop of the same shape that moves a centred subject onto a thirds point', () => {
    const composition = compositionOf(discAt(0.5, 0.5));
    const finding = compositionFinding(composition);
    expect(finding.verdict).toBe('note');
    expect(finding.meaning).toContain('middle');
    const crop = composition.crop;
    if (!crop) throw new Error('no crop');
    expect(crop.width).toBe(crop.height);
    expect(crop.x + crop.width).toBeLessThanOrEqual(1);
    const placed = { x: (0.5 - crop.x) / crop.width, y: (0.5 - crop.y) / crop.height };
    const nearest = Math.min(
      ...[1 / 3, 2 / 3].flatMap((tx) => [1 / 3, 2 / 3].map((ty) => Math.hypot(placed.x - tx, placed.y - ty))),
    );
    expect(nearest).toBeLessThan(Math.hypot(0.5 - 1 / 3, 0.5 - 1 / 3));
  });

  it('takes the sharp one of two subjects, as the photographer focused on it', () => {
    const { subject } = compositionOf(
      discsAt([
        { cx: 0.3, cy: 0.5 },
        { cx: 0.72, cy: 0.33, edge: 8 },
      ]),
    );
    expect(subject?.x).toBeCloseTo(0.3, 1);
    expect(subject?.y).toBeCloseTo(0.5, 1);
  });

  it('finds no subject in a flat frame', () => {
    const composition = compositionOf(solid(300, 200, [90, 90, 90]));
    expect(composition.subject).toBeNull();
    expect(compositionFinding(composition).value).toBe('No single subject stands out');
  });
});
