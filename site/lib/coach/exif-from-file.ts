import type { CoachExif } from './types';

// Only what the advice needs; GPS and everything else in the file is never parsed.
const TAGS = ['ExposureTime', 'FocalLength', 'FocalLengthIn35mmFormat', 'FNumber', 'ISO'];
// EXIF sits in an APP1 segment near the start of a JPEG (a segment holds at most 64 KB); this
// leaves room for an ICC profile or XMP written before it, without reading a whole 20 MB file.
const HEAD_BYTES = 256 * 1024;

// Some cameras write a tag as a list (ISO for each of several readings): the first counts.
const positive = (value: unknown) => {
  const n = Array.isArray(value) ? value[0] : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

// Reads the exposure tags of a newly picked file. exifr is imported here, on first use, so
// pages that never analyse a photo do not load it. Null when the file carries none of them
// (or its EXIF cannot be read: the pixels can still be judged).
export async function exifFromFile(file: Blob): Promise<CoachExif | null> {
  const { default: exifr } = await import('exifr');
  const head = await file.slice(0, HEAD_BYTES).arrayBuffer();
  const tags = (await exifr
    .parse(head, { pick: TAGS, gps: false, translateValues: false, reviveValues: false })
    .catch(() => null)) as Record<string, unknown> | null;
  if (!tags) return null;
  const exif: CoachExif = {
    exposureTime: positive(tags.ExposureTime),
    focalLength: positive(tags.FocalLength),
    focalLength35mm: positive(tags.FocalLengthIn35mmFormat),
    fNumber: positive(tags.FNumber),
    iso: positive(tags.ISO),
  };
  return Object.values(exif).some((value) => value !== null) ? exif : null;
}
