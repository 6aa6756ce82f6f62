import { describe, expect, it } from 'vitest';
import { CAMERA_TIFF, jpegSegment, jpegWith, webpWithMetadata, XMP } from '../../test/image-metadata';
import { JPEG, PNG, WEBP, WEBP_LOSSLESS } from '../../test/images';
import { type RangeReader, readMasterImage } from './master-dimensions';

const inMemory =
  (file: Uint8Array): RangeReader =>
  async (offset, length) =>
    file.subarray(offset, offset + length);

const sizeOf = async (file: Uint8Array) => {
  const image = await readMasterImage(inMemory(file));
  return image && { extension: image.type.extension, width: image.width, height: image.height };
};

describe("a print master's header", () => {
  it('gives the pixel size of a JPEG, PNG, lossy, lossless and extended WebP', async () => {
    expect(await sizeOf(JPEG)).toEqual({ extension: 'jpg', width: 64, height: 48 });
    expect(await sizeOf(PNG)).toEqual({ extension: 'png', width: 40, height: 30 });
    expect(await sizeOf(WEBP)).toEqual({ extension: 'webp', width: 40, height: 30 });
    expect(await sizeOf(WEBP_LOSSLESS)).toEqual({ extension: 'webp', width: 20, height: 10 });
    expect(await sizeOf(webpWithMetadata(WEBP, 40, 30, CAMERA_TIFF(1), XMP))).toEqual({
      extension: 'webp',
      width: 40,
      height: 30,
    });
  });

  it('walks past metadata segments larger than a read window to the JPEG frame header', async () => {
    const metadata = [jpegSegment(0xe1, new Uint8Array(60_000)), jpegSegment(0xed, new Uint8Array(60_000))];
    expect(await sizeOf(jpegWith(JPEG, ...metadata))).toEqual({ extension: 'jpg', width: 64, height: 48 });
  });

  it('gives nothing for a file that is not an image or stops before its size', async () => {
    expect(await sizeOf(new TextEncoder().encode('not an image at all, just text'))).toBeNull();
    expect(await sizeOf(JPEG.subarray(0, 40))).toBeNull();
    expect(await sizeOf(PNG.subarray(0, 20))).toBeNull();
  });
});
