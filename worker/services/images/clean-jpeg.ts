import { orientationOnlyTiff, readOrientation } from './exif';
import { ascii, type CleanedImage, concat, u16be } from './image-bytes';
import { frameSize, isFrameHeader, isRestart, JPEG, type PixelSize } from './image-headers';

const EXIF_ID = 'Exif\0\0';

// Metadata segments are kept by allow-list, so unknown vendor blocks (IPTC location in APP13,
// MPF pointers to appended images, maker APPn) go too. Kept: JFIF (APP0), the ICC colour
// profile (APP2) and Adobe's colour transform (APP14), which decoding needs.
function keepsSegment(marker: number, payload: Uint8Array) {
  if (marker === JPEG.APP2) return ascii(payload, 0, 12) === 'ICC_PROFILE\0';
  if (marker === JPEG.APP0 || marker === JPEG.APP14) return true;
  return !(marker >= JPEG.APP1 && marker <= JPEG.APP15) && marker !== JPEG.COM;
}

function segment(marker: number, payload: Uint8Array) {
  const length = payload.length + 2;
  return concat([new Uint8Array([0xff, marker, length >> 8, length & 0xff]), payload]);
}

// Where entropy-coded scan data ends: the next marker that is not a stuffed 0xFF00 or a restart.
function scanEnd(bytes: Uint8Array, from: number) {
  for (let i = from; i + 1 < bytes.length; i++) {
    const next = bytes[i + 1] ?? 0;
    if (bytes[i] === 0xff && next !== 0x00 && next !== 0xff && !isRestart(next)) return i;
  }
  return -1;
}

// EXIF (camera, GPS, thumbnail, serial numbers) and XMP are dropped. Orientation is the one
// EXIF fact that changes how the photo looks, and browsers and the Images binding both obey
// it, so a rotated photo gets a fresh APP1 holding only Orientation instead of losing it.
// Anything after EOI (phones append gain maps and depth images with their own EXIF) is cut.
// Returns null for a malformed file: a segment running past the end, no frame header, no EOI.
export function cleanJpeg(bytes: Uint8Array): CleanedImage | null {
  if (bytes[0] !== 0xff || bytes[1] !== JPEG.SOI) return null;
  const kept = [bytes.subarray(0, 2)];
  let size: PixelSize | null = null;
  let exif: Uint8Array | null = null;
  let orientation = 1;
  let i = 2;
  for (;;) {
    if (bytes[i] !== 0xff) return null;
    while (bytes[i] === 0xff) i++;
    if (i >= bytes.length) return null;
    const marker = bytes[i++] ?? 0;
    const start = i - 2;
    if (marker === JPEG.EOI) break;
    if (isRestart(marker)) continue;
    if (i + 2 > bytes.length) return null;
    const end = i + u16be(bytes, i);
    if (end < i + 2 || end > bytes.length) return null;
    const payload = bytes.subarray(i + 2, end);
    i = end;
    if (isFrameHeader(marker) && !size) {
      size = frameSize(payload);
      if (!size) return null;
    }
    if (marker === JPEG.SOS) {
      if (!size) return null;
      const scan = scanEnd(bytes, i);
      if (scan < 0) return null;
      kept.push(bytes.subarray(start, scan));
      i = scan;
    } else if (marker === JPEG.APP1 && !exif && ascii(payload, 0, 6) === EXIF_ID) {
      exif = payload.subarray(6);
      orientation = readOrientation(exif);
      if (orientation !== 1)
        kept.push(segment(JPEG.APP1, concat([new TextEncoder().encode(EXIF_ID), orientationOnlyTiff(orientation)])));
    } else if (keepsSegment(marker, payload)) {
      kept.push(bytes.subarray(start, end));
    }
  }
  kept.push(new Uint8Array([0xff, JPEG.EOI]));
  if (!size) return null;
  // A height of 0 means it is defined later by a DNL marker, which we do not chase.
  return { bytes: concat(kept), width: size.width || null, height: size.height || null, exif, orientation };
}
