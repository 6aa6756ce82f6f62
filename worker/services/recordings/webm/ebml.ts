// The few pieces of EBML (the binary format under WebM) that remuxing a recording needs:
// variable-length integers, element headers, and writing simple elements.

export const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackType: 0x83,
  CodecID: 0x86,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
} as const;

// A track of this type is video (Matroska's TrackType).
export const VIDEO_TRACK_TYPE = 1;

export type Vint = { length: number; value: number; unknown: boolean };

// A variable-length integer at `at`, or null when the bytes end first. An element ID keeps
// its length marker (IDs are written with it); a size drops it, and all ones is "unknown".
export function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined) return null;
  let length = 1;
  let mask = 0x80;
  while (length <= 8 && !(first & mask)) {
    length++;
    mask >>= 1;
  }
  if (length > 8) throw new Error('Not an EBML number');
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (mask - 1);
  let allOnes = (first & (mask - 1)) === mask - 1;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

export type Header = { id: number; size: number | null; headerLength: number };

// An element's header at `at`: its ID, its payload's size (null: unknown, as a live
// recording writes its segment and clusters), and the header's own length.
export function readHeader(bytes: Uint8Array, at: number): Header | null {
  const id = readVint(bytes, at, true);
  if (!id) return null;
  const size = readVint(bytes, at + id.length, false);
  if (!size) return null;
  return { id: id.value, size: size.unknown ? null : size.value, headerLength: id.length + size.length };
}

export function readUint(bytes: Uint8Array): number {
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

function bigEndian(value: number, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return out;
}

export const idBytes = (id: number) => bigEndian(id, id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1);

// The shortest size field for `size` (all ones at a length is "unknown", so never used).
export function sizeBytes(size: number): Uint8Array {
  let length = 1;
  while (size >= 2 ** (7 * length) - 1) length++;
  const out = bigEndian(size, length);
  out[0] = (out[0] ?? 0) | (0x80 >> (length - 1));
  return out;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const elementHeader = (id: number, size: number) => concat([idBytes(id), sizeBytes(size)]);

export function element(id: number, ...children: Uint8Array[]): Uint8Array {
  const payload = concat(children);
  return concat([elementHeader(id, payload.length), payload]);
}

export function uintElement(id: number, value: number): Uint8Array {
  let length = 1;
  while (value >= 2 ** (8 * length)) length++;
  return element(id, bigEndian(value, length));
}

export function floatElement(id: number, value: number): Uint8Array {
  const payload = new Uint8Array(8);
  new DataView(payload.buffer).setFloat64(0, value);
  return element(id, payload);
}

export const stringElement = (id: number, value: string) => element(id, new TextEncoder().encode(value));
