import { boxBlurPlane, shrinkFactorFor, shrinkPlane } from './planes';
import type { CoachFinding, CoachMeasurements } from './types';
import { degreesText, round } from './words';

type Horizon = CoachMeasurements['horizon'];

// Straight lines need only coarse structure: a copy with a long side of 256–511 px is enough
// for a tenth of a degree and keeps the vote cheap.
const HORIZON_SIZE = 256;
// A line steeper than this is a slope or a diagonal in the composition, not a tilted horizon.
const MAX_TILT_DEGREES = 20;
const ANGLE_STEP_DEGREES = 0.2;
// Each edge pixel votes only for angles near its own edge direction (which is good to a few
// degrees): far fewer votes, and texture cannot pile up on wrong angles.
const VOTE_SPREAD_DEGREES = 3;
// Edges weaker than this Sobel response (a step of about 10 levels) are texture or noise.
const EDGE_FLOOR = 40;
// And weaker than this share of the strongest edges (the 99th percentile) are not the frame's
// main lines.
const EDGE_SHARE = 0.25;
// Level lines worth trusting (the horizon, broken or not, and what runs parallel to it) cover
// at least this share of the frame's width between them.
const MIN_SPAN = 0.3;
// Lines shorter than this share of the width are texture, not structure.
const SHORTEST_LINE = 0.1;
// Pixels this close to the found line (in pixels of the small copy) belong to it.
const INLIER_DISTANCE = 1.5;
// Below half a degree a tilt does not show.
const LEVEL_DEGREES = 0.5;
// From two degrees it catches the eye at once.
const CROOKED_DEGREES = 2;

// A Sobel response on 0–255 levels stays below 4·255·√2 (1443); whole-number bins are precise
// enough for a threshold, and a count is far cheaper than a sort.
function percentileOf(magnitude: Float32Array, share: number): number {
  const counts = new Uint32Array(1444);
  for (let i = 0; i < magnitude.length; i++) counts[Math.min(1443, magnitude[i] | 0)]++;
  const wanted = share * magnitude.length;
  let seen = 0;
  for (let level = 0; level < counts.length; level++) {
    seen += counts[level];
    if (seen >= wanted) return level;
  }
  return counts.length - 1;
}

type Edges = { x: Float32Array; y: Float32Array; angle: Float32Array; weight: Float32Array; count: number };

// Pixels on strong near-horizontal edges, thinned to the crest of each edge (non-maximum
// suppression across it) and placed there to a fraction of a pixel.
function horizontalEdges(values: Float32Array, width: number, height: number): Edges {
  const gx = new Float32Array(width * height);
  const gy = new Float32Array(width * height);
  const magnitude = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const a = values[i - width - 1];
      const b = values[i - width];
      const c = values[i - width + 1];
      const d = values[i - 1];
      const f = values[i + 1];
      const g = values[i + width - 1];
      const h = values[i + width];
      const k = values[i + width + 1];
      gx[i] = c + 2 * f + k - a - 2 * d - g;
      gy[i] = g + 2 * h + k - a - 2 * b - c;
      magnitude[i] = Math.sqrt(gx[i] * gx[i] + gy[i] * gy[i]);
    }
  }
  const threshold = Math.max(EDGE_FLOOR, EDGE_SHARE * percentileOf(magnitude, 0.99));
  const steepest = Math.tan(((MAX_TILT_DEGREES + VOTE_SPREAD_DEGREES) * Math.PI) / 180);
  let capacity = 0;
  for (let i = 0; i < magnitude.length; i++) if (magnitude[i] >= threshold) capacity++;
  const edges: Edges = {
    x: new Float32Array(capacity),
    y: new Float32Array(capacity),
    angle: new Float32Array(capacity),
    weight: new Float32Array(capacity),
    count: 0,
  };
  for (let y = 2; y < height - 2; y++) {
    for (let x = 2; x < width - 2; x++) {
      const i = y * width + x;
      const m = magnitude[i];
      if (m < threshold || Math.abs(gx[i]) > steepest * Math.abs(gy[i])) continue;
      const above = magnitude[i - width];
      const below = magnitude[i + width];
      if (m < above || m <= below) continue;
      const curve = above - 2 * m + below;
      const n = edges.count++;
      edges.x[n] = x;
      edges.y[n] = y + (curve < 0 ? (0.5 * (above - below)) / curve : 0);
      // The gradient is normal to the edge: an edge rising to the right at φ has gx/gy = tan φ.
      edges.angle[n] = (Math.atan(gx[i] / gy[i]) * 180) / Math.PI;
      edges.weight[n] = m;
    }
  }
  return edges;
}

// Hough votes over angles within ±MAX_TILT_DEGREES: ρ = x·sin φ + y·cos φ is constant along
// a line at angle φ. Each edge votes only near its own direction.
function houghVotes(edges: Edges, width: number, height: number) {
  const angles = Math.round((2 * MAX_TILT_DEGREES) / ANGLE_STEP_DEGREES) + 1;
  const reach = Math.ceil(Math.hypot(width, height) / 2) + 2;
  const bins = 2 * reach + 1;
  const votes = new Uint16Array(angles * bins);
  const spread = Math.round(VOTE_SPREAD_DEGREES / ANGLE_STEP_DEGREES);
  const sines = new Float32Array(angles);
  const cosines = new Float32Array(angles);
  for (let a = 0; a < angles; a++) {
    const phi = ((-MAX_TILT_DEGREES + a * ANGLE_STEP_DEGREES) * Math.PI) / 180;
    sines[a] = Math.sin(phi);
    cosines[a] = Math.cos(phi);
  }
  for (let n = 0; n < edges.count; n++) {
    const own = Math.round((edges.angle[n] + MAX_TILT_DEGREES) / ANGLE_STEP_DEGREES);
    const x = edges.x[n] - width / 2;
    const y = edges.y[n] - height / 2;
    for (let a = Math.max(0, own - spread); a <= Math.min(angles - 1, own + spread); a++) {
      votes[a * bins + Math.round(x * sines[a] + y * cosines[a]) + reach]++;
    }
  }
  return { votes, angles, bins, reach };
}

// The angle at which the frame's straight edges line up best: the sum of squared votes
// rewards long lines, and every edge parallel to the horizon (roofs, shores, box tops) adds
// to it, while chance alignments across unrelated edges spread their votes thin.
function dominantAngle({ votes, angles, bins }: ReturnType<typeof houghVotes>): number {
  let best = -1;
  let bestAngle = 0;
  for (let a = 0; a < angles; a++) {
    let score = 0;
    for (let r = a * bins; r < (a + 1) * bins - 1; r++) {
      const pooled = votes[r] + votes[r + 1];
      score += pooled * pooled;
    }
    if (score > best) {
      best = score;
      bestAngle = a;
    }
  }
  return -MAX_TILT_DEGREES + bestAngle * ANGLE_STEP_DEGREES;
}

type Segment = { offset: number; length: number };

// The lines at that angle: ρ bins (two pooled, as a soft edge straddles them) holding at
// least `shortest` votes and more than their neighbours, strongest first.
function linesAt(hough: ReturnType<typeof houghVotes>, angle: number, shortest: number): Segment[] {
  const { votes, bins, reach } = hough;
  const row = Math.round((angle + MAX_TILT_DEGREES) / ANGLE_STEP_DEGREES) * bins;
  const found: Segment[] = [];
  for (let r = 1; r < bins - 2; r++) {
    const pooled = votes[row + r] + votes[row + r + 1];
    if (pooled < shortest || pooled <= votes[row + r - 1] + votes[row + r] || pooled < votes[row + r + 1] + votes[row + r + 2])
      continue;
    found.push({ offset: r - reach + votes[row + r + 1] / pooled, length: pooled });
  }
  return found.sort((a, b) => b.length - a.length);
}

type Fit = { slope: number; span: number; left: number; right: number; intercept: number; lines: Segment[] };

// One slope shared by parallel lines, each with its own height: least squares within each
// line's edge pixels (weighted by edge strength), pooled. Far finer than the vote's angle step.
function fitParallel(edges: Edges, width: number, height: number, angle: number, lines: Segment[]): Fit | null {
  const phi = (angle * Math.PI) / 180;
  const sin = Math.sin(phi);
  const cos = Math.cos(phi);
  const stats = lines.map(() => ({ w: 0, x: 0, y: 0, xx: 0, xy: 0 }));
  const columns = new Uint8Array(width);
  let left = width;
  let right = 0;
  for (let n = 0; n < edges.count; n++) {
    if (Math.abs(edges.angle[n] - angle) > VOTE_SPREAD_DEGREES) continue;
    const x = edges.x[n];
    const y = edges.y[n];
    const rho = (x - width / 2) * sin + (y - height / 2) * cos;
    const line = lines.findIndex((candidate) => Math.abs(rho - candidate.offset) <= INLIER_DISTANCE);
    if (line < 0) continue;
    const w = edges.weight[n];
    const s = stats[line];
    s.w += w;
    s.x += w * x;
    s.y += w * y;
    s.xx += w * x * x;
    s.xy += w * x * y;
    columns[x] = 1;
    if (line === 0) {
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  let across = 0;
  let along = 0;
  for (const s of stats) {
    if (s.w === 0) continue;
    across += s.xy - (s.x * s.y) / s.w;
    along += s.xx - (s.x * s.x) / s.w;
  }
  const main = stats[0];
  if (along <= 0 || main.w === 0) return null;
  const slope = across / along;
  // Each line's offset again, now along the fitted slope, for a second, closer pass.
  const fitted = Math.atan(-slope);
  const refit = stats.flatMap((s, n) =>
    s.w
      ? [
          {
            offset: (s.x / s.w - width / 2) * Math.sin(fitted) + (s.y / s.w - height / 2) * Math.cos(fitted),
            length: lines[n].length,
          },
        ]
      : [],
  );
  return {
    slope,
    intercept: (main.y - slope * main.x) / main.w,
    left,
    right,
    span: columns.reduce((sum, c) => sum + c, 0) / width,
    lines: refit,
  };
}

export function measureHorizon(luma: Float32Array, width: number, height: number): Horizon {
  const shrunk = shrinkPlane({ width, height, values: luma }, shrinkFactorFor(width, height, HORIZON_SIZE));
  // A light blur first: noise would otherwise break edges into short crests.
  const small = boxBlurPlane(shrunk, 1);
  const none: Horizon = { tiltDegrees: null, line: null };
  const edges = horizontalEdges(small.values, small.width, small.height);
  const hough = houghVotes(edges, small.width, small.height);
  const angle = dominantAngle(hough);
  const lines = linesAt(hough, angle, SHORTEST_LINE * small.width);
  if (lines.length === 0) return none;
  const rough = fitParallel(edges, small.width, small.height, angle, lines);
  if (!rough) return none;
  // Once more around the fitted lines, which are closer than the vote's bins.
  const fit = fitParallel(edges, small.width, small.height, (-Math.atan(rough.slope) * 180) / Math.PI, rough.lines);
  if (!fit || fit.span < MIN_SPAN) return none;
  const tilt = (-Math.atan(fit.slope) * 180) / Math.PI;
  if (Math.abs(tilt) > MAX_TILT_DEGREES) return none;
  const main = fit;
  const yAt = (x: number) => (main.intercept + main.slope * x + 0.5) / small.height;
  return {
    tiltDegrees: round(tilt, 2),
    line: {
      x1: round((main.left + 0.5) / small.width, 4),
      y1: round(yAt(main.left), 4),
      x2: round((main.right + 0.5) / small.width, 4),
      y2: round(yAt(main.right), 4),
    },
  };
}

export function horizonFinding(horizon: Horizon): CoachFinding {
  const caveat =
    'The longest near-level line is taken for the horizon. A sloping shore, a road or a deliberately tilted (Dutch) angle can mislead it.';
  const tilt = horizon.tiltDegrees;
  if (tilt === null) {
    return {
      id: 'horizon',
      title: 'Horizon',
      verdict: 'good',
      value: 'No clear horizon or long level line found',
      meaning: 'There is no long straight line near level to judge, so nothing to straighten.',
      suggestion: 'If the photo has a horizon the coach missed, check it against the frame’s edge by eye.',
      caveat,
    };
  }
  if (Math.abs(tilt) < LEVEL_DEGREES) {
    return {
      id: 'horizon',
      title: 'Horizon',
      verdict: 'good',
      value: `Horizon tilted ${degreesText(tilt)}: level`,
      meaning: 'The main level line runs true to the frame.',
      suggestion: 'Nothing to do here.',
      caveat,
    };
  }
  const rises = tilt > 0 ? 'rises to the right' : 'rises to the left';
  return {
    id: 'horizon',
    title: 'Horizon',
    verdict: Math.abs(tilt) >= CROOKED_DEGREES ? 'fix' : 'note',
    value: `Horizon ${rises} by ${degreesText(tilt)}`,
    meaning: 'A tilted horizon makes the scene look as if it is sliding out of the frame.',
    suggestion: `Rotate the photo ${degreesText(tilt)} ${tilt > 0 ? 'clockwise' : 'anticlockwise'} (the straighten tool), or turn on the camera’s level.`,
    caveat,
  };
}
