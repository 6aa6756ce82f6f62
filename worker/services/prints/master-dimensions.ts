import { u16be } from '../images/image-bytes';
import { frameSize, isFrameHeader, JPEG, pngHeadSize, standsAlone, webpHeadSize } from '../images/image-headers';
import { sniffImageType, type ImageType } from '../images/sniff';

// A print master's type and pixel size, read from its header alone: a master may be 100 MB,
// far more than a Worker should hold, so only the bytes the header needs are fetched, in
// ranged reads of the stored object.

export type MasterImage = { type: ImageType; width: number; height: number };

// Reads `length` bytes at `offset` (fewer at the end of the file).
export type RangeReader = (offset: number, length: number) => Promise<Uint8Array>;

const WINDOW = 64 * 1024;
// JPEG metadata (EXIF, ICC profiles, Photoshop blocks) comes before the frame header; past
// this, the file is not one we can read.
const MAX_HEADER_BYTES = 4 * 1024 * 1024;

// Caches one window, so walking a header's segments costs a read per 64 KB, not per segment.
function windowed(read: RangeReader): RangeReader {
  let start = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  return async (offset, length) => {
    if (offset < start || offset + length > start + bytes.length) {
      start = offset;
      bytes = await read(offset, Math.max(length, WINDOW));
    }
    return bytes.subarray(offset - start, offset - start + length);
  };
}

async function jpegSize(read: RangeReader) {
  let i = 2;
  while (i < MAX_HEADER_BYTES) {
    const head = await read(i, 4);
    if (head.length < 4 || head[0] !== 0xff) return null;
    const marker = head[1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (standsAlone(marker)) {
      i += 2;
      continue;
    }
    if (marker === JPEG.EOI || marker === JPEG.SOS) return null;
    const length = u16be(head, 2);
    if (length < 2) return null;
    if (isFrameHeader(marker)) return frameSize(await read(i + 4, 5));
    i += 2 + length;
  }
  return null;
}

// Null when the file is not a JPEG, PNG or WebP image whose header gives a size.
export async function readMasterImage(read: RangeReader): Promise<MasterImage | null> {
  const reader = windowed(read);
  const head = await reader(0, 32);
  const type = sniffImageType(head);
  if (!type) return null;
  const size =
    type.extension === 'jpg' ? await jpegSize(reader) : type.extension === 'png' ? pngHeadSize(head) : webpHeadSize(head);
  return size && size.width > 0 && size.height > 0 ? { type, ...size } : null;
}

// A ranged reader over a stored R2 object.
export function r2Reader(bucket: R2Bucket, key: string): RangeReader {
  return async (offset, length) => {
    // A range past the end of the object is refused by R2: there is nothing there to read.
    const object = await bucket.get(key, { range: { offset, length } }).catch(() => null);
    return object ? new Uint8Array(await object.arrayBuffer()) : new Uint8Array(0);
  };
}
