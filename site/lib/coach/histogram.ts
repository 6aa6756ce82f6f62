import type { CoachFinding, CoachMeasurements, CoachPixels } from './types';
import { percentText, round } from './words';

type Histograms = CoachMeasurements['histogram'];

// At or below this level a JPEG's shadows hold no detail that editing could bring back.
const SHADOW_CLIP_LEVEL = 3;
// At or above this level highlights are blown: plain white, nothing left to recover.
const HIGHLIGHT_CLIP_LEVEL = 252;
// Up to these shares a clipped area is usually a few specks (a catchlight, a black gap).
const CLIP_NOTE_PERCENT = { shadows: 2, highlights: 1 };
// Past these a real part of the picture has gone to plain black or white.
const CLIP_FIX_PERCENT = { shadows: 15, highlights: 8 };

export function histogramsOf({ data }: CoachPixels, luma: Float32Array): Histograms {
  const red = new Uint32Array(256);
  const green = new Uint32Array(256);
  const blue = new Uint32Array(256);
  const luminance = new Uint32Array(256);
  for (let i = 0, p = 0; i < luma.length; i++, p += 4) {
    red[data[p]]++;
    green[data[p + 1]]++;
    blue[data[p + 2]]++;
    luminance[(luma[i] + 0.5) | 0]++;
  }
  return { luminance: Array.from(luminance), red: Array.from(red), green: Array.from(green), blue: Array.from(blue) };
}

// The level below which `share` (0–1) of the pixels lie.
export function histogramPercentile(histogram: readonly number[], share: number): number {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  const wanted = share * total;
  let seen = 0;
  for (let level = 0; level < histogram.length; level++) {
    seen += histogram[level];
    if (seen >= wanted && seen > 0) return level;
  }
  return histogram.length - 1;
}

export function clippingOf(luminance: readonly number[]): { shadowsPercent: number; highlightsPercent: number } {
  let total = 0;
  let shadows = 0;
  let highlights = 0;
  for (let level = 0; level < 256; level++) {
    total += luminance[level];
    if (level <= SHADOW_CLIP_LEVEL) shadows += luminance[level];
    if (level >= HIGHLIGHT_CLIP_LEVEL) highlights += luminance[level];
  }
  return { shadowsPercent: round((100 * shadows) / total, 2), highlightsPercent: round((100 * highlights) / total, 2) };
}

export function histogramFinding({
  clippedShadowsPercent: shadows,
  clippedHighlightsPercent: highlights,
}: CoachMeasurements['exposure']): CoachFinding {
  const value = `Shadows clipped ${percentText(shadows)}, highlights clipped ${percentText(highlights)}`;
  const caveat =
    'A silhouette, a black backdrop or the sun in the frame clips on purpose: judge by whether the lost area mattered.';
  const blownHighlights = highlights >= CLIP_NOTE_PERCENT.highlights;
  const blockedShadows = shadows >= CLIP_NOTE_PERCENT.shadows;
  if (!blownHighlights && !blockedShadows) {
    return {
      id: 'histogram',
      title: 'Histogram',
      verdict: 'good',
      value,
      meaning: 'Almost nothing has gone to pure black or pure white, so the file keeps detail at both ends.',
      suggestion: 'Nothing to do here.',
      caveat,
    };
  }
  const severe = highlights >= CLIP_FIX_PERCENT.highlights || shadows >= CLIP_FIX_PERCENT.shadows;
  const ends = blownHighlights && blockedShadows ? 'both ends' : blownHighlights ? 'the bright end' : 'the dark end';
  return {
    id: 'histogram',
    title: 'Histogram',
    verdict: severe ? 'fix' : 'note',
    value,
    meaning: `The histogram is piled up at ${ends}: those pixels are plain ${
      blownHighlights && blockedShadows ? 'black or white' : blownHighlights ? 'white' : 'black'
    } and no edit can bring their detail back.`,
    suggestion: blownHighlights
      ? 'Expose for the highlights (dial in some minus exposure compensation) and lift the shadows later; or bracket.'
      : 'Give the shadows more light (plus exposure compensation, fill light) if they held detail you wanted.',
    caveat,
  };
}
