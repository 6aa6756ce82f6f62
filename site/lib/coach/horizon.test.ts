import { describe, expect, it } from 'vitest';
import { horizonFinding, measureHorizon } from './horizon';
import { lumaOf } from './luminance';
import { encode, exposeAt, neutralise, renderScene } from './test-images';
import type { CoachPixels } from './types';

// Bright sky over dark ground, the border anti-aliased, rising `degrees` to the right.
function skyOverGround(width: number, height: number, degrees: number): CoachPixels {
  const data = new Uint8ClampedArray(width * height * 4);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const below = y + 0.5 - (height / 2 - (x + 0.5 - width / 2) * slope);
      const ground = Math.max(0, Math.min(1, below + 0.5));
      data.fill(200 - 140 * ground, (y * width + x) * 4, (y * width + x) * 4 + 3);
      data[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { width, height, data };
}

const horizonOf = (image: CoachPixels) => measureHorizon(lumaOf(image), image.width, image.height);

describe('the horizon', () => {
  it('measures a plain tilted horizon to a tenth of a degree', () => {
    for (const degrees of [-6, -1.5, 3, 8]) {
      expect(horizonOf(skyOverGround(400, 300, degrees)).tiltDegrees).toBeCloseTo(degrees, 1);
    }
  });

  it('says which way to turn the photo', () => {
    const finding = horizonFinding(horizonOf(skyOverGround(400, 300, 3)));
    expect(finding.verdict).toBe('fix');
    expect(finding.suggestion).toContain('clockwise');
    expect(horizonFinding(horizonOf(skyOverGround(400, 300, -1))).suggestion).toContain('anticlockwise');
  });

  it('calls a level horizon level, and traces it across the frame', () => {
    const horizon = horizonOf(skyOverGround(400, 300, 0.2));
    expect(horizonFinding(horizon).verdict).toBe('good');
    expect(horizon.line?.y1).toBeCloseTo(0.5, 1);
    expect((horizon.line?.x2 ?? 0) - (horizon.line?.x1 ?? 0)).toBeGreaterThan(0.9);
  });

  it('finds no line in a frame without one, nor in a steep diagonal', () => {
    const lineless = encode(exposeAt(neutralise(renderScene({ width: 384, height: 256, seed: 3, lineless: true })), 0));
    expect(horizonOf(lineless).tiltDegrees).toBeNull();
    expect(horizonOf(skyOverGround(400, 300, 35)).tiltDegrees).toBeNull();
    expect(horizonFinding(horizonOf(lineless)).verdict).toBe('good');
  });
});
