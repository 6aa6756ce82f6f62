import { histogramPercentile } from './histogram';
import type { CoachFinding, CoachMeasurements } from './types';
import { percentText, round } from './words';

type Contrast = CoachMeasurements['contrast'];

// When the middle 90% of tones spans less than this much of the range, the photo looks flat
// (grey blacks, dull whites).
const FLAT_SPREAD = 0.35;
// Spanning nearly all of it with clipping at both ends reads as harsh.
const HARSH_SPREAD = 0.92;

export function measureContrast(luminanceHistogram: readonly number[], luma: Float32Array): Contrast {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < luma.length; i++) {
    sum += luma[i];
    squares += luma[i] * luma[i];
  }
  const mean = sum / luma.length;
  const rms = Math.sqrt(Math.max(0, squares / luma.length - mean * mean)) / 255;
  const p5 = histogramPercentile(luminanceHistogram, 0.05) / 255;
  const p95 = histogramPercentile(luminanceHistogram, 0.95) / 255;
  return { rms: round(rms, 3), p5: round(p5, 3), p95: round(p95, 3), spread: round(p95 - p5, 3) };
}

export function contrastFinding(contrast: Contrast, exposure: CoachMeasurements['exposure']): CoachFinding {
  const value = `Tonal spread (5th to 95th percentile) ${percentText(100 * contrast.spread)}, RMS contrast ${percentText(100 * contrast.rms)}`;
  const base = { id: 'contrast', title: 'Contrast', value } as const;
  if (contrast.spread < FLAT_SPREAD) {
    return {
      ...base,
      verdict: 'note',
      meaning: 'Most tones sit in a narrow band, so the picture may look flat, without real blacks or whites.',
      suggestion: 'Try setting a black point and a white point (Levels) or adding a gentle S-curve.',
      caveat: 'Mist, fog, snow and soft pastel scenes are low in contrast by nature: that may be the mood you wanted.',
    };
  }
  if (contrast.spread > HARSH_SPREAD && exposure.clippedShadowsPercent > 1 && exposure.clippedHighlightsPercent > 1) {
    return {
      ...base,
      verdict: 'note',
      meaning: 'The tones run from clipped black to clipped white: the light was harsher than the sensor could hold.',
      suggestion:
        'Soften it next time with open shade, a reflector, fill flash or an HDR bracket; in editing, lower highlights and lift shadows.',
      caveat: 'Hard light is a style too: graphic street and high-contrast black-and-white often want exactly this.',
    };
  }
  return {
    ...base,
    verdict: 'good',
    meaning: 'The tones use a healthy part of the range, from dark shadows to bright highlights.',
    suggestion: 'Nothing to do here; local contrast (clarity) can still add punch where it helps.',
    caveat: 'A number cannot tell whether the contrast suits the subject: trust your eye over it.',
  };
}
