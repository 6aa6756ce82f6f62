// The AI coach's report on one photo. Plain data only (no zod, no typed arrays), so the
// Worker's contract can describe it later and the server can keep a report as JSON.

export type CoachFindingId =
  | 'exposure'
  | 'histogram'
  | 'contrast'
  | 'colour-cast'
  | 'sharpness'
  | 'noise'
  | 'horizon'
  | 'composition'
  | 'exif-shutter'
  | 'exif-iso'
  | 'exif-diffraction';

export type CoachFinding = {
  id: CoachFindingId;
  title: string;
  // How the page badges it: fine as it is, worth a look, or worth fixing.
  verdict: 'good' | 'note' | 'fix';
  // The measured value in words, e.g. 'Mean luminance 38%, median 31%'.
  value: string;
  meaning: string;
  suggestion: string;
  // When the measurement can mislead.
  caveat: string;
};

// RGBA pixels, as ImageData holds them.
export type CoachPixels = { width: number; height: number; data: Uint8ClampedArray };

// How the picture was taken, as far as the file or the stored photo says.
export type CoachExif = {
  // seconds
  exposureTime: number | null;
  // millimetres, the lens's real focal length
  focalLength: number | null;
  // millimetres, the 35 mm equivalent the camera wrote
  focalLength35mm: number | null;
  fNumber: number | null;
  iso: number | null;
};

export type CoachExifSource = 'file' | 'record';
export type CoachExifInput = { source: CoachExifSource; values: CoachExif };

// A point or rectangle as fractions of the analysed image's width and height (0–1).
export type FractionPoint = { x: number; y: number };
export type FractionRect = { x: number; y: number; width: number; height: number };

export type CastDirection = 'warm' | 'cool' | 'green' | 'magenta';

export type CoachMeasurements = {
  // Pixel counts per level 0–255.
  histogram: { luminance: number[]; red: number[]; green: number[]; blue: number[] };
  exposure: {
    meanLuminancePercent: number;
    medianLuminancePercent: number;
    clippedShadowsPercent: number;
    clippedHighlightsPercent: number;
    // Stops to add (+) or take away (−), in thirds of a stop; 0 when the exposure looks right.
    suggestedEv: number;
  };
  contrast: {
    // Standard deviation of luminance over its full range (0–1).
    rms: number;
    // The 5th and 95th luminance percentiles and the spread between them (0–1).
    p5: number;
    p95: number;
    spread: number;
  };
  colourCast: {
    // Each channel's mean light (linear) over the mean of all three (grey-world): 1.00 each when neutral.
    redRatio: number;
    greenRatio: number;
    blueRatio: number;
    // Red against blue, and green against magenta, as shares of the grey level; + is warm / green.
    warmth: number;
    tint: number;
    // Set only when the cast is strong enough to mention, and even then only a possible one.
    direction: CastDirection | null;
  };
  sharpness: {
    // Variance of the 4-neighbour Laplacian of luminance at the analysed size, noise taken out.
    laplacianVariance: number;
    // The Laplacian's energy over the gradient's (size- and contrast-free): about 2 for
    // pixel-sharp edges, 0.6 and up for a sharp photo, under 0.35 for a blurred one.
    // `sharpestArea` is the same in the photo's sharpest detailed area (null when no area has
    // detail to judge); the verdict rests on it.
    crispness: number;
    sharpestArea: number | null;
    // Local Laplacian variance per cell, row by row, scaled so the sharpest cell is 1.
    map: { cols: number; rows: number; values: number[] };
  };
  noise: {
    // Standard deviation of the noise at the analysed size, in 0–255 levels.
    sigma: number;
  };
  horizon: {
    // The dominant near-horizontal line's angle, + when it rises to the right. CSS
    // `rotate(<tiltDegrees>deg)` levels the photo. Null when there is no clear line.
    tiltDegrees: number | null;
    // Where that line runs, its two ends as fractions of the width and height.
    line: { x1: number; y1: number; x2: number; y2: number } | null;
  };
  composition: {
    // The salient subject's centre, or null when nothing stands out.
    subject: FractionPoint | null;
    nearestThird: FractionPoint | null;
    // Distance from the subject to that thirds point, as a fraction of the frame's diagonal.
    thirdsDistance: number | null;
    // A crop of the same shape (width and height the same fraction) that puts the subject
    // nearer a thirds point, or null when it is near enough already or no crop helps.
    crop: FractionRect | null;
  };
};

export type CoachReport = {
  measurements: CoachMeasurements;
  findings: CoachFinding[];
  // The photo's own size, and the downscaled copy's that was measured.
  width: number;
  height: number;
  analysedWidth: number;
  analysedHeight: number;
  exifSource: CoachExifSource | 'none';
  exif: CoachExif | null;
};

// What the page posts to the coach's Web Worker, and what it answers. With `exif` null the
// worker reads the file's own EXIF.
export type CoachRequest = { file: Blob; exif: CoachExifInput | null };
export type CoachResponse = { report: CoachReport } | { error: string };
