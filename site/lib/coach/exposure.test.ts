import { describe, expect, it } from 'vitest';
import { exposureFinding, measureExposure } from './exposure';
import { histogramsOf } from './histogram';
import { lumaOf } from './luminance';
import { solid } from './test-images';
import type { CoachPixels } from './types';

const exposureOf = (image: CoachPixels) => {
  const luma = lumaOf(image);
  return measureExposure(histogramsOf(image, luma).luminance, luma);
};

describe('the exposure', () => {
  it('is right when the median sits at middle grey (sRGB 118)', () => {
    const exposure = exposureOf(solid(10, 10, [118, 118, 118]));
    expect(exposure.suggestedEv).toBe(0);
    expect(exposure.medianLuminancePercent).toBeCloseTo(46.3, 1);
    expect(exposureFinding(exposure).verdict).toBe('good');
  });

  it('asks for more light, in thirds of a stop, when the median is two stops under', () => {
    // Two stops under middle grey: 0.045 linear, sRGB level 60.
    const exposure = exposureOf(solid(10, 10, [60, 60, 60]));
    expect(exposure.suggestedEv).toBe(2);
    expect(exposureFinding(exposure).verdict).toBe('fix');
    expect(exposureFinding(exposure).value).toContain('+2.0 EV');
  });

  it('never suggests more than three stops, even for a black frame', () => {
    const exposure = exposureOf(solid(10, 10, [0, 0, 0]));
    expect(exposure.suggestedEv).toBe(3);
    expect(exposure.clippedShadowsPercent).toBe(100);
  });

  it('suggests less light for a bright frame, and only notes it while nothing has blown out', () => {
    const bright = exposureOf(solid(10, 10, [230, 230, 230]));
    expect(bright.suggestedEv).toBeLessThan(-1);
    expect(exposureFinding(bright).verdict).toBe('note');
    const blown = exposureOf(solid(10, 10, [255, 255, 255]));
    expect(blown.suggestedEv).toBeLessThan(-1);
    expect(exposureFinding(blown).verdict).toBe('fix');
  });

  it('does not suggest brightening past the point where the brightest pixels would clip', () => {
    // A dark frame with a bright lamp in it: the lamp already sits at the top.
    const image = solid(10, 10, [40, 40, 40]);
    for (let p = 0; p < 8; p += 4) image.data.set([255, 255, 255], p);
    expect(exposureOf(image).suggestedEv).toBe(0);
  });
});
