import { boxBlurPlane, type Plane, shrinkFactorFor } from './planes';
import type { CoachFinding, CoachMeasurements, CoachPixels, FractionPoint, FractionRect } from './types';
import { round } from './words';

type Composition = CoachMeasurements['composition'];
type SharpnessMap = CoachMeasurements['sharpness']['map'];

// Where the subject is needs only a thumbnail: a long side of 128–255 px.
const SALIENCY_SIZE = 128;
// The surround a pixel is compared with: an eighth of the long side, about an object's size.
const SURROUND_SHARE = 1 / 8;
// Saliency is weighted by the local RMS Laplacian (0–1, the sharpest cell 1) plus this, so the
// softest parts of the frame still count a little: a lone soft subject is still found.
const UNSHARP_WEIGHT = 0.05;
// Only the most salient tenth of the frame places the subject, and of that only what reaches a
// quarter of the peak; the rest is background.
const SUBJECT_SHARE = 0.1;
const SUBJECT_FLOOR = 0.25;
// When the salient pixels are spread wider than this (RMS distance from their centre, as a
// share of the diagonal) there is no single subject, rather a pattern or a scene.
const MAX_SUBJECT_SPREAD = 0.22;
// Within this share of the diagonal of a thirds point (or of the centre) the subject is on it.
const ON_POINT = 0.07;
// A crop keeps at least this share of the width and height, or it throws away the picture.
const SMALLEST_CROP = 0.7;
// Each tenth cut off the width and height must bring the subject 4% of the diagonal nearer a
// thirds point, or the crop loses more than it gains.
const CROP_COST = 0.4;

const THIRDS: FractionPoint[] = [
  { x: 1 / 3, y: 1 / 3 },
  { x: 2 / 3, y: 1 / 3 },
  { x: 1 / 3, y: 2 / 3 },
  { x: 2 / 3, y: 2 / 3 },
];

type Opponent = { luma: Plane; redGreen: Plane; blueYellow: Plane };

// Block-averaged luma and two colour-opponent channels straight from the RGBA pixels, in one
// pass, so the full-size image is never copied.
function opponentThumbnail({ width, height, data }: CoachPixels): Opponent {
  const factor = shrinkFactorFor(width, height, SALIENCY_SIZE);
  const w = Math.floor(width / factor);
  const h = Math.floor(height / factor);
  const luma = new Float32Array(w * h);
  const redGreen = new Float32Array(w * h);
  const blueYellow = new Float32Array(w * h);
  for (let y = 0; y < h * factor; y++) {
    const row = ((y / factor) | 0) * w;
    for (let x = 0; x < w * factor; x++) {
      const p = (y * width + x) * 4;
      const i = row + ((x / factor) | 0);
      const r = data[p];
      const g = data[p + 1];
      const b = data[p + 2];
      luma[i] += 0.2126 * r + 0.7152 * g + 0.0722 * b;
      redGreen[i] += r - g;
      blueYellow[i] += b - (r + g) / 2;
    }
  }
  const scale = 1 / (factor * factor);
  for (let i = 0; i < w * h; i++) {
    luma[i] *= scale;
    redGreen[i] *= scale;
    blueYellow[i] *= scale;
  }
  const plane = (values: Float32Array): Plane => ({ width: w, height: h, values });
  return { luma: plane(luma), redGreen: plane(redGreen), blueYellow: plane(blueYellow) };
}

const mean = (values: Float32Array) => values.reduce((sum, value) => sum + value, 0) / values.length;

// Saliency: how far a pixel's colour is from the picture's average colour (Achanta's
// frequency-tuned measure) times how much it differs from its own surroundings (centre-surround
// contrast). Either alone lights up a large bright sky; together they find an object. Then
// weighted by how sharp its part of the frame is: photographers focus on the subject, so with
// a shallow depth of field the sharp area wins, and where all is sharp nothing changes.
function saliencyOf(thumbnail: Opponent, sharpness: SharpnessMap): Plane {
  const { width, height } = thumbnail.luma;
  const radius = Math.max(2, Math.round(Math.max(width, height) * SURROUND_SHARE));
  const channels = [thumbnail.luma, thumbnail.redGreen, thumbnail.blueYellow].map((plane) => ({
    centre: boxBlurPlane(plane, 1).values,
    surround: boxBlurPlane(plane, radius).values,
    average: mean(plane.values),
  }));
  const values = new Float32Array(width * height);
  for (let i = 0; i < values.length; i++) {
    let distinct = 0;
    let contrast = 0;
    for (const channel of channels) {
      distinct += (channel.centre[i] - channel.average) ** 2;
      contrast += (channel.centre[i] - channel.surround[i]) ** 2;
    }
    values[i] = Math.sqrt(distinct * contrast);
  }
  for (let y = 0; y < height; y++) {
    const row = Math.min(sharpness.rows - 1, Math.floor((y * sharpness.rows) / height)) * sharpness.cols;
    for (let x = 0; x < width; x++) {
      const cell = row + Math.min(sharpness.cols - 1, Math.floor((x * sharpness.cols) / width));
      values[y * width + x] *= UNSHARP_WEIGHT + Math.sqrt(sharpness.values[cell]);
    }
  }
  return { width, height, values };
}

function subjectOf(saliency: Plane): FractionPoint | null {
  const { width, height, values } = saliency;
  const sorted = values.slice().sort();
  const threshold = Math.max(
    sorted[Math.floor((1 - SUBJECT_SHARE) * (sorted.length - 1))],
    SUBJECT_FLOOR * sorted[sorted.length - 1],
  );
  let total = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const weight = values[y * width + x] - threshold;
      if (weight <= 0) continue;
      total += weight;
      sx += weight * (x + 0.5);
      sy += weight * (y + 0.5);
    }
  }
  if (total === 0) return null;
  const cx = sx / total;
  const cy = sy / total;
  let spread = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const weight = values[y * width + x] - threshold;
      if (weight > 0) spread += weight * ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2);
    }
  }
  if (Math.sqrt(spread / total) / Math.hypot(width, height) > MAX_SUBJECT_SPREAD) return null;
  return { x: cx / width, y: cy / height };
}

// Distance between two points given as fractions, as a share of the frame's diagonal.
function distanceOf(a: FractionPoint, b: FractionPoint, aspect: number): number {
  return Math.hypot((a.x - b.x) * aspect, a.y - b.y) / Math.hypot(aspect, 1);
}

function nearestThird(point: FractionPoint, aspect: number): FractionPoint {
  return THIRDS.reduce((best, third) => (distanceOf(point, third, aspect) < distanceOf(point, best, aspect) ? third : best));
}

// The crop of the same shape (kept share `scale` from 95% down to SMALLEST_CROP) that puts the
// subject nearest to one of the crop's own thirds points, cost of the cut included.
function cropFor(subject: FractionPoint, aspect: number, current: number): FractionRect | null {
  let best: { crop: FractionRect; score: number } | null = null;
  for (let scale = 0.95; scale >= SMALLEST_CROP - 1e-9; scale -= 0.05) {
    for (const third of THIRDS) {
      const x = Math.min(1 - scale, Math.max(0, subject.x - scale * third.x));
      const y = Math.min(1 - scale, Math.max(0, subject.y - scale * third.y));
      const placed = { x: (subject.x - x) / scale, y: (subject.y - y) / scale };
      const score = distanceOf(placed, third, aspect) + CROP_COST * (1 - scale);
      if (!best || score < best.score) best = { crop: { x, y, width: scale, height: scale }, score };
    }
  }
  if (!best || best.score >= current) return null;
  const { crop } = best;
  return { x: round(crop.x, 3), y: round(crop.y, 3), width: round(crop.width, 3), height: round(crop.height, 3) };
}

export function measureComposition(image: CoachPixels, sharpness: SharpnessMap): Composition {
  const subject = subjectOf(saliencyOf(opponentThumbnail(image), sharpness));
  if (!subject) return { subject: null, nearestThird: null, thirdsDistance: null, crop: null };
  const aspect = image.width / image.height;
  const third = nearestThird(subject, aspect);
  const distance = distanceOf(subject, third, aspect);
  return {
    subject: { x: round(subject.x, 3), y: round(subject.y, 3) },
    nearestThird: { x: round(third.x, 3), y: round(third.y, 3) },
    thirdsDistance: round(distance, 3),
    crop: distance > ON_POINT ? cropFor(subject, aspect, distance) : null,
  };
}

export function compositionFinding(composition: Composition): CoachFinding {
  const caveat =
    'The subject is guessed from contrast and colour: a small dark subject on a busy ground can be missed, and a centred, symmetrical frame is a fine choice of its own.';
  const { subject, thirdsDistance, crop } = composition;
  if (!subject || thirdsDistance === null) {
    return {
      id: 'composition',
      title: 'Composition',
      verdict: 'note',
      value: 'No single subject stands out',
      meaning: 'Interest is spread across the frame, as in a pattern, a crowd or a wide landscape.',
      suggestion: 'If you meant a subject, make it stand out: get closer, simplify the background, or let light pick it out.',
      caveat,
    };
  }
  const where = `Subject at ${Math.round(100 * subject.x)}% across, ${Math.round(100 * subject.y)}% down`;
  const value = `${where}; ${Math.round(100 * thirdsDistance)}% of the diagonal from the nearest thirds point`;
  if (thirdsDistance <= ON_POINT) {
    return {
      id: 'composition',
      title: 'Composition',
      verdict: 'good',
      value,
      meaning: 'The subject sits on a rule-of-thirds point, where the eye tends to settle.',
      suggestion: 'Nothing to do here.',
      caveat,
    };
  }
  const centred = distanceOf(subject, { x: 0.5, y: 0.5 }, 1) <= ON_POINT;
  const cropText = crop
    ? ` Try the suggested crop (keeping ${Math.round(100 * crop.width)}% of the width and height) to move it onto a thirds point.`
    : '';
  return {
    id: 'composition',
    title: 'Composition',
    verdict: 'note',
    value,
    meaning: centred
      ? 'The subject sits in the middle: calm and formal, sometimes static.'
      : 'The subject sits away from the thirds points, so the frame may feel unbalanced.',
    suggestion: `Place the subject on a thirds point when you frame the shot.${cropText}`,
    caveat,
  };
}
