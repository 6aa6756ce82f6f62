// The coach's Web Worker: decoding and measuring a photo takes long enough to freeze a page,
// so it happens here. One request, one answer; run-coach.ts starts and ends the worker.
import { analysePixels } from './analyse';
import { type DownscaledPhoto, decodeDownscaled } from './downscale';
import { exifFromFile } from './exif-from-file';
import type { CoachExif, CoachExifInput, CoachRequest, CoachResponse } from './types';

const answer = (response: CoachResponse) => self.postMessage(response);

self.onmessage = async ({ data: { file, exif } }: MessageEvent<CoachRequest>) => {
  let photo: DownscaledPhoto;
  let fileExif: CoachExif | null;
  try {
    // The file's own EXIF is read only when the page has none (a stored photo's record
    // brings its own), while the browser decodes; unreadable EXIF just means no advice from it.
    [photo, fileExif] = await Promise.all([decodeDownscaled(file), exif ? null : exifFromFile(file).catch(() => null)]);
  } catch {
    answer({ error: 'This file could not be opened as a photo. Try a JPEG, PNG or WebP.' });
    return;
  }
  try {
    const source: CoachExifInput | null = exif ?? (fileExif ? { source: 'file', values: fileExif } : null);
    answer({ report: analysePixels(photo.pixels, source, photo) });
  } catch {
    answer({ error: 'The photo could not be analysed. Please try again.' });
  }
};
