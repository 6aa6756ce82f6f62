import { env } from 'cloudflare:workers';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { prepareUpload } from './prepare-upload';
import { present } from '../../test/helpers';
import { sniffImageType } from './sniff';
import { concat, contains, JPEG, PNG, pngChunk, WEBP, WEBP_LOSSLESS } from '../../test/images';
import { CAMERA_TIFF, jpegSegment, jpegWith, latitudeBytes, pngWith, webpWithMetadata, XMP } from '../../test/image-metadata';

const MAX = 1024 * 1024;
const text = (value: string) => new TextEncoder().encode(value);

async function prepared(bytes: Uint8Array) {
  const result = await prepareUpload(bytes, MAX);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

// The Images binding (sharp locally) decodes it: the cleaned file is still a valid image.
const decoded = (bytes: Uint8Array<ArrayBuffer>) => env.IMAGES.info(new Blob([bytes]).stream());

const EXIF = (orientation: number) => jpegSegment(0xe1, concat(text('Exif\0\0'), CAMERA_TIFF(orientation)));
const XMP_SEGMENT = jpegSegment(0xe1, concat(text('http://ns.adobe.com/xap/1.0/\0'), text(XMP)));
const IPTC = jpegSegment(0xed, text('Photoshop 3.0\0 8BIM city Paris'));
const ICC = jpegSegment(0xe2, text('ICC_PROFILE\0\x01\x01 colour profile'));

describe('preparing a JPEG upload', () => {
  const camera = jpegWith(JPEG, EXIF(6), XMP_SEGMENT, IPTC, ICC);

  it('reads the camera details for display', async () => {
    expect((await prepared(camera)).camera).toEqual({
      make: 'FUJIFILM',
      model: 'X-T5',
      lens: 'XF35mmF1.4 R',
      focalLength: 35,
      focalLength35mm: 53,
      fNumber: 2.8,
      exposureTime: 0.004,
      iso: 400,
      takenAt: '2024-05-01T14:03:22+02:00',
    });
  });

  it('removes GPS and every other EXIF, XMP and IPTC field from the stored bytes', async () => {
    expect(contains(camera, latitudeBytes())).toBe(true);
    const { bytes } = await prepared(camera);
    for (const gone of [latitudeBytes(), text('GPSLatitude'), text('FUJIFILM'), text('Paris')])
      expect(contains(bytes, gone)).toBe(false);
    expect(await exifr.gps(bytes)).toBeUndefined();
    expect(await exifr.parse(bytes, { pick: ['Make', 'Model'] })).toBeUndefined();
    expect(contains(bytes, text('ICC_PROFILE'))).toBe(true);
  });

  it('keeps the orientation, so the photo still shows upright, and reports its displayed size', async () => {
    const photo = await prepared(camera);
    expect(await exifr.orientation(photo.bytes)).toBe(6);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 48, height: 64 });
    expect(await decoded(photo.bytes)).toMatchObject({ format: 'image/jpeg', width: 64, height: 48 });
  });

  it('leaves an upright photo without any EXIF, and cuts data appended after the image', async () => {
    const appended = concat(jpegWith(JPEG, EXIF(1)), text('MPF second image with GPS'));
    const photo = await prepared(appended);
    expect(photo.bytes).toEqual(JPEG);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 64, height: 48 });
  });

  it('answers no camera details for a photo without EXIF', async () => {
    expect(await prepared(JPEG)).toMatchObject({ type: { mime: 'image/jpeg' }, camera: null, width: 64, height: 48 });
  });
});

describe('preparing a PNG upload', () => {
  const tagged = pngWith(
    PNG,
    pngChunk('eXIf', CAMERA_TIFF(1)),
    pngChunk('tEXt', text('Comment\0shot in Paris')),
    pngChunk('iTXt', concat(text('XML:com.adobe.xmp\0\0\0\0\0'), text(XMP))),
    pngChunk('zTXt', text('Raw profile type exif\0\0x')),
  );

  it('drops the metadata chunks and stays a valid PNG of the same size', async () => {
    const photo = await prepared(tagged);
    expect(photo.bytes).toEqual(PNG);
    expect(sniffImageType(photo.bytes)?.mime).toBe('image/png');
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 40, height: 30 });
    expect(await decoded(photo.bytes)).toMatchObject({ format: 'image/png', width: 40, height: 30 });
  });

  it('reads camera details from eXIf', async () => {
    expect((await prepared(tagged)).camera).toMatchObject({ make: 'FUJIFILM', iso: 400 });
  });
});

describe('preparing a WebP upload', () => {
  const tagged = webpWithMetadata(WEBP, 40, 30, CAMERA_TIFF(1), XMP);

  it('drops EXIF and XMP, clears their VP8X flags and fixes the RIFF size', async () => {
    const { bytes, camera, width, height } = await prepared(tagged);
    expect(contains(bytes, text('EXIF')) || contains(bytes, text('XMP '))).toBe(false);
    expect(contains(bytes, latitudeBytes())).toBe(false);
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(present(bytes[20], 'the VP8X flags byte') & 0x0c).toBe(0); // VP8X flags
    expect(sniffImageType(bytes)?.mime).toBe('image/webp');
    expect({ width, height }).toEqual({ width: 40, height: 30 });
    expect(camera).toMatchObject({ make: 'FUJIFILM', model: 'X-T5' });
    expect(await decoded(bytes)).toMatchObject({ format: 'image/webp', width: 40, height: 30 });
  });

  it('reads the size of lossy and lossless WebP', async () => {
    expect(await prepared(WEBP)).toMatchObject({ width: 40, height: 30, bytes: WEBP });
    expect(await prepared(WEBP_LOSSLESS)).toMatchObject({ width: 20, height: 10, bytes: WEBP_LOSSLESS });
  });
});

describe('refusing uploads', () => {
  const refusal = async (bytes: Uint8Array, max = MAX) => {
    const result = await prepareUpload(bytes, max);
    return result.ok ? 'accepted' : result.reason;
  };

  it('refuses an empty file, a file over the limit and a renamed executable', async () => {
    expect(await refusal(new Uint8Array())).toBe('empty');
    expect(await refusal(JPEG, JPEG.length - 1)).toBe('size');
    expect(await refusal(text('MZ\x90\0 this program cannot be run in DOS mode'))).toBe('type');
    expect(await refusal(text('GIF89a'))).toBe('type');
  });

  it('refuses files that start like an image but are cut short or broken', async () => {
    expect(await refusal(JPEG.subarray(0, 100))).toBe('type'); // inside a segment
    expect(await refusal(JPEG.subarray(0, JPEG.length - 2))).toBe('type'); // no EOI
    expect(await refusal(jpegWith(JPEG, new Uint8Array([0xff, 0xe1, 0xff, 0xff, 0x00])))).toBe('type');
    expect(await refusal(PNG.subarray(0, 60))).toBe('type');
    expect(await refusal(PNG.subarray(0, PNG.length - 12))).toBe('type'); // no IEND
    expect(await refusal(WEBP.subarray(0, 80))).toBe('type'); // RIFF size past the end
    expect(await refusal(text('RIFF\x04\0\0\0WEBP'))).toBe('type'); // no image chunk
  });
});
