// Smaller JPEG copies of a photo, made in the browser: what the coach sends to the server is
// never the original file.

// A saved report's thumbnail must stay under the contract's 40,000 characters
// (worker/contract/coach.ts THUMBNAIL_MAX_CHARS; not imported, as the contract brings zod).
const THUMBNAIL_MAX_CHARS = 40_000;
// Tried in turn until one fits: a busy photo makes a larger JPEG at the same size.
const THUMBNAIL_STEPS = [
  { longSide: 320, quality: 0.7 },
  { longSide: 320, quality: 0.5 },
  { longSide: 240, quality: 0.5 },
];

// The photo scaled to `longSide` (never up), upright as the browser shows it, as a JPEG.
export async function jpegCopy(photo: Blob, longSide: number, quality: number): Promise<Blob> {
  const full = await createImageBitmap(photo);
  const scale = Math.min(1, longSide / Math.max(full.width, full.height));
  const width = Math.max(1, Math.round(full.width * scale));
  const height = Math.max(1, Math.round(full.height * scale));
  // The browser's own resampler: drawing a large bitmap small in one step aliases.
  const small = await createImageBitmap(full, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  full.close();
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot make a copy of the photo.');
  // Transparent parts of a PNG would turn black in a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(small, 0, 0);
  small.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

// A `data:image/jpeg;base64,…` thumbnail for a saved report, or undefined when none fits.
export async function thumbnailOf(photo: Blob): Promise<string | undefined> {
  for (const { longSide, quality } of THUMBNAIL_STEPS) {
    const url = await dataUrlOf(await jpegCopy(photo, longSide, quality));
    if (url.length < THUMBNAIL_MAX_CHARS) return url;
  }
  return undefined;
}
