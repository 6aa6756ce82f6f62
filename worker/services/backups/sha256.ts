// SHA-256 whose running state can be saved and taken up again: a backup or a restore hashes
// a table across many cron ticks, and Web Crypto's digest (and DigestStream) can neither be
// fed in pieces across requests nor have its state kept in a row. The result is the plain
// SHA-256 of all the bytes given, the same as `sha256sum` of the file (tests check it
// against crypto.subtle). Plain code with no imports: `npm run restore` runs it under Node.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

// What is kept between ticks: the eight words, the bytes of an unfinished block (hex) and the
// length so far.
export type HashState = { h: number[]; tail: string; length: number };

export const newHashState = (): HashState => ({ h: [...INITIAL], tail: '', length: 0 });

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

function compress(h: Uint32Array, block: DataView, offset: number, w: Uint32Array) {
  for (let i = 0; i < 16; i++) w[i] = block.getUint32(offset + i * 4);
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15] as number;
    const b = w[i - 2] as number;
    const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
    const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
    w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0;
  }
  let [a, b, c, d, e, f, g, hh] = h as unknown as number[] as [number, number, number, number, number, number, number, number];
  for (let i = 0; i < 64; i++) {
    const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[i] as number) + (w[i] as number)) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = (h[0] as number) + a;
  h[1] = (h[1] as number) + b;
  h[2] = (h[2] as number) + c;
  h[3] = (h[3] as number) + d;
  h[4] = (h[4] as number) + e;
  h[5] = (h[5] as number) + f;
  h[6] = (h[6] as number) + g;
  h[7] = (h[7] as number) + hh;
}

// The state after `bytes` more; the state given is left as it was.
export function hashUpdate(state: HashState, bytes: Uint8Array): HashState {
  const h = Uint32Array.from(state.h);
  const tail = fromHex(state.tail);
  const joined = new Uint8Array(tail.length + bytes.length);
  joined.set(tail);
  joined.set(bytes, tail.length);
  const view = new DataView(joined.buffer);
  const w = new Uint32Array(64);
  const whole = joined.length - (joined.length % 64);
  for (let offset = 0; offset < whole; offset += 64) compress(h, view, offset, w);
  return { h: Array.from(h), tail: toHex(joined.subarray(whole)), length: state.length + bytes.length };
}

// The hex digest of everything the state has been given.
export function hashDigest(state: HashState): string {
  const bits = state.length * 8;
  const tailLength = state.tail.length / 2;
  const padded = new Uint8Array(Math.ceil((tailLength + 9) / 64) * 64 - tailLength);
  padded[0] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(padded.length - 4, bits >>> 0);
  const h = hashUpdate({ ...state, length: 0 }, padded).h;
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (const [i, word] of h.entries()) outView.setUint32(i * 4, word);
  return toHex(out);
}
