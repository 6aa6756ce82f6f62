import { describe, expect, it } from 'vitest';
import { analysePixels } from './analyse';
import { encode, exposeAt, neutralise, renderScene } from './test-images';

describe('a whole report', () => {
  const image = encode(exposeAt(neutralise(renderScene({ width: 320, height: 240, seed: 11, tiltDegrees: 3 })), 0));

  it('has every pixel finding in order, then the EXIF advice, with its source', () => {
    const exif = { exposureTime: 1 / 30, focalLength: 100, focalLength35mm: null, fNumber: 8, iso: 6400 };
    const report = analysePixels(image, { source: 'record', values: exif }, { width: 6000, height: 4500 });
    expect(report.findings.map((f) => f.id)).toEqual([
      'exposure',
      'histogram',
      'contrast',
      'colour-cast',
      'sharpness',
      'noise',
      'horizon',
      'composition',
      'exif-shutter',
      'exif-iso',
      'exif-diffraction',
    ]);
    expect(report).toMatchObject({
      width: 6000,
      height: 4500,
      analysedWidth: 320,
      analysedHeight: 240,
      exifSource: 'record',
      exif,
    });
    for (const finding of report.findings) {
      for (const text of [finding.title, finding.value, finding.meaning, finding.suggestion, finding.caveat])
        expect(text.trim()).not.toBe('');
    }
  });

  it('survives a JSON round trip unchanged, as the server will store it', () => {
    const report = analysePixels(image, null);
    expect(report.exifSource).toBe('none');
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
    expect(report.measurements.histogram.luminance).toHaveLength(256);
    expect(report.measurements.horizon.tiltDegrees).toBeCloseTo(3, 0);
  });
});
