import type { CoachFinding, CoachMeasurements } from './types';
import { round } from './words';

type Noise = CoachMeasurements['noise'];

// Immerkær (1996), "Fast noise variance estimation": the mask below cancels smooth tones and
// straight ramps, so on flat areas what is left is noise. Its weights' squares sum to 36.
const ABS_TO_SIGMA = Math.sqrt(Math.PI / 2) / 6;
// Square areas measured apart; texture and edges also pass the mask, so the estimate is taken
// from the flattest areas, where only noise is left.
const TILE = 32;
const FLATTEST_SHARE = 0.2;
// Tiles whose estimate is within this factor of that percentile are taken as flat too.
const FLAT_TILE_SPREAD = 1.25;
// Areas this close to black or white clip the noise itself and would read too clean.
const DARKEST_TILE_MEAN = 24;
const BRIGHTEST_TILE_MEAN = 231;
// At screen size, grain becomes visible in smooth skies and walls from about 4 levels of
// 255, and looks rough from about 8.
const NOISE_NOTE_SIGMA = 4;
const NOISE_FIX_SIGMA = 8;

export function measureNoise(luma: Float32Array, width: number, height: number): Noise {
  const cols = Math.ceil(width / TILE);
  const rows = Math.ceil(height / TILE);
  const residual = new Float64Array(cols * rows);
  const level = new Float64Array(cols * rows);
  const count = new Uint32Array(cols * rows);
  for (let y = 1; y < height - 1; y++) {
    const tileRow = ((y / TILE) | 0) * cols;
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const above = i - width;
      const below = i + width;
      const masked =
        luma[above - 1] +
        luma[above + 1] +
        luma[below - 1] +
        luma[below + 1] -
        2 * (luma[above] + luma[below] + luma[i - 1] + luma[i + 1]) +
        4 * luma[i];
      const tile = tileRow + ((x / TILE) | 0);
      residual[tile] += Math.abs(masked);
      level[tile] += luma[i];
      count[tile]++;
    }
  }
  const sigmas: number[] = [];
  const eligible: number[] = [];
  for (let tile = 0; tile < count.length; tile++) {
    if (count[tile] < (TILE * TILE) / 2) continue;
    const mean = level[tile] / count[tile];
    if (mean < DARKEST_TILE_MEAN || mean > BRIGHTEST_TILE_MEAN) continue;
    sigmas.push((ABS_TO_SIGMA * residual[tile]) / count[tile]);
    eligible.push(tile);
  }
  if (sigmas.length === 0) return { sigma: 0 };
  const flattest = [...sigmas].sort((a, b) => a - b)[Math.floor(FLATTEST_SHARE * (sigmas.length - 1))];
  // A low percentile alone reads low (it picks the tiles where noise happened to be weak), so
  // every tile near it is pooled: flat tiles on either side of the true level.
  let pooled = 0;
  let pooledCount = 0;
  for (let n = 0; n < sigmas.length; n++) {
    if (sigmas[n] > FLAT_TILE_SPREAD * flattest) continue;
    pooled += residual[eligible[n]];
    pooledCount += count[eligible[n]];
  }
  return { sigma: round((ABS_TO_SIGMA * pooled) / pooledCount, 2) };
}

export function noiseFinding(noise: Noise): CoachFinding {
  const value = `Noise about ${noise.sigma.toFixed(1)} levels of 255 (standard deviation, at screen size)`;
  const caveat =
    'Measured on a downscaled copy, where noise is gentler than at 100%. Fine texture (sand, foliage, film grain added on purpose) can read as noise.';
  if (noise.sigma < NOISE_NOTE_SIGMA) {
    return {
      id: 'noise',
      title: 'Noise',
      verdict: 'good',
      value,
      meaning: 'Smooth areas stay smooth: no grain worth mentioning at this size.',
      suggestion: 'Nothing to do here.',
      caveat,
    };
  }
  return {
    id: 'noise',
    title: 'Noise',
    verdict: noise.sigma >= NOISE_FIX_SIGMA ? 'fix' : 'note',
    value,
    meaning: 'Smooth areas show grain: the sensor had little light to work with (a high ISO, or dark areas lifted).',
    suggestion:
      'Give the sensor more light (a slower shutter on a support, a wider aperture, lower ISO), or apply noise reduction in editing.',
    caveat,
  };
}
