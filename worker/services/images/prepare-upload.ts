import { cleanJpeg } from './clean-jpeg';
import { cleanPng } from './clean-png';
import { cleanWebp } from './clean-webp';
import type { CameraExif } from '../../domain/camera-exif';
import { readCameraExif } from './exif';
import type { CleanedImage } from './image-bytes';
import { type ImageType, sniffImageType } from './sniff';
import { sha256Hex } from '../storage/stored-objects';

export type PreparedPhoto = {
  type: ImageType;
  // The bytes to store and serve: no EXIF (so no GPS), XMP, IPTC or text metadata.
  bytes: Uint8Array<ArrayBuffer>;
  camera: CameraExif | null;
  // Hex SHA-256 of the bytes as uploaded, before cleaning: an entry keeps it so the member's
  // original file can prove itself later (/recover-photos). Never shown.
  originalSha256: string;
  // As displayed: swapped when the JPEG's orientation turns it a quarter turn.
  width: number | null;
  height: number | null;
};

export type UploadRefusal = 'empty' | 'size' | 'type';
export type PrepareResult = ({ ok: true } & PreparedPhoto) | { ok: false; reason: UploadRefusal };

const CLEANERS: Record<ImageType['extension'], (bytes: Uint8Array) => CleanedImage | null> = {
  jpg: cleanJpeg,
  png: cleanPng,
  webp: cleanWebp,
};

// Orientations 5–8 transpose the stored pixels.
const isQuarterTurn = (orientation: number) => orientation >= 5;

// Checks an uploaded file and makes the copy we publish. A file that only looks like an
// image by its first bytes but whose structure is broken is refused as 'type' too.
export async function prepareUpload(bytes: Uint8Array, maxBytes: number): Promise<PrepareResult> {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > maxBytes) return { ok: false, reason: 'size' };
  const type = sniffImageType(bytes);
  const cleaned = type && CLEANERS[type.extension](bytes);
  if (!type || !cleaned) return { ok: false, reason: 'type' };
  const camera = cleaned.exif ? await readCameraExif(cleaned.exif) : null;
  const turned = isQuarterTurn(cleaned.orientation);
  return {
    ok: true,
    type,
    bytes: cleaned.bytes,
    camera,
    originalSha256: await sha256Hex(bytes),
    width: turned ? cleaned.height : cleaned.width,
    height: turned ? cleaned.width : cleaned.height,
  };
}
