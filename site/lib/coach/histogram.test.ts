import { describe, expect, it } from 'vitest';
import { clippingOf, histogramFinding, histogramPercentile, histogramsOf } from './histogram';
import { lumaOf } from './luminance';
import { solid } from './test-images';

const clippingFor = (image: ReturnType<typeof solid>) => {
  const { luminance } = histogramsOf(image, lumaOf(image));
  return clippingOf(luminance);
};

describe('the histograms and clipping', () => {
  it('count every pixel once per channel, at its level', () => {
    const image = solid(4, 3, [255, 0, 0]);
    const histograms = histogramsOf(image, lumaOf(image));
    expect(histograms.red[255]).toBe(12);
    expect(histograms.green[0]).toBe(12);
    // Rec. 709 luma of pure red: 0.2126 × 255 = 54.2.
    expect(histograms.luminance[54]).toBe(12);
    expect(histograms.luminance.reduce((sum, n) => sum + n, 0)).toBe(12);
  });

  it('call an all-black photo 100% clipped shadows and an all-white one 100% clipped highlights', () => {
    expect(clippingFor(solid(8, 8, [0, 0, 0]))).toEqual({ shadowsPercent: 100, highlightsPercent: 0 });
    expect(clippingFor(solid(8, 8, [255, 255, 255]))).toEqual({ shadowsPercent: 0, highlightsPercent: 100 });
    expect(clippingFor(solid(8, 8, [128, 128, 128]))).toEqual({ shadowsPercent: 0, highlightsPercent: 0 });
  });

  it('find percentiles by counting up the bins', () => {
    const histogram = new Array(256).fill(0);
    histogram[10] = 50;
    histogram[200] = 50;
    expect(histogramPercentile(histogram, 0.05)).toBe(10);
    expect(histogramPercentile(histogram, 0.5)).toBe(10);
    expect(histogramPercentile(histogram, 0.51)).toBe(200);
  });

  it('asks for a fix when a large share has blown out, and passes a clean histogram', () => {
    const exposure = { meanLuminancePercent: 50, medianLuminancePercent: 50, suggestedEv: 0 };
    expect(histogramFinding({ ...exposure, clippedShadowsPercent: 0, clippedHighlightsPercent: 20 }).verdict).toBe('fix');
    expect(histogramFinding({ ...exposure, clippedShadowsPercent: 5, clippedHighlightsPercent: 0 }).verdict).toBe('note');
    expect(histogramFinding({ ...exposure, clippedShadowsPercent: 0.5, clippedHighlightsPercent: 0.2 }).verdict).toBe('good');
  });
});
