import { srgbToLinear } from './luminance';
import type { CastDirection, CoachFinding, CoachMeasurements, CoachPixels } from './types';
import { percentText, round } from './words';

type ColourCast = CoachMeasurements['colourCast'];

// Only middle tones vote: near-black pixels are mostly noise, and a clipped channel can no
// longer show a tint.
const DARKEST_VOTING_LUMA = 16;
const CLIPPED_CHANNEL = 250;
// Grey-world: a scene's light averages to grey. White balance multiplies each channel's light,
// so the channels are compared in linear light. An average leaning 8% or more towards one side
// may be a cast; less than that is within the spread of ordinary scenes.
const CAST_NOTE_SHARE = 0.08;
const LINEAR = Float32Array.from({ length: 256 }, (_, level) => srgbToLinear(level / 255));

export function measureColourCast({ data }: CoachPixels, luma: Float32Array): ColourCast {
  let red = 0;
  let green = 0;
  let blue = 0;
  for (let i = 0, p = 0; i < luma.length; i++, p += 4) {
    const r = data[p];
    const g = data[p + 1];
    const b = data[p + 2];
    if (luma[i] < DARKEST_VOTING_LUMA || r >= CLIPPED_CHANNEL || g >= CLIPPED_CHANNEL || b >= CLIPPED_CHANNEL) continue;
    red += LINEAR[r];
    green += LINEAR[g];
    blue += LINEAR[b];
  }
  const grey = (red + green + blue) / 3;
  if (grey === 0) return { redRatio: 1, greenRatio: 1, blueRatio: 1, warmth: 0, tint: 0, direction: null };
  const warmth = (red - blue) / (2 * grey);
  const tint = (green - (red + blue) / 2) / grey;
  return {
    redRatio: round(red / grey, 3),
    greenRatio: round(green / grey, 3),
    blueRatio: round(blue / grey, 3),
    warmth: round(warmth, 3),
    tint: round(tint, 3),
    direction: castDirection(warmth, tint),
  };
}

function castDirection(warmth: number, tint: number): CastDirection | null {
  if (Math.max(Math.abs(warmth), Math.abs(tint)) < CAST_NOTE_SHARE) return null;
  if (Math.abs(warmth) >= Math.abs(tint)) return warmth > 0 ? 'warm' : 'cool';
  return tint > 0 ? 'green' : 'magenta';
}

const FIX_FOR: Record<CastDirection, string> = {
  warm: 'move the white balance temperature towards blue (lower Kelvin in most editors)',
  cool: 'move the white balance temperature towards yellow (higher Kelvin in most editors)',
  green: 'move the tint slider towards magenta',
  magenta: 'move the tint slider towards green',
};

export function colourCastFinding(cast: ColourCast): CoachFinding {
  const value = `Channel means R ${cast.redRatio.toFixed(2)} : G ${cast.greenRatio.toFixed(2)} : B ${cast.blueRatio.toFixed(2)} of grey`;
  const caveat =
    'This assumes the scene averages to grey. A sunset, a forest, a blue sky or a red wall is not neutral, and warm or cool light may be the point.';
  if (!cast.direction) {
    return {
      id: 'colour-cast',
      title: 'Colour cast',
      verdict: 'good',
      value,
      meaning: 'The colours average out close to neutral grey, so there is no sign of a colour cast.',
      suggestion: 'Nothing to do here.',
      caveat,
    };
  }
  const lean = Math.max(Math.abs(cast.warmth), Math.abs(cast.tint));
  return {
    id: 'colour-cast',
    title: 'Colour cast',
    verdict: 'note',
    value,
    meaning: `The colours lean ${percentText(100 * lean)} towards ${cast.direction}: possibly a ${cast.direction} cast from the light or the white balance.`,
    suggestion: `If whites and greys look tinted, ${FIX_FOR[cast.direction]}, or click something neutral with the white-balance picker.`,
    caveat,
  };
}
