import { ascii, concat } from './images';

// Builders that add the metadata a camera or an editor writes, so tests can check exactly
// what cleaning removes.

type Value = { ascii: string } | { short: number[] } | { long: number } | { rational: [number, number][] };
type Ifd = Record<number, Value>;

const EXIF_POINTER = 0x8769;
const GPS_POINTER = 0x8825;

function bigEndian(size: number, write: (view: DataView) => void) {
  const view = new DataView(new ArrayBuffer(size));
  write(view);
  return new Uint8Array(view.buffer);
}

// TIFF field types: 2 ASCII, 3 SHORT, 4 LONG, 5 RATIONAL.
function encodeValue(value: Value): { type: number; count: number; data: Uint8Array } {
  if ('ascii' in value) return { type: 2, count: value.ascii.length + 1, data: ascii(`${value.ascii}\0`) };
  if ('long' in value) return { type: 4, count: 1, data: bigEndian(4, (v) => v.setUint32(0, value.long)) };
  if ('short' in value) {
    const data = bigEndian(value.short.length * 2, (v) => {
      for (const [i, n] of value.short.entries()) v.setUint16(i * 2, n);
    });
    return { type: 3, count: value.short.length, data };
  }
  const data = bigEndian(value.rational.length * 8, (v) => {
    for (const [i, [num, den]] of value.rational.entries()) {
      v.setUint32(i * 8, num);
      v.setUint32(i * 8 + 4, den);
    }
  });
  return { type: 5, count: value.rational.length, data };
}

// One IFD at `start`: entries sorted by tag, values over 4 bytes placed right after it.
function encodeIfd(ifd: Ifd, start: number): Uint8Array {
  const tags = Object.keys(ifd)
    .map(Number)
    .sort((a, b) => a - b);
  const view = new DataView(new ArrayBuffer(2 + tags.length * 12 + 4));
  const extra: Uint8Array[] = [];
  let dataOffset = start + view.byteLength;
  view.setUint16(0, tags.length);
  tags.forEach((tag, i) => {
    const value = ifd[tag];
    if (!value) throw new Error(`IFD has no value for tag ${tag}`);
    const { type, count, data } = encodeValue(value);
    const at = 2 + i * 12;
    view.setUint16(at, tag);
    view.setUint16(at + 2, type);
    view.setUint32(at + 4, count);
    if (data.length <= 4) new Uint8Array(view.buffer).set(data, at + 8);
    else {
      view.setUint32(at + 8, dataOffset);
      extra.push(data);
      dataOffset += data.length;
    }
  });
  return concat(new Uint8Array(view.buffer), ...extra);
}

// A big-endian TIFF stream: IFD0, then the Exif IFD and the GPS IFD that IFD0 points at.
export function buildTiff(ifd0: Ifd, exif: Ifd, gps?: Ifd): Uint8Array {
  const withPointers = (exifAt: number, gpsAt: number): Ifd => {
    const pointers: Ifd = { [EXIF_POINTER]: { long: exifAt } };
    if (gps) pointers[GPS_POINTER] = { long: gpsAt };
    return { ...ifd0, ...pointers };
  };
  const ifd0Size = encodeIfd(withPointers(0, 0), 8).length;
  const exifBytes = encodeIfd(exif, 8 + ifd0Size);
  const gpsAt = 8 + ifd0Size + exifBytes.length;
  const header = new Uint8Array([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]);
  return concat(
    header,
    encodeIfd(withPointers(8 + ifd0Size, gpsAt), 8),
    exifBytes,
    gps ? encodeIfd(gps, gpsAt) : new Uint8Array(),
  );
}

// Paris, 48°51'29.52" N 2°17'40.2" E: the bytes of its latitude must not survive cleaning.
const PARIS_LATITUDE: [number, number][] = [
  [48, 1],
  [51, 1],
  [2952, 100],
];
const GPS_IFD: Ifd = {
  1: { ascii: 'N' },
  2: { rational: PARIS_LATITUDE },
  3: { ascii: 'E' },
  4: {
    rational: [
      [2, 1],
      [17, 1],
      [402, 10],
    ],
  },
};
export const latitudeBytes = () => encodeValue({ rational: PARIS_LATITUDE }).data;

// TIFF tag numbers, as the specifications write them.
const TAG = {
  Make: 0x010f,
  Model: 0x0110,
  Orientation: 0x0112,
  ExposureTime: 0x829a,
  FNumber: 0x829d,
  ISO: 0x8827,
  DateTimeOriginal: 0x9003,
  OffsetTimeOriginal: 0x9011,
  FocalLength: 0x920a,
  FocalLengthIn35mmFormat: 0xa405,
  LensModel: 0xa434,
} as const;

export const CAMERA_TIFF = (orientation: number) =>
  buildTiff(
    { [TAG.Make]: { ascii: 'FUJIFILM' }, [TAG.Model]: { ascii: 'X-T5' }, [TAG.Orientation]: { short: [orientation] } },
    {
      [TAG.ExposureTime]: { rational: [[1, 250]] },
      [TAG.FNumber]: { rational: [[28, 10]] },
      [TAG.ISO]: { short: [400] },
      [TAG.DateTimeOriginal]: { ascii: '2024:05:01 14:03:22' },
      [TAG.OffsetTimeOriginal]: { ascii: '+02:00' },
      [TAG.FocalLength]: { rational: [[35, 1]] },
      [TAG.FocalLengthIn35mmFormat]: { short: [53] },
      [TAG.LensModel]: { ascii: 'XF35mmF1.4 R' },
    },
    GPS_IFD,
  );

export const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description exif:GPSLatitude="48,51.492N"/></x:xmpmeta>';

export function jpegSegment(marker: number, payload: Uint8Array) {
  const length = payload.length + 2;
  return concat(new Uint8Array([0xff, marker, length >> 8, length & 0xff]), payload);
}

// Segments go right after SOI, where cameras write them.
export const jpegWith = (jpeg: Uint8Array, ...segments: Uint8Array[]) =>
  concat(jpeg.subarray(0, 2), ...segments, jpeg.subarray(2));

// Chunks go right after IHDR (signature 8 bytes + IHDR 25 bytes).
export const pngWith = (png: Uint8Array, ...chunks: Uint8Array[]) => concat(png.subarray(0, 33), ...chunks, png.subarray(33));

const le32 = (n: number) => new Uint8Array([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24]);
const riffChunk = (type: string, data: Uint8Array) =>
  concat(ascii(type), le32(data.length), data, data.length % 2 ? new Uint8Array(1) : new Uint8Array());

// The extended format a camera app or editor writes: VP8X announcing EXIF and XMP,
// the image, then the metadata chunks.
export function webpWithMetadata(simple: Uint8Array, width: number, height: number, exif: Uint8Array, xmp: string) {
  const canvas = new Uint8Array(10);
  canvas[0] = 0x08 | 0x04; // EXIF and XMP flags
  canvas.set(le32(width - 1).subarray(0, 3), 4);
  canvas.set(le32(height - 1).subarray(0, 3), 7);
  const body = concat(
    ascii('WEBP'),
    riffChunk('VP8X', canvas),
    simple.subarray(12),
    riffChunk('EXIF', exif),
    riffChunk('XMP ', ascii(xmp)),
  );
  return concat(ascii('RIFF'), le32(body.length), body);
}
