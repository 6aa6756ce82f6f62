import { clippingOf, histogramPercentile } from './histogram';
import { srgbToLinear } from './luminance';
import type { CoachFinding, CoachMeasurements } from './types';
import { percentText, round, stopsText } from './words';

type Exposure = CoachMeasurements['exposure'];

// Middle grey: 18% reflectance, what a light meter places a scene's median tone at.
const MIDDLE_GREY_LINEAR = 0.18;
// Brightening stops where the brightest 1% of pixels would reach white: a few specks (the sun,
// a lamp) may clip, a bright sky may not.
const HIGHLIGHT_CEILING_PERCENTILE = 0.99;
// Advice past three stops is guesswork: a photo that far off has lost what would tell.
const MAX_SUGGESTION_STOPS = 3;
// Within 0.7 of a stop is within taste and a camera's metering tolerance.
const NOTE_STOPS = 0.7;
// A whole stop off shows at a glance.
const FIX_STOPS = 1;
// Bright without blown highlights may be a bright scene (snow, high key): only noted.
const OVER_NEEDS_CLIPPED_PERCENT = 1;

const toThirds = (stops: number) => Math.round(stops * 3) / 3;

export function measureExposure(luminanceHistogram: readonly number[], luma: Float32Array): Exposure {
  let sum = 0;
  for (let i = 0; i < luma.length; i++) sum += luma[i];
  const median = histogramPercentile(luminanceHistogram, 0.5);
  const clipping = clippingOf(luminanceHistogram);
  // The stops that would bring the median to middle grey…
  const toGrey = Math.log2(MIDDLE_GREY_LINEAR / Math.max(srgbToLinear(median / 255), 1e-6));
  // …but never brighter than the brightest 1% can take without blowing out.
  const ceiling = srgbToLinear(histogramPercentile(luminanceHistogram, HIGHLIGHT_CEILING_PERCENTILE) / 255);
  const headroom = Math.log2(1 / Math.max(ceiling, 1e-6));
  const stops = toGrey > 0 ? Math.min(toGrey, headroom) : toGrey;
  const suggested = Math.max(-MAX_SUGGESTION_STOPS, Math.min(MAX_SUGGESTION_STOPS, stops));
  return {
    meanLuminancePercent: round((100 * sum) / luma.length / 255, 1),
    medianLuminancePercent: round((100 * median) / 255, 1),
    clippedShadowsPercent: clipping.shadowsPercent,
    clippedHighlightsPercent: clipping.highlightsPercent,
    suggestedEv: Math.abs(suggested) < NOTE_STOPS ? 0 : round(toThirds(suggested), 2),
  };
}

export function exposureFinding(exposure: Exposure): CoachFinding {
  const ev = exposure.suggestedEv;
  const value = `Mean luminance ${percentText(exposure.meanLuminancePercent)}, median ${percentText(exposure.medianLuminancePercent)}; suggested change ${stopsText(ev)} EV`;
  const base = { id: 'exposure', title: 'Exposure', value } as const;
  if (ev === 0) {
    return {
      ...base,
      verdict: 'good',
      meaning: 'The middle tones sit close to where a light meter would put them.',
      suggestion: 'Keep it: any brightness change from here is a matter of taste.',
      caveat: 'A moody low-key or airy high-key picture may be meant to sit darker or brighter than this.',
    };
  }
  if (ev > 0) {
    return {
      ...base,
      verdict: ev >= FIX_STOPS ? 'fix' : 'note',
      meaning: `The photo looks underexposed: it could take about ${Math.abs(ev).toFixed(1)} more stops of light before its middle tones pass middle grey or its brightest parts blow out.`,
      suggestion: `Next time add about ${stopsText(ev)} EV (exposure compensation, a slower shutter or a wider aperture); in editing, lift exposure by that much.`,
      caveat: 'Night scenes, silhouettes and deliberately dark (low-key) pictures are meant to be dark.',
    };
  }
  const blown = exposure.clippedHighlightsPercent >= OVER_NEEDS_CLIPPED_PERCENT;
  return {
    ...base,
    verdict: ev <= -FIX_STOPS && blown ? 'fix' : 'note',
    meaning: `The photo looks overexposed: its middle tones are about ${Math.abs(ev).toFixed(1)} stops above middle grey${
      blown ? ', and some highlights have blown out' : ''
    }.`,
    suggestion: `Next time take away about ${Math.abs(ev).toFixed(1)} EV of exposure (minus compensation, a faster shutter); check the highlight warning on the camera.`,
    caveat: 'Snow, beaches, white backdrops and high-key portraits are meant to be bright.',
  };
}
