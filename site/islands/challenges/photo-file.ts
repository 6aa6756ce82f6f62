import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from '../../../worker/contract/files';

// A quick check before uploading, in the server's words; the server still sniffs the bytes
// and has the last say.
export function photoProblem(file: File | null): string | null {
  if (!file) return PHOTO_MESSAGES.missing;
  if (!PHOTO_TYPES.includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size === 0) return PHOTO_MESSAGES.empty;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.size;
  return null;
}

// Small files in KB, so a web-sized picture doesn't read as '0.0 MB'; whole numbers bare ('15 MB').
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
}
