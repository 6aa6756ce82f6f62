// Small real images (made once with sharp), an image of any size, and a broken Images binding.

const base64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
export const ascii = (text: string) => new TextEncoder().encode(text);

// 64 × 48 baseline JPEG with no metadata at all.
export const JPEG = base64(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAEADASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAAAwQFBv/EABcQAAMBAAAAAAAAAAAAAAAAAAACA2H/xAAXAQEBAQEAAAAAAAAAAAAAAAADBQIH/8QAFhEBAQEAAAAAAAAAAAAAAAAAAwAC/9oADAMBAAIRAxEAPwDgllgyyKVlgqywt6SElp1lgyywoWWDLLANJUiWnWWDLLChZYMssB0lSJaZZYMssKVlgyywHSVIlsRZYMssKFlgyyw3pLmxLTrLBllhQshllgOkqRLTrLBVlhSssGWWA6SpEtMssGWWFKywZZYDpKkS2IssGWWFCywZZYb0lzUlp1lgyywoWQyywHSVMlp1lgqywpWWDLLAdJUiWmWQyywpWWDLLAdJUiW//9k=',
);
// 40 × 30 palette PNG.
export const PNG = base64(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeBAMAAACs80HuAAAAMFBMVEUmI4BuHoAmYYAm0oBrXoCvIYAimoDlI4DiZoClmoBlmoBr0oCnX4Co0oDi0oDinoAGUlDhAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABmUlEQVQokVXMMWvCQBjG8TP4ARSSPT1Ch66BDHVRuUXJ4nC0g1MKGdxL8gWKGQpZHJpWEVQEz7GTHg6CAQsHnaWcnTvUrHWolktSmz7jn9/7AhCvKKZgjLHjOE7ScjkRGxjjq6tTLBQEVP7HRCpKNuaAkA1xfpv9KWgDp/W3ycXiEit/UlVVtVyR5eIyDMPwru06QJIkKZ/Py5XKqtlsNt1r12kDCFVVrZaRjOQlY2HYbnsugFCC8ExDSF6xMFyv157rAShWrSKE0Ioxdu95XhI1TUPINE3GhEwjhCiuLCsvtAs0qpmdFxZDD8Dzc8saDEajUc3sdoPXV9/3gG1ZljUg9XptUkua7wPbtu3xeEAI6QRBN3jo+1/HONpjQgiZTIKg3z8ej0kct1qEPD4GQVozUtT9/iRbLVGF7KfSMAx9OJ1OZ7PZZrP5iKIoAvrNjXGpD+fzOX3qbfj34XA4AF03dH04p5Q+cd573253ux3Q4z1TSukb5/xzF6WxVCpRulgsOOfbz5N8FvItkacoJBVym/kZy/g8lj/UOxF2aPVUZwAAAABJRU5ErkJggg==',
);
// 40 × 30 lossy WebP (a single VP8 chunk).
export const WEBP = base64(
  'UklGRpoAAABXRUJQVlA4II4AAABQBQCdASooAB4APsFMn0unuCKhurZoAwAYCWozgX//WDE8lYZmhtH5AArKPXe/N6owOQAA/u3l4n86h6if6reS6qD87fk8TtvFACcf6zSZr7mbAPq3t8w0LSOzivO1TVC57uQhfCyo/4rf/Z1X/UTKeKJ3rpetsk5I53ICcPKSLWx0MCUgYjM86Ri8AAAA',
);
// 20 × 10 lossless WebP (a single VP8L chunk).
export const WEBP_LOSSLESS = base64(
  'UklGRkAAAABXRUJQVlA4TDQAAAAvE0ACALkyRPQ/dhHR/4CatpEkQ1gyyx/ce9XVatu2YUNOGc0BjAnIDwAKgAIAhRohXv4P',
);

// Stands in for the Images binding when Cloudflare Images is down or refuses the file.
export const brokenImages = {
  input: () => {
    throw new Error('Images unavailable');
  },
} as unknown as ImagesBinding;

export const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
};

export const contains = (haystack: Uint8Array, needle: Uint8Array) =>
  haystack.some((_, i) => needle.every((byte, j) => haystack[i + j] === byte));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crcEntry = (index: number) => {
  const entry = CRC_TABLE[index];
  if (entry === undefined) throw new Error(`CRC table has no entry ${index}`);
  return entry;
};
const crc32 = (bytes: Uint8Array) =>
  (bytes.reduce((c, b) => crcEntry((c ^ b) & 0xff) ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

export function pngChunk(type: string, data: Uint8Array) {
  const body = concat(ascii(type), data);
  const frame = new DataView(new ArrayBuffer(8));
  frame.setUint32(0, data.length);
  frame.setUint32(4, crc32(body));
  return concat(new Uint8Array(frame.buffer, 0, 4), body, new Uint8Array(frame.buffer, 4, 4));
}

// A solid grey PNG of any size, for checking that variants really shrink big photos.
export async function solidPng(width: number, height: number) {
  const rows = new Uint8Array((width * 3 + 1) * height).fill(128);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0; // filter type: none
  const deflated = new Uint8Array(
    await new Response(new Blob([rows]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer(),
  );
  const ihdr = new DataView(new ArrayBuffer(13));
  ihdr.setUint32(0, width);
  ihdr.setUint32(4, height);
  ihdr.setUint8(8, 8); // bit depth
  ihdr.setUint8(9, 2); // truecolour
  return concat(
    PNG.subarray(0, 8),
    pngChunk('IHDR', new Uint8Array(ihdr.buffer)),
    pngChunk('IDAT', deflated),
    pngChunk('IEND', new Uint8Array()),
  );
}
