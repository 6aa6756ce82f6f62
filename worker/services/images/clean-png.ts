import { ascii, type CleanedImage, concat, u32be } from './image-bytes';
import { ihdrSize, PNG_SIGNATURE_LENGTH, type PixelSize } from './image-headers';

// eXIf holds EXIF (GPS included); the text chunks hold free-form metadata such as XMP,
// which editors fill with location too.
const METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt']);

// Chunks are length, type, data, CRC. Kept chunks are copied as they are, so their CRCs
// stay valid; nothing after IEND is kept. Returns null when IHDR is not first, a chunk runs
// past the end, or IEND is missing.
export function cleanPng(bytes: Uint8Array): CleanedImage | null {
  const kept = [bytes.subarray(0, PNG_SIGNATURE_LENGTH)];
  let size: PixelSize | null = null;
  let exif: Uint8Array | null = null;
  let i = PNG_SIGNATURE_LENGTH;
  for (;;) {
    if (i + 12 > bytes.length) return null;
    const end = i + 12 + u32be(bytes, i);
    const type = ascii(bytes, i + 4, 4);
    if (end > bytes.length) return null;
    const data = bytes.subarray(i + 8, end - 4);
    if (!size) {
      if (type !== 'IHDR' || data.length !== 13) return null;
      size = ihdrSize(data);
    }
    if (type === 'eXIf') exif ??= data;
    if (!METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(i, end));
    i = end;
    if (type === 'IEND') break;
  }
  // Orientation goes with the rest of eXIf: only Safari applies it in PNG, and cameras write JPEG.
  return { bytes: concat(kept), width: size.width, height: size.height, exif, orientation: 1 };
}
