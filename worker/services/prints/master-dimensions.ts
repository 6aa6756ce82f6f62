import { sniffImageType, type ImageType } from '../images/sniff';
import { ascii, u16be, u16le, u24le, u32be, u32le } from '../images/image-bytes';

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

const isFrameHeader = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const standalone = (m: number) => (m >= 0xd0 && m <= 0xd7) || m === 0x01;

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
    if (standalone(marker)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(head, 2);
    if (length < 2) return null;
    if (isFrameHeader(marker)) {
      const frame = await read(i + 4, 5);
      return frame.length < 5 ? null : { height: u16be(frame, 1), width: u16be(frame, 3) };
    }
    i += 2 + length;
  }
  return null;
}

function pngSize(bytes: Uint8Array) {
  return bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR' ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;
}

// The first chunk gives the size: VP8X (extended), VP8 (lossy) or VP8L (lossless).
function webpSize(bytes: Uint8Array) {
  const type = ascii(bytes, 12, 4);
  const data = bytes.subarray(20);
  if (type === 'VP8X' && data.length >= 10) return { width: u24le(data, 4) + 1, height: u24le(data, 7) + 1 };
  if (type === 'VP8 ' && data.length >= 10 && data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a) {
    return { width: u16le(data, 6) & 0x3fff, height: u16le(data, 8) & 0x3fff };
  }
  if (type === 'VP8L' && data.length >= 5 && data[0] === 0x2f) {
    const bits = u32le(data, 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

// Null when the file is not a JPEG, PNG or WebP image whose header gives a size.
export async function readMasterImage(read: RangeReader): Promise<MasterImage | null> {
  const reader = windowed(read);
  const head = await reader(0, 32);
  const type = sniffImageType(head);
  if (!type) return null;
  const size = type.extension === 'jpg' ? await jpegSize(reader) : type.extension === 'png' ? pngSize(head) : webpSize(head);
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
