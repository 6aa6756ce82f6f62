import exifr from 'exifr';
import type { CameraExif } from '../../domain/camera-exif';

const CAMERA_TAGS = [
  'Make',
  'Model',
  'LensModel',
  'FocalLength',
  'FocalLengthIn35mmFormat',
  'FNumber',
  'ExposureTime',
  'ISO',
  'DateTimeOriginal',
  'OffsetTimeOriginal',
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is stripped
const CONTROL_CHARACTERS = /[\0-\x1f]/g;
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.replace(CONTROL_CHARACTERS, '').trim().slice(0, 80) : null;
const positive = (value: unknown) => {
  const n = Array.isArray(value) ? value[0] : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

function takenAt(date: unknown, offset: unknown): string | null {
  const match = typeof date === 'string' && date.match(/^(\d{4}):(\d{2}):(\d{2}) (\d{2}:\d{2}:\d{2})/);
  if (!match) return null;
  const zone = typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '';
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}${zone}`;
}

// Reads only the picked tags from a TIFF stream; GPS is not among them, so it is never parsed.
// A broken EXIF block just means no camera details, never a refused upload.
export async function readCameraExif(tiff: Uint8Array): Promise<CameraExif | null> {
  const tags = (await exifr
    .parse(tiff, { pick: CAMERA_TAGS, gps: false, translateValues: false, reviveValues: false })
    .catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!tags) return null;
  const camera: CameraExif = {
    make: text(tags.Make),
    model: text(tags.Model),
    lens: text(tags.LensModel),
    focalLength: positive(tags.FocalLength),
    focalLength35mm: positive(tags.FocalLengthIn35mmFormat),
    fNumber: positive(tags.FNumber),
    exposureTime: positive(tags.ExposureTime),
    iso: positive(tags.ISO),
    takenAt: takenAt(tags.DateTimeOriginal, tags.OffsetTimeOriginal),
  };
  return Object.values(camera).some((value) => value !== null) ? camera : null;
}

const ORIENTATION_TAG = 0x0112;

// Orientation from IFD0; anything unreadable counts as upright.
export function readOrientation(tiff: Uint8Array): number {
  const little = tiff[0] === 0x49; // "II" little-endian, "MM" big-endian
  if (tiff.length < 8 || (!little && tiff[0] !== 0x4d)) return 1;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  try {
    const ifd = view.getUint32(4, little);
    const count = view.getUint16(ifd, little);
    for (let n = 0; n < count; n++) {
      const entry = ifd + 2 + 12 * n;
      if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  } catch {
    // An offset past the end (RangeError): a broken block carries no orientation.
  }
  return 1;
}

// A big-endian TIFF holding IFD0 with the Orientation tag alone: all a viewer needs to show
// the photo upright, and nothing else of the camera's metadata.
export function orientationOnlyTiff(orientation: number): Uint8Array {
  return new Uint8Array([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // header, IFD0 at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00, // Orientation, SHORT, 1
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
}
