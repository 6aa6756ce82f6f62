import { describe, expect, it } from 'vitest';
import { contrastFinding, measureContrast } from './contrast';
import { histogramsOf } from './histogram';
import { lumaOf } from './luminance';
import { solid } from './test-images';
import type { CoachPixels } from './types';

const contrastOf = (image: CoachPixels) => {
  const luma = lumaOf(image);
  return measureContrast(histogramsOf(image, luma).luminance, luma);
};

const exposure = { meanLuminancePercent: 50, medianLuminancePercent: 50, suggestedEv: 0 };

describe('the contrast', () => {
  it('is nil for a flat grey frame, which reads as flat', () => {
    const contrast = contrastOf(solid(10, 10, [128, 128, 128]));
    expect(contrast).toMatchObject({ rms: 0, spread: 0 });
    expect(contrastFinding(contrast, { ...exposure, clippedShadowsPercent: 0, clippedHighlightsPercent: 0 }).verdict).toBe(
      'note',
    );
  });

  it('spans the whole range for half black, half white, and is harsh when both ends clip', () => {
    const image = solid(10, 10, [0, 0, 0]);
    image.data.fill(255, 0, image.data.length / 2);
    const contrast = contrastOf(image);
    expect(contrast.spread).toBe(1);
    expect(contrast.rms).toBeCloseTo(0.5, 3);
    const finding = contrastFinding(contrast, { ...exposure, clippedShadowsPercent: 50, clippedHighlightsPercent: 50 });
    expect(finding.meaning).toContain('harsher');
  });

  it('passes a healthy spread', () => {
    const image = solid(10, 10, [40, 40, 40]);
    image.data.fill(200, 0, image.data.length / 2);
    expect(
      contrastFinding(contrastOf(image), { ...exposure, clippedShadowsPercent: 0, clippedHighlightsPercent: 0 }).verdict,
    ).toBe('good');
  });
});
