import { colourCastFinding, measureColourCast } from './colour-cast';
import { compositionFinding, measureComposition } from './composition';
import { contrastFinding, measureContrast } from './contrast';
import { exifAdvice } from './exif-advice';
import { exposureFinding, measureExposure } from './exposure';
import { histogramFinding, histogramsOf } from './histogram';
import { horizonFinding, measureHorizon } from './horizon';
import { lumaOf } from './luminance';
import { measureNoise, noiseFinding } from './noise';
import { measureSharpness, sharpnessFinding } from './sharpness';
import type { CoachExifInput, CoachMeasurements, CoachPixels, CoachReport } from './types';

// Measures a (downscaled) photo and words the findings. Pure and synchronous: the Web Worker
// calls it on decoded pixels, the tests on generated ones. `original` is the photo's own size,
// when the pixels are a smaller copy of it.
export function analysePixels(
  image: CoachPixels,
  exif: CoachExifInput | null,
  original: { width: number; height: number } = image,
): CoachReport {
  const { width, height } = image;
  const luma = lumaOf(image);
  const histogram = histogramsOf(image, luma);
  const noise = measureNoise(luma, width, height);
  const sharpness = measureSharpness(luma, width, height, noise.sigma);
  const measurements: CoachMeasurements = {
    histogram,
    exposure: measureExposure(histogram.luminance, luma),
    contrast: measureContrast(histogram.luminance, luma),
    colourCast: measureColourCast(image, luma),
    sharpness,
    noise,
    horizon: measureHorizon(luma, width, height),
    composition: measureComposition(image, sharpness.map),
  };
  const findings = [
    exposureFinding(measurements.exposure),
    histogramFinding(measurements.exposure),
    contrastFinding(measurements.contrast, measurements.exposure),
    colourCastFinding(measurements.colourCast),
    sharpnessFinding(measurements.sharpness),
    noiseFinding(noise),
    horizonFinding(measurements.horizon),
    compositionFinding(measurements.composition),
    ...(exif ? exifAdvice(exif.values) : []),
  ];
  return {
    measurements,
    findings,
    width: original.width,
    height: original.height,
    analysedWidth: width,
    analysedHeight: height,
    exifSource: exif?.source ?? 'none',
    exif: exif?.values ?? null,
  };
}
