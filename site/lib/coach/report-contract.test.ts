import { describe, expect, it } from 'vitest';
import { type CoachReportBody, coachReportBodySchema } from '../../../worker/contract/coach';
import { analysePixels } from './analyse';
import { encode, renderScene } from './test-images';
import type { CoachReport } from './types';

// What the browser measures is what the API keeps: the same shape, checked both ways.
describe('a coach report', () => {
  it('is one the API takes, as its type and as its data', () => {
    const report: CoachReport = analysePixels(encode(renderScene({ width: 384, height: 256, seed: 3, tiltDegrees: 3 })), {
      source: 'file',
      values: { exposureTime: 1 / 8, focalLength: 35, focalLength35mm: 53, fNumber: 16, iso: 6400 },
    });
    const body: CoachReportBody = report;
    const checked = coachReportBodySchema.safeParse(JSON.parse(JSON.stringify(body)));
    expect(checked.success ? [] : checked.error.issues).toEqual([]);
    expect(report.findings.map((f) => f.id)).toContain('exif-iso');
  });
});
