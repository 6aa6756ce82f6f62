import type { CoachPixels } from './types';

// The analysed copy's long side. Every measurement is O(pixels); 1024 px keeps a 24 MP photo
// well inside the 1.5 s budget (decoding is most of it) and is about the size photos are seen
// at on screen, which is the size the coach judges them at.
export const ANALYSIS_LONG_SIDE = 1024;

export type DownscaledPhoto = { pixels: CoachPixels; width: number; height: number };

// Decodes the file (turned upright by its EXIF orientation, as browsers show it), then scales
// it down with the browser's own resampler and reads the pixels back. Runs in the Web Worker.
export async function decodeDownscaled(file: Blob): Promise<DownscaledPhoto> {
  const full = await createImageBitmap(file);
  const { width, height } = full;
  const scale = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(width, height));
  const analysedWidth = Math.max(1, Math.round(width * scale));
  const analysedHeight = Math.max(1, Math.round(height * scale));
  const small = await createImageBitmap(full, {
    resizeWidth: analysedWidth,
    resizeHeight: analysedHeight,
    resizeQuality: 'medium',
  });
  full.close();
  const canvas = new OffscreenCanvas(analysedWidth, analysedHeight);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas in this browser.');
  context.drawImage(small, 0, 0);
  small.close();
  const { data } = context.getImageData(0, 0, analysedWidth, analysedHeight);
  return { pixels: { width: analysedWidth, height: analysedHeight, data }, width, height };
}
