import { ascii, type CleanedImage, concat, u16le, u24le, u32le } from './image-bytes';

// VP8X feature flags (https://developers.google.com/speed/webp/docs/riff_container).
const XMP_FLAG = 0x04;
const EXIF_FLAG = 0x08;

function le32(value: number) {
  return new Uint8Array([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff]);
}

// The canvas size from VP8X when there is one, else the frame size of the bitstream.
function frameSize(type: string, data: Uint8Array) {
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

// RIFF chunks are fourcc, little-endian size, data padded to an even length. EXIF and XMP
// chunks are dropped, VP8X stops announcing them and the RIFF size is rewritten; anything
// past the RIFF size is cut. Returns null when a chunk runs past the RIFF size or no image
// chunk gives the size. Browsers ignore EXIF orientation in WebP, so none is kept.
export function cleanWebp(bytes: Uint8Array): CleanedImage | null {
  if (bytes.length < 12) return null;
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length) return null;
  const kept: Uint8Array[] = [];
  let size: { width: number; height: number } | null = null;
  let exif: Uint8Array | null = null;
  for (let i = 12; i < riffEnd; ) {
    if (i + 8 > riffEnd) return null;
    const type = ascii(bytes, i, 4);
    const dataEnd = i + 8 + u32le(bytes, i + 4);
    const end = dataEnd + ((dataEnd - i) % 2);
    if (end > riffEnd) return null;
    const data = bytes.subarray(i + 8, dataEnd);
    size ??= frameSize(type, data);
    if (type === 'EXIF') {
      // Some writers put JPEG's "Exif\0\0" before the TIFF stream.
      exif ??= ascii(data, 0, 6) === 'Exif\0\0' ? data.subarray(6) : data;
    } else if (type === 'VP8X') {
      const chunk = bytes.slice(i, end);
      chunk[8] = (chunk[8] ?? 0) & ~(EXIF_FLAG | XMP_FLAG);
      kept.push(chunk);
    } else if (type !== 'XMP ') {
      kept.push(bytes.subarray(i, end));
    }
    i = end;
  }
  if (!size) return null;
  const body = concat(kept);
  const header = concat([new TextEncoder().encode('RIFF'), le32(4 + body.length), new TextEncoder().encode('WEBP')]);
  return { bytes: concat([header, body]), width: size.width, height: size.height, exif, orientation: 1 };
}
