import type { CoachFinding, CoachMeasurements } from './types';
import { round } from './words';

type Sharpness = CoachMeasurements['sharpness'];

// The map's grid: coarse enough to read at a glance, fine enough to find the subject.
export const SHARPNESS_GRID = 16;
// White noise of sigma s adds 20·s² to the mean squared 4-neighbour Laplacian (its weights'
// squares sum to 20) and 4·s² to the squared gradient (two differences of two pixels each).
const LAPLACIAN_NOISE_GAIN = 20;
const GRADIENT_NOISE_GAIN = 4;
// How far a cell's mean squared Laplacian of pure noise strays: its relative standard error
// is about 1.84/√n (n pixels; neighbouring Laplacians share pixels, so they count as fewer).
const NOISE_SPREAD = 1.84;
// Detail counts only when it stands this many standard errors clear of the noise.
const SIGNIFICANT = 3;
// A cell needs a mean squared gradient of this much (edges or texture) to say anything about
// focus; below it is plain sky or wall, sharp or not.
const DETAILED_CELL_ENERGY = 4;
// The verdict rests on the sharpest detailed cells (the 90th percentile), so a sharp subject
// against a soft background still counts as sharp.
const SHARPEST_SHARE = 0.9;
// Crispness is the Laplacian's energy over the gradient's: how abruptly tones change where
// they change, whatever the contrast and (for natural scenes) whatever the size. A pixel-sharp
// edge gives about 2; a Gaussian blur of s px about 1/(2s²), a 7 px shake about 0.3. Real
// sharp photos measure 0.9–2.1, the same blurred by 2 px 0.25–0.4.
const SHARP_CRISPNESS = 0.6;
const SOFT_CRISPNESS = 0.35;

type Energy = { laplacian: Float64Array; gradient: Float64Array; count: Uint32Array };

// Per map cell, the summed squares of the 4-neighbour Laplacian and of the gradient (forward
// differences, the steps the Laplacian is the difference of).
function energyPerCell(luma: Float32Array, width: number, height: number): Energy {
  const cells = SHARPNESS_GRID * SHARPNESS_GRID;
  const energy: Energy = { laplacian: new Float64Array(cells), gradient: new Float64Array(cells), count: new Uint32Array(cells) };
  const cellWidth = width / SHARPNESS_GRID;
  const cellHeight = height / SHARPNESS_GRID;
  for (let y = 1; y < height - 1; y++) {
    const cellRow = Math.min(SHARPNESS_GRID - 1, (y / cellHeight) | 0) * SHARPNESS_GRID;
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const centre = luma[i];
      const right = luma[i + 1] - centre;
      const down = luma[i + width] - centre;
      const laplacian = right + down + luma[i - 1] + luma[i - width] - 2 * centre;
      const cell = cellRow + Math.min(SHARPNESS_GRID - 1, (x / cellWidth) | 0);
      energy.laplacian[cell] += laplacian * laplacian;
      energy.gradient[cell] += right * right + down * down;
      energy.count[cell]++;
    }
  }
  return energy;
}

// A cell's mean square with the noise's share taken out; 0 unless what is left stands clear
// of the noise's own spread (and of `floor`).
function signalOf(sum: number, count: number, noise: number, floor: number): number {
  if (!count) return 0;
  const signal = sum / count - noise;
  return signal >= Math.max(floor, (SIGNIFICANT * NOISE_SPREAD * noise) / Math.sqrt(count)) ? signal : 0;
}

export function measureSharpness(luma: Float32Array, width: number, height: number, noiseSigma: number): Sharpness {
  const energy = energyPerCell(luma, width, height);
  const laplacianNoise = LAPLACIAN_NOISE_GAIN * noiseSigma * noiseSigma;
  const gradientNoise = GRADIENT_NOISE_GAIN * noiseSigma * noiseSigma;
  const cells = SHARPNESS_GRID * SHARPNESS_GRID;
  const local = new Array<number>(cells);
  const ratios: number[] = [];
  let laplacianSum = 0;
  let gradientSum = 0;
  for (let cell = 0; cell < cells; cell++) {
    const count = energy.count[cell];
    local[cell] = signalOf(energy.laplacian[cell], count, laplacianNoise, 0);
    const gradient = signalOf(energy.gradient[cell], count, gradientNoise, DETAILED_CELL_ENERGY);
    if (gradient > 0) ratios.push(local[cell] / gradient);
    laplacianSum += local[cell] * count;
    gradientSum += signalOf(energy.gradient[cell], count, gradientNoise, 0) * count;
  }
  ratios.sort((a, b) => a - b);
  const strongest = Math.max(...local);
  return {
    laplacianVariance: round(laplacianSum / Math.max(1, (width - 2) * (height - 2)), 1),
    crispness: round(gradientSum > 0 ? laplacianSum / gradientSum : 0, 3),
    sharpestArea: ratios.length ? round(ratios[Math.floor(SHARPEST_SHARE * (ratios.length - 1))], 3) : null,
    map: {
      cols: SHARPNESS_GRID,
      rows: SHARPNESS_GRID,
      values: local.map((value) => (strongest > 0 ? round(value / strongest, 3) : 0)),
    },
  };
}

export function sharpnessFinding(sharpness: Sharpness): CoachFinding {
  const caveat =
    'Judged at screen size: a slight miss may only show at 100%. Soft focus, fog, long exposures of water and plain skies carry little fine detail on purpose.';
  const { sharpestArea } = sharpness;
  if (sharpestArea === null) {
    return {
      id: 'sharpness',
      title: 'Sharpness',
      verdict: 'note',
      value: 'Too little detail to judge',
      meaning: 'The photo has almost no texture or edges (or it is very blurred), so there is nothing to measure focus on.',
      suggestion: 'Check focus by eye at 100% on whatever detail there is.',
      caveat,
    };
  }
  const value = `Edge crispness ${sharpestArea.toFixed(2)} in the sharpest area (about 2 is pixel-sharp), ${sharpness.crispness.toFixed(2)} overall; Laplacian variance ${Math.round(sharpness.laplacianVariance)}`;
  const base = { id: 'sharpness', title: 'Sharpness', value, caveat } as const;
  if (sharpestArea >= SHARP_CRISPNESS) {
    return {
      ...base,
      verdict: 'good',
      meaning: 'The sharpest part of the photo holds crisp fine detail: focus and steadiness look right.',
      suggestion: 'Check the map: the sharp area should be your subject.',
    };
  }
  return {
    ...base,
    verdict: sharpestArea >= SOFT_CRISPNESS ? 'note' : 'fix',
    meaning: 'Even the sharpest part of the photo lacks fine detail: it looks out of focus or blurred by movement.',
    suggestion: 'Use a faster shutter speed or a support, and put the focus point on the subject (half-press, or eye AF).',
  };
}
