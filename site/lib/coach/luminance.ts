import type { CoachPixels } from './types';

// Rec. 709 luma on the gamma-encoded values, as a JPEG's own luma is taken: close to how
// bright each pixel looks. Worked out once per photo; every measurement reads it.
export function lumaOf({ width, height, data }: CoachPixels): Float32Array {
  const count = width * height;
  const luma = new Float32Array(count);
  for (let i = 0, p = 0; i < count; i++, p += 4) luma[i] = 0.2126 * data[p] + 0.7152 * data[p + 1] + 0.0722 * data[p + 2];
  return luma;
}

// sRGB level (0–1) to linear light, to reason about exposure in stops.
export function srgbToLinear(level: number): number {
  return level <= 0.04045 ? level / 12.92 : ((level + 0.055) / 1.055) ** 2.4;
}
