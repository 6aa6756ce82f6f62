import { describe, expect, it } from 'vitest';
import { lumaOf } from './luminance';
import { measureSharpness, SHARPNESS_GRID, sharpnessFinding } from './sharpness';
import { encode, exposeAt, gaussianBlur, neutralise, renderScene, solid } from './test-images';

describe('the sharpness', () => {
  const scene = exposeAt(neutralise(renderScene({ width: 256, height: 192, seed: 7 })), 0);
  const sharpnessOf = (image: ReturnType<typeof encode>, noise = 0) => measureSharpness(lumaOf(image), 256, 192, noise);

  it('keeps fine detail in a sharp scene and loses it in a blurred copy', () => {
    const sharp = sharpnessOf(encode(scene));
    const blurred = sharpnessOf(encode(gaussianBlur(scene, 2)));
    expect(sharp.laplacianVariance).toBeGreaterThan(10 * blurred.laplacianVariance);
    expect(sharpnessFinding(sharp).verdict).toBe('good');
    expect(sharpnessFinding(blurred).verdict).toBe('fix');
  });

  it('does not take noise for detail once the noise is known', () => {
    const noisyBlur = encode(gaussianBlur(scene, 2), { noiseSigma: 4, seed: 2 });
    expect(sharpnessFinding(sharpnessOf(noisyBlur, 4)).verdict).not.toBe('good');
  });

  it('reads about the same at twice the size, as the measure is a ratio of scales', () => {
    const small = sharpnessOf(encode(scene));
    const large = renderScene({ width: 512, height: 384, seed: 7 });
    const big = measureSharpness(lumaOf(encode(exposeAt(neutralise(large), 0))), 512, 384, 0);
    const ratio = (big.sharpestArea ?? 0) / (small.sharpestArea ?? 1);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    expect(sharpnessFinding(big).verdict).toBe('good');
  });

  it('maps where the detail is, scaled so the sharpest cell is 1', () => {
    const image = solid(256, 192, [120, 120, 120]);
    // A checkerboard in the top-left cell only.
    for (let y = 0; y < 12; y++)
      for (let x = 0; x < 16; x++) if ((x + y) % 2) image.data.fill(200, (y * 256 + x) * 4, (y * 256 + x) * 4 + 3);
    const { map } = sharpnessOf(image);
    expect(map.values).toHaveLength(SHARPNESS_GRID * SHARPNESS_GRID);
    expect(map.values[0]).toBe(1);
    expect(map.values[SHARPNESS_GRID * SHARPNESS_GRID - 1]).toBe(0);
  });

  it('has nothing to judge in a flat frame', () => {
    const flat = sharpnessOf(solid(256, 192, [90, 90, 90]));
    expect(flat.sharpestArea).toBeNull();
    expect(sharpnessFinding(flat).value).toBe('Too little detail to judge');
  });
});
