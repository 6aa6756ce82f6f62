import { describe, expect, it } from 'vitest';
import { exifAdvice, shutterText } from './exif-advice';
import type { CoachExif } from './types';

const none: CoachExif = { exposureTime: null, focalLength: null, focalLength35mm: null, fNumber: null, iso: null };
const byId = (exif: Partial<CoachExif>) => Object.fromEntries(exifAdvice({ ...none, ...exif }).map((f) => [f.id, f]));

describe('the advice from EXIF', () => {
  it('judges a handheld shutter against 1 ÷ the 35 mm equivalent focal length', () => {
    // 50 mm on a 1.5× crop body: 75 mm equivalent, so 1/75 s or faster.
    const slow = byId({ exposureTime: 1 / 60, focalLength: 50, focalLength35mm: 75 })['exif-shutter'];
    expect(slow.verdict).toBe('note');
    expect(slow.value).toContain('crop factor 1.5 from the file’s 35 mm equivalent');
    expect(slow.value).toContain('1/75 s');
    expect(byId({ exposureTime: 1 / 15, focalLength: 50, focalLength35mm: 75 })['exif-shutter'].verdict).toBe('fix');
    expect(byId({ exposureTime: 1 / 100, focalLength: 50, focalLength35mm: 75 })['exif-shutter'].verdict).toBe('good');
  });

  it('assumes full frame when the file gives no 35 mm equivalent, and says so', () => {
    const shutter = byId({ exposureTime: 1 / 60, focalLength: 50 })['exif-shutter'];
    expect(shutter.verdict).toBe('good');
    expect(shutter.value).toContain('crop factor unknown; assumed 1.0 (full frame)');
  });

  it('notes ISO from 3200 and asks for a fix from 6400', () => {
    expect(byId({ iso: 800 })['exif-iso'].verdict).toBe('good');
    expect(byId({ iso: 3200 })['exif-iso'].verdict).toBe('note');
    expect(byId({ iso: 12800 })['exif-iso'].verdict).toBe('fix');
  });

  it('warns of diffraction past f/16, full-frame equivalent', () => {
    expect(byId({ fNumber: 22 })['exif-diffraction'].verdict).toBe('note');
    expect(byId({ fNumber: 11 })['exif-diffraction'].verdict).toBe('good');
    // f/11 on a 2× crop sensor diffracts like f/22 on full frame.
    const crop = byId({ fNumber: 11, focalLength: 25, focalLength35mm: 50 })['exif-diffraction'];
    expect(crop.verdict).toBe('note');
    expect(crop.value).toContain('f/22 full-frame equivalent');
  });

  it('leaves out what the file does not say', () => {
    expect(exifAdvice(none)).toEqual([]);
    expect(Object.keys(byId({ exposureTime: 1 / 250 }))).toEqual([]);
  });

  it('writes shutter speeds as cameras do', () => {
    expect([shutterText(1 / 250), shutterText(0.5), shutterText(2)]).toEqual(['1/250 s', '0.5 s', '2 s']);
  });
});
