// Synthetic photos with known faults, for the coach's tests only (there is no DOM to decode
// real files in workerd). A scene is rendered in linear light: a sky over textured ground
// split by a horizon, rectangles and discs in front, and texture at every scale as in real
// photos (sinusoids with amplitude falling as 1/frequency). Tilting rotates the whole scene,
// as turning the camera would; edges are anti-aliased as a lens would leave them.
import type { CoachPixels } from './types';

export type LinearImage = { width: number; height: number; red: Float32Array; green: Float32Array; blue: Float32Array };

export type SceneOptions = {
  width: number;
  height: number;
  seed: number;
  tiltDegrees?: number;
  // Leave out the horizon and the shapes' straight edges: a frame with no line to level.
  lineless?: boolean;
};

// mulberry32: small, fast and repeatable, so a failing case can be rerun by its seed.
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function gaussianFrom(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

type Wave = { cosX: Float32Array; sinX: Float32Array; cosY: Float32Array; sinY: Float32Array; amplitude: number };

// cos(a·x + b·y + φ) split into per-column and per-row tables: four multiplies a pixel.
function waves(random: () => number, width: number, height: number, tilt: number, count: number, strength: number): Wave[] {
  const list: Wave[] = [];
  let total = 0;
  for (let n = 0; n < count; n++) {
    // Periods from 200 px down to 2.5 px, evenly spread on a log scale.
    const frequency = (1 / 200) * (200 / 2.5) ** ((n + random()) / count);
    const direction = random() * Math.PI;
    const phase = random() * 2 * Math.PI;
    const angular = 2 * Math.PI * frequency;
    // Scene direction turned by the tilt, so texture rotates with everything else.
    const a = angular * Math.cos(direction - tilt);
    const b = angular * Math.sin(direction - tilt);
    const wave: Wave = {
      cosX: new Float32Array(width),
      sinX: new Float32Array(width),
      cosY: new Float32Array(height),
      sinY: new Float32Array(height),
      amplitude: 1 / (frequency * 200),
    };
    for (let x = 0; x < width; x++) {
      wave.cosX[x] = Math.cos(a * x);
      wave.sinX[x] = Math.sin(a * x);
    }
    for (let y = 0; y < height; y++) {
      wave.cosY[y] = Math.cos(b * y + phase);
      wave.sinY[y] = Math.sin(b * y + phase);
    }
    total += wave.amplitude;
    list.push(wave);
  }
  for (const wave of list) wave.amplitude *= strength / total;
  return list;
}

// One row of a texture, wave by wave along the row.
function textureRow(texture: Wave[], y: number, row: Float32Array): void {
  row.fill(0);
  for (const wave of texture) {
    const c = wave.amplitude * wave.cosY[y];
    const s = wave.amplitude * wave.sinY[y];
    for (let x = 0; x < row.length; x++) row[x] += c * wave.cosX[x] - s * wave.sinX[x];
  }
}

const coverage = (distance: number) => Math.max(0, Math.min(1, 0.5 - distance));

type Shape = { kind: 'box' | 'disc'; u: number; v: number; a: number; b: number; tone: number; tint: [number, number, number] };

function tintFrom(random: () => number, saturation: number): [number, number, number] {
  const hue = random() * 2 * Math.PI;
  const tint: [number, number, number] = [0, 1, 2].map((k) => 1 + saturation * Math.cos(hue - (2 * Math.PI * k) / 3)) as [
    number,
    number,
    number,
  ];
  return tint;
}

export function renderScene({ width, height, seed, tiltDegrees = 0, lineless = false }: SceneOptions): LinearImage {
  const random = randomFrom(seed);
  const tilt = (tiltDegrees * Math.PI) / 180;
  const sin = Math.sin(tilt);
  const cos = Math.cos(tilt);
  const skyTexture = waves(random, width, height, tilt, 6, 0.25);
  const groundTexture = waves(random, width, height, tilt, 12, 0.9);
  const horizon = (random() - 0.5) * 0.3 * height;
  const skyTone = 0.35 + 0.3 * random();
  const groundTone = 0.06 + 0.08 * random();
  const skyTint = tintFrom(random, 0.15);
  const groundTint = tintFrom(random, 0.2);
  const shapes: Shape[] = [];
  const shapeCount = 4 + Math.floor(random() * 5);
  for (let n = 0; n < shapeCount; n++) {
    shapes.push({
      kind: lineless || random() < 0.4 ? 'disc' : 'box',
      u: (random() - 0.5) * width * 0.9,
      v: horizon + (random() - 0.2) * height * 0.4,
      a: (0.03 + 0.1 * random()) * width,
      b: (0.03 + 0.15 * random()) * height,
      tone: 0.03 + 0.5 * random() ** 2,
      tint: tintFrom(random, 0.3),
    });
  }
  const image: LinearImage = {
    width,
    height,
    red: new Float32Array(width * height),
    green: new Float32Array(width * height),
    blue: new Float32Array(width * height),
  };
  const cx = width / 2;
  const cy = height / 2;
  const skyRow = new Float32Array(width);
  const groundRow = new Float32Array(width);
  for (let y = 0; y < height; y++) {
    textureRow(skyTexture, y, skyRow);
    textureRow(groundTexture, y, groundRow);
    for (let x = 0; x < width; x++) {
      // Scene coordinates: the image point turned back by the tilt.
      const u = (x - cx) * cos - (y - cy) * sin;
      const v = (x - cx) * sin + (y - cy) * cos;
      const sky = skyRow[x];
      const ground = groundRow[x];
      const groundShare = lineless ? 0.5 + 0.5 * Math.tanh(v / (0.2 * height)) : coverage(horizon - v);
      const skyLight = skyTone * (1 - (0.4 * (v + height)) / (2 * height)) * Math.exp(sky);
      const groundLight = groundTone * Math.exp(ground);
      let r = skyLight * skyTint[0] * (1 - groundShare) + groundLight * groundTint[0] * groundShare;
      let g = skyLight * skyTint[1] * (1 - groundShare) + groundLight * groundTint[1] * groundShare;
      let b = skyLight * skyTint[2] * (1 - groundShare) + groundLight * groundTint[2] * groundShare;
      for (const shape of shapes) {
        const du = u - shape.u;
        const dv = v - shape.v;
        const distance =
          shape.kind === 'box'
            ? Math.max(Math.abs(du) - shape.a, Math.abs(dv) - shape.b)
            : Math.sqrt(du * du + dv * dv) - shape.a;
        const share = coverage(distance);
        if (share === 0) continue;
        const light = shape.tone * Math.exp(0.5 * ground);
        r += share * (light * shape.tint[0] - r);
        g += share * (light * shape.tint[1] - g);
        b += share * (light * shape.tint[2] - b);
      }
      const i = y * width + x;
      image.red[i] = r;
      image.green[i] = g;
      image.blue[i] = b;
    }
  }
  return image;
}

const meanOf = (channel: Float32Array) => {
  let sum = 0;
  for (let i = 0; i < channel.length; i++) sum += channel[i];
  return sum / channel.length;
};

// Scales each channel so their means match: a white-balanced (neutral) version of the scene.
export function neutralise(image: LinearImage): LinearImage {
  const means = [meanOf(image.red), meanOf(image.green), meanOf(image.blue)];
  const grey = (means[0] + means[1] + means[2]) / 3;
  return channelGains(image, [grey / means[0], grey / means[1], grey / means[2]]);
}

const scaled = (channel: Float32Array, gain: number) => {
  const result = new Float32Array(channel.length);
  for (let i = 0; i < channel.length; i++) result[i] = channel[i] * gain;
  return result;
};

export function channelGains(image: LinearImage, gains: [number, number, number]): LinearImage {
  return { ...image, red: scaled(image.red, gains[0]), green: scaled(image.green, gains[1]), blue: scaled(image.blue, gains[2]) };
}

// Scales the light so the median sits `stops` away from middle grey (0.18): 0 is what a
// light meter would choose, −2 two stops under, +2 two stops over. Every 7th pixel is
// plenty to place the median.
export function exposeAt(image: LinearImage, stops: number): LinearImage {
  const sample = new Float32Array(Math.ceil(image.red.length / 7));
  for (let n = 0; n < sample.length; n++) {
    const i = 7 * n;
    sample[n] = 0.2126 * image.red[i] + 0.7152 * image.green[i] + 0.0722 * image.blue[i];
  }
  sample.sort();
  const gain = (0.18 * 2 ** stops) / sample[sample.length >> 1];
  return channelGains(image, [gain, gain, gain]);
}

function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.ceil(3 * sigma);
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let k = -radius; k <= radius; k++) {
    kernel[k + radius] = Math.exp(-(k * k) / (2 * sigma * sigma));
    sum += kernel[k + radius];
  }
  return kernel.map((value) => value / sum);
}

// Separable convolution along rows then columns, the borders extended by their edge pixels.
function convolve(channel: Float32Array, width: number, height: number, kernel: Float32Array): Float32Array {
  const radius = kernel.length >> 1;
  const across = new Float32Array(channel.length);
  const result = new Float32Array(channel.length);
  const line = new Float32Array(Math.max(width, height) + 2 * radius);
  const pass = (source: Float32Array, target: Float32Array, length: number, lines: number, step: number, stride: number) => {
    for (let l = 0; l < lines; l++) {
      const start = l * stride;
      for (let k = 0; k < length + 2 * radius; k++)
        line[k] = source[start + Math.min(length - 1, Math.max(0, k - radius)) * step];
      for (let k = 0; k < length; k++) {
        let sum = 0;
        for (let t = 0; t < kernel.length; t++) sum += kernel[t] * line[k + t];
        target[start + k * step] = sum;
      }
    }
  };
  pass(channel, across, width, height, 1, width);
  pass(across, result, height, width, width, 1);
  return result;
}

export function gaussianBlur(image: LinearImage, sigma: number): LinearImage {
  const kernel = gaussianKernel(sigma);
  const blur = (channel: Float32Array) => convolve(channel, image.width, image.height, kernel);
  return { ...image, red: blur(image.red), green: blur(image.green), blue: blur(image.blue) };
}

// A square box of side 2·radius + 1: a crude stand-in for camera shake or a focus miss.
export function boxBlur(image: LinearImage, radius: number): LinearImage {
  const kernel = new Float32Array(2 * radius + 1).fill(1 / (2 * radius + 1));
  const blur = (channel: Float32Array) => convolve(channel, image.width, image.height, kernel);
  return { ...image, red: blur(image.red), green: blur(image.green), blue: blur(image.blue) };
}

const linearToSrgb = (light: number) => (light <= 0.0031308 ? light * 12.92 : 1.055 * light ** (1 / 2.4) - 0.055);

// sRGB levels for linear light in 1/16384 steps: finer than a level even in the shadows.
const LEVEL_STEPS = 16384;
const SRGB_LEVELS = Float32Array.from({ length: LEVEL_STEPS + 1 }, (_, step) => 255 * linearToSrgb(step / LEVEL_STEPS));

// To 8-bit sRGB, as a camera writes a JPEG; `noiseSigma` (in 0–255 levels) is added to all
// three channels alike, so the luminance carries exactly that much noise.
export function encode(
  image: LinearImage,
  { noiseSigma = 0, seed = 1 }: { noiseSigma?: number; seed?: number } = {},
): CoachPixels {
  const gaussian = gaussianFrom(randomFrom(seed ^ 0x5eed));
  const data = new Uint8ClampedArray(image.width * image.height * 4);
  const level = (light: number) => SRGB_LEVELS[Math.round(Math.max(0, Math.min(1, light)) * LEVEL_STEPS)];
  for (let i = 0, p = 0; i < image.red.length; i++, p += 4) {
    const noise = noiseSigma ? noiseSigma * gaussian() : 0;
    data[p] = level(image.red[i]) + noise;
    data[p + 1] = level(image.green[i]) + noise;
    data[p + 2] = level(image.blue[i]) + noise;
    data[p + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}

// A flat image of one colour, for hand-checked cases.
export function solid(width: number, height: number, [r, g, b]: [number, number, number]): CoachPixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < data.length; p += 4) {
    data[p] = r;
    data[p + 1] = g;
    data[p + 2] = b;
    data[p + 3] = 255;
  }
  return { width, height, data };
}
