import { ascii, type CleanedImage, concat, u32le } from './image-bytes';
import { type PixelSize, WEBP_HEAD_LENGTH, webpChunkSize } from './image-headers';

// VP8X feature flags (https://developers.google.com/speed/webp/docs/riff_container).
const XMP_FLAG = 0x04;
const EXIF_FLAG = 0x08;

function le32(value: number) {
  return new Uint8Array([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff]);
}

// RIFF chunks are fourcc, little-endian size, data padded to an even length. EXIF and XMP
// chunks are dropped, VP8X stops announcing them and the RIFF size is rewritten; anything
// past the RIFF size is cut. Returns null when a chunk runs past the RIFF size or no image
// chunk gives the size. Browsers ignore EXIF orientation in WebP, so none is kept.
export function cleanWebp(bytes: Uint8Array): CleanedImage | null {
  if (bytes.length < WEBP_HEAD_LENGTH) return null;
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length) return null;
  const kept: Uint8Array[] = [];
  let size: PixelSize | null = null;
  let exif: Uint8Array | null = null;
  for (let i = WEBP_HEAD_LENGTH; i < riffEnd; ) {
    if (i + 8 > riffEnd) return null;
    const type = ascii(bytes, i, 4);
    const dataEnd = i + 8 + u32le(bytes, i + 4);
    const end = dataEnd + ((dataEnd - i) % 2);
    if (end > riffEnd) return null;
    const data = bytes.subarray(i + 8, dataEnd);
    size ??= webpChunkSize(type, data);
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
