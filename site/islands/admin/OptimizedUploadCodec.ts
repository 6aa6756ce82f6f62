import { VARIANT_WIDTHS } from '../../../worker/contract/files';

// The widest file the site ever shows is the display variant, so nothing wider is worth
// sending: the server still keeps the file it gets and makes the WebP variants from it.
export const LARGEST_WIDTH = Math.max(...Object.values(VARIANT_WIDTHS));
const QUALITY = 88;

// The size a picture is sent at: at most LARGEST_WIDTH wide, the shape kept.
export function fittedSize(width: number, height: number): { width: number; height: number } {
  if (width <= LARGEST_WIDTH) return { width, height };
  return { width: LARGEST_WIDTH, height: Math.max(1, Math.round((height * LARGEST_WIDTH) / width)) };
}

const asJpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'image'}.jpg`;

function pixelsOf(bitmap: ImageBitmap): ImageData {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot read images');
  // A transparent PNG becomes a JPEG on white, not on black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, bitmap.width, bitmap.height);
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

// Squoosh's Lanczos resize and MozJPEG (the @jsquash packages, bundled with this page: their
// WebAssembly is served by the site, never fetched from elsewhere), loaded only when a file
// needs them.
export async function encodeSmaller(pixels: ImageData, width: number, height: number): Promise<Blob> {
  const [{ default: resize }, { default: encode }] = await Promise.all([
    import('@jsquash/resize'),
    import('@jsquash/jpeg/encode.js'),
  ]);
  const small = await resize(pixels, { width, height, method: 'lanczos3', fitMethod: 'stretch' });
  return new Blob([await encode(small, { quality: QUALITY })], { type: 'image/jpeg' });
}

// Where the WebAssembly can't run (a strict policy, an old browser): the canvas's own scaling.
async function withCanvas(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize images');
  context.imageSmoothingQuality = 'high';
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY / 100 });
}

// The file to send: the original when it is already no wider than the site shows, else a
// smaller JPEG (turned upright by its orientation tag first, as the server would).
export async function downscale(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fittedSize(bitmap.width, bitmap.height);
    if (size.width === bitmap.width) return file;
    let blob: Blob;
    try {
      blob = await encodeSmaller(pixelsOf(bitmap), size.width, size.height);
    } catch {
      blob = await withCanvas(bitmap, size.width, size.height);
    }
    return new File([blob], asJpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
