import { describe, expect, it } from 'vitest';
import { lumaOf } from './luminance';
import { measureNoise, noiseFinding } from './noise';
import { gaussianFrom, randomFrom, solid } from './test-images';

describe('the noise estimate (Immerkær)', () => {
  it('is nil on a flat frame', () => {
    const image = solid(64, 64, [120, 120, 120]);
    expect(measureNoise(lumaOf(image), 64, 64).sigma).toBe(0);
  });

  it('recovers the sigma of Gaussian noise added to grey', () => {
    const gaussian = gaussianFrom(randomFrom(3));
    const image = solid(128, 128, [120, 120, 120]);
    for (let p = 0; p < image.data.length; p += 4) {
      const noise = 10 * gaussian();
      image.data[p] += noise;
      image.data[p + 1] += noise;
      image.data[p + 2] += noise;
    }
    const { sigma } = measureNoise(lumaOf(image), 128, 128);
    expect(sigma).toBeGreaterThan(9);
    expect(sigma).toBeLessThan(11);
    expect(noiseFinding({ sigma }).verdict).toBe('fix');
  });

  it('ignores a smooth ramp, which has no noise', () => {
    const image = solid(64, 64, [0, 0, 0]);
    for (let p = 0; p < image.data.length; p += 4) image.data.fill(40 + ((p / 4) % 64) * 2, p, p + 3);
    expect(measureNoise(lumaOf(image), 64, 64).sigma).toBeLessThan(0.5);
    expect(noiseFinding({ sigma: 1 }).verdict).toBe('good');
  });
});
