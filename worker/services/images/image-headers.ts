import { ascii, u16be, u16le, u24le, u32be, u32le } from './image-bytes';

// What JPEG, PNG and WebP headers say about an image, read one way for the upload cleaners
// (which walk a whole file in memory) and the print master check (which reads a header in
// ranges, a master being too large to hold).

export type PixelSize = { width: number; height: number };

// JPEG markers: the byte after 0xFF that opens each segment.
export const JPEG = {
  SOI: 0xd8,
  EOI: 0xd9,
  SOS: 0xda,
  APP0: 0xe0,
  APP1: 0xe1,
  APP2: 0xe2,
  APP14: 0xee,
  APP15: 0xef,
  COM: 0xfe,
} as const;

// SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but don't.
export const isFrameHeader = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
export const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;
// Restarts and TEM have no length and no payload.
export const standsAlone = (m: number) => isRestart(m) || m === 0x01;

// A frame header's payload (after its length): sample precision, then height and width.
export const frameSize = (payload: Uint8Array): PixelSize | null =>
  payload.length < 5 ? null : { height: u16be(payload, 1), width: u16be(payload, 3) };

// PNG: chunks are length, type, data, CRC after an 8-byte signature; IHDR is always first.
export const PNG_SIGNATURE_LENGTH = 8;
export const ihdrSize = (data: Uint8Array): PixelSize => ({ width: u32be(data, 0), height: u32be(data, 4) });

// The size from a PNG's first 24 bytes (signature, IHDR's length and type, width, height).
export const pngHeadSize = (head: Uint8Array) =>
  head.length >= 24 && ascii(head, 12, 4) === 'IHDR' ? ihdrSize(head.subarray(16)) : null;

// WebP: RIFF chunks (fourcc, little-endian size, data padded to an even length) after a
// 12-byte 'RIFF', size, 'WEBP' head. The canvas size from VP8X when there is one, else the
// frame size of the bitstream.
export const WEBP_HEAD_LENGTH = 12;
export function webpChunkSize(type: string, data: Uint8Array): PixelSize | null {
  if (type === 'VP8X' && data.length >= 10) return { width: u24le(data, 4) + 1, height: u24le(data, 7) + 1 };
  // Lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height.
  if (type === 'VP8 ' && data.length >= 10 && data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a) {
    return { width: u16le(data, 6) & 0x3fff, height: u16le(data, 8) & 0x3fff };
  }
  // Lossless: signature 0x2F, then width − 1 and height − 1 in 14 bits each.
  if (type === 'VP8L' && data.length >= 5 && data[0] === 0x2f) {
    const bits = u32le(data, 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

// The size from a WebP's first chunk, which is VP8X, VP8 or VP8L.
export const webpHeadSize = (head: Uint8Array) =>
  webpChunkSize(ascii(head, WEBP_HEAD_LENGTH, 4), head.subarray(WEBP_HEAD_LENGTH + 8));
