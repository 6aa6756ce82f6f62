// Byte-level reading shared by the format cleaners, and what each cleaner gives back.

export type CleanedImage = {
  bytes: Uint8Array<ArrayBuffer>;
  width: number | null;
  height: number | null;
  // The original EXIF as a TIFF stream (read for camera fields, never stored).
  exif: Uint8Array | null;
  // EXIF orientation 1–8 that the cleaned bytes still carry (1 = upright).
  orientation: number;
};

export const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

// A byte, or 0 past the end (as a bitwise read of a missing byte would give anyway).
const at = (b: Uint8Array, i: number) => b[i] ?? 0;

export const u16be = (b: Uint8Array, i: number) => (at(b, i) << 8) | at(b, i + 1);
export const u32be = (b: Uint8Array, i: number) =>
  ((at(b, i) << 24) | (at(b, i + 1) << 16) | (at(b, i + 2) << 8) | at(b, i + 3)) >>> 0;
export const u16le = (b: Uint8Array, i: number) => at(b, i) | (at(b, i + 1) << 8);
export const u24le = (b: Uint8Array, i: number) => at(b, i) | (at(b, i + 1) << 8) | (at(b, i + 2) << 16);
export const u32le = (b: Uint8Array, i: number) => (u24le(b, i) | (at(b, i + 3) << 24)) >>> 0;

export function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
