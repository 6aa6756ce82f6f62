import { describe, expect, it } from 'vitest';
import { exifFromFile } from './exif-from-file';

// A big-endian TIFF entry: tag, type (3 SHORT, 4 LONG, 5 RATIONAL), count, value or offset.
function entry(view: DataView, at: number, tag: number, type: number, value: number) {
  view.setUint16(at, tag);
  view.setUint16(at + 2, type);
  view.setUint32(at + 4, 1);
  if (type === 3) view.setUint16(at + 8, value);
  else view.setUint32(at + 8, value);
}

// SOI, an APP1 "Exif" segment (IFD0 pointing at an Exif IFD with the five exposure tags and
// a GPS IFD), then EOI: all exifr needs to read.
function jpegWithExif(): Blob {
  const tiff = new DataView(new ArrayBuffer(200));
  tiff.setUint32(0, 0x4d4d002a);
  tiff.setUint32(4, 8);
  tiff.setUint16(8, 2);
  entry(tiff, 10, 0x8769, 4, 40); // Exif IFD at 40
  entry(tiff, 22, 0x8825, 4, 140); // GPS IFD at 140
  tiff.setUint16(40, 5);
  entry(tiff, 42, 0x829a, 5, 110); // ExposureTime
  entry(tiff, 54, 0x829d, 5, 118); // FNumber
  entry(tiff, 66, 0x8827, 3, 1600); // ISO
  entry(tiff, 78, 0x920a, 5, 126); // FocalLength
  entry(tiff, 90, 0xa405, 3, 84); // FocalLengthIn35mmFormat
  for (const [at, numerator, denominator] of [
    [110, 1, 125],
    [118, 56, 10],
    [126, 56, 1],
  ]) {
    tiff.setUint32(at, numerator);
    tiff.setUint32(at + 4, denominator);
  }
  tiff.setUint16(140, 1);
  entry(tiff, 142, 1, 3, 0x4e00); // GPSLatitudeRef 'N'
  const payload = new Uint8Array([...new TextEncoder().encode('Exif\0\0'), ...new Uint8Array(tiff.buffer)]);
  const length = payload.length + 2;
  return new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff]), payload, new Uint8Array([0xff, 0xd9])]);
}

describe('reading EXIF from a picked file', () => {
  it('reads the five exposure tags and nothing else', async () => {
    expect(await exifFromFile(jpegWithExif())).toEqual({
      exposureTime: 0.008,
      focalLength: 56,
      focalLength35mm: 84,
      fNumber: 5.6,
      iso: 1600,
    });
  });

  it('gives null for a file without EXIF, or not an image at all', async () => {
    expect(await exifFromFile(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])]))).toBeNull();
    expect(await exifFromFile(new Blob(['hello']))).toBeNull();
  });
});
