import { describe, expect, it } from 'vitest';
import { analysePixels } from './analyse';
import type { CoachFinding, CoachReport } from './types';
import {
  boxBlur,
  channelGains,
  encode,
  exposeAt,
  gaussianBlur,
  type LinearImage,
  neutralise,
  randomFrom,
  renderScene,
} from './test-images';

// Over generated photos with known faults, the coach must be right at least 95% of the time
// in each category (48 cases each). Each category prints its accuracy, so a drift shows
// before it fails.
const CASES = 48;
const WIDTH = 384;
const HEIGHT = 256;
const REQUIRED_ACCURACY = 0.95;

const bases = new Map<number, LinearImage>();
// White-balanced scenes, shared by the categories that do not tilt them.
function baseScene(seed: number): LinearImage {
  let scene = bases.get(seed);
  if (!scene) {
    scene = neutralise(renderScene({ width: WIDTH, height: HEIGHT, seed }));
    bases.set(seed, scene);
  }
  return scene;
}

const finding = (report: CoachReport, id: CoachFinding['id']) => {
  const found = report.findings.find((f) => f.id === id);
  if (!found) throw new Error(`no ${id} finding`);
  return found;
};

function score(category: string, outcomes: boolean[], extra = ''): number {
  const accuracy = outcomes.filter(Boolean).length / outcomes.length;
  console.log(`coach calibration: ${category} ${(100 * accuracy).toFixed(1)}% of ${outcomes.length}${extra ? `; ${extra}` : ''}`);
  return accuracy;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('the coach against photos with known faults', () => {
  it('tells sharp photos from blurred ones', () => {
    const random = randomFrom(101);
    const outcomes: boolean[] = [];
    const sharpest: number[] = [];
    const softest: number[] = [];
    for (let n = 0; n < CASES / 2; n++) {
      const scene = exposeAt(baseScene(n + 1), random() - 0.5);
      const noise = 2.5 * random();
      const sharp = analysePixels(encode(scene, { noiseSigma: noise, seed: n }), null);
      outcomes.push(finding(sharp, 'sharpness').verdict === 'good');
      sharpest.push(sharp.measurements.sharpness.sharpestArea ?? 0);
      // Half focus misses (Gaussian, 1.5–4 px), half shake (a 7–11 px box).
      const blurred = n % 2 ? gaussianBlur(scene, 1.5 + 2.5 * random()) : boxBlur(scene, 3 + Math.floor(3 * random()));
      const soft = analysePixels(encode(blurred, { noiseSigma: noise, seed: n }), null);
      outcomes.push(finding(soft, 'sharpness').verdict !== 'good');
      softest.push(soft.measurements.sharpness.sharpestArea ?? 0);
    }
    const extra = `crispness of sharp ones from ${Math.min(...sharpest).toFixed(2)}, of blurred ones up to ${Math.max(...softest).toFixed(2)}`;
    expect(score('sharp vs blurred', outcomes, extra)).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it('measures a tilted horizon to within a degree, and calls a level one level', () => {
    const random = randomFrom(202);
    const outcomes: boolean[] = [];
    const errors: number[] = [];
    for (let n = 0; n < CASES; n++) {
      // A quarter of the cases are level (under half a degree), the rest up to ±8°.
      const tilt = n % 4 === 0 ? 0.9 * (random() - 0.5) : (random() < 0.5 ? -1 : 1) * (0.5 + 7.5 * random());
      let scene = neutralise(renderScene({ width: WIDTH, height: HEIGHT, seed: 1000 + n, tiltDegrees: tilt }));
      if (n % 3 === 0) scene = gaussianBlur(scene, 1.2);
      const report = analysePixels(encode(exposeAt(scene, random() - 0.5), { noiseSigma: 3 * random(), seed: n }), null);
      const measured = report.measurements.horizon.tiltDegrees;
      const verdict = finding(report, 'horizon').verdict;
      if (measured === null) {
        outcomes.push(false);
        continue;
      }
      errors.push(Math.abs(measured - tilt));
      const levelRight = Math.abs(tilt) < 0.5 ? verdict === 'good' : Math.abs(tilt) < 1.5 || verdict !== 'good';
      outcomes.push(Math.abs(measured - tilt) <= 1 && levelRight);
    }
    const extra = `mean error ${mean(errors).toFixed(3)}°, worst ${Math.max(...errors).toFixed(3)}°`;
    expect(score('horizon tilt', outcomes, extra)).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it('names a colour cast’s direction and leaves neutral photos alone', () => {
    const random = randomFrom(303);
    const outcomes: boolean[] = [];
    const directions = ['warm', 'cool', 'green', 'magenta'] as const;
    for (let n = 0; n < CASES / 2; n++) {
      const scene = exposeAt(baseScene(n + 1), random() - 0.5);
      const neutral = analysePixels(encode(scene, { noiseSigma: 1, seed: n }), null);
      outcomes.push(neutral.measurements.colourCast.direction === null && finding(neutral, 'colour-cast').verdict === 'good');
      // White balance errors multiply the channels' light: 12–30% either way.
      const k = 0.12 + 0.18 * random();
      const direction = directions[n % 4];
      const gains: Record<(typeof directions)[number], [number, number, number]> = {
        warm: [1 + k, 1, 1 - k],
        cool: [1 - k, 1, 1 + k],
        green: [1, 1 + k, 1],
        magenta: [1 + k / 2, 1 - k / 2, 1 + k / 2],
      };
      const cast = analysePixels(encode(channelGains(scene, gains[direction]), { noiseSigma: 1, seed: n }), null);
      outcomes.push(cast.measurements.colourCast.direction === direction && finding(cast, 'colour-cast').verdict === 'note');
    }
    expect(score('colour cast', outcomes)).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it('flags under- and overexposure with the right sign, and leaves good exposures alone', () => {
    const random = randomFrom(404);
    const outcomes: boolean[] = [];
    const underErrors: number[] = [];
    for (let n = 0; n < CASES / 3; n++) {
      const scene = baseScene(n + 1);
      const expose = (stops: number) => analysePixels(encode(exposeAt(scene, stops), { noiseSigma: 1, seed: n }), null);
      const good = expose(random() - 0.5);
      outcomes.push(good.measurements.exposure.suggestedEv === 0 && finding(good, 'exposure').verdict === 'good');
      const underBy = 1.5 + 1.5 * random();
      const under = expose(-underBy);
      outcomes.push(under.measurements.exposure.suggestedEv > 0 && finding(under, 'exposure').verdict !== 'good');
      underErrors.push(Math.abs(under.measurements.exposure.suggestedEv - underBy));
      const over = expose(1.5 + 1.5 * random());
      outcomes.push(over.measurements.exposure.suggestedEv < 0 && finding(over, 'exposure').verdict !== 'good');
    }
    const extra = `mean EV error when under ${mean(underErrors).toFixed(2)} stops`;
    expect(score('exposure', outcomes, extra)).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it('estimates noise to within 30% and flags noisy photos', () => {
    const random = randomFrom(505);
    const outcomes: boolean[] = [];
    const errors: number[] = [];
    for (let n = 0; n < CASES / 2; n++) {
      const scene = exposeAt(baseScene(n + 1), random() - 0.5);
      // From barely visible grain (2) to heavy (16 levels of 255).
      const sigma = 2 + 14 * random();
      const noisy = analysePixels(encode(scene, { noiseSigma: sigma, seed: n }), null);
      const estimate = noisy.measurements.noise.sigma;
      errors.push(Math.abs(estimate - sigma) / sigma);
      const flagRight = sigma >= 6 ? finding(noisy, 'noise').verdict !== 'good' : true;
      outcomes.push(Math.abs(estimate - sigma) <= 0.3 * sigma && flagRight);
      const clean = analysePixels(encode(scene, { noiseSigma: random(), seed: n }), null);
      outcomes.push(finding(clean, 'noise').verdict === 'good');
    }
    const extra = `mean relative error ${(100 * mean(errors)).toFixed(1)}%`;
    expect(score('noise', outcomes, extra)).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });
});
