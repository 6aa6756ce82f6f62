import { RECORDING_PART_BYTES } from '../../domain/webinars';
import type { Sink } from './webm/remux';
import type { Source } from './webm/source';
import { hex, sha256Hex } from '../storage/stored-objects';

// An R2 object read by byte range, for the remuxer.
export async function r2Source(bucket: R2Bucket, key: string): Promise<Source | null> {
  const head = await bucket.head(key);
  if (!head) return null;
  return {
    size: head.size,
    read: async (offset, length) => {
      const object = await bucket.get(key, { range: { offset, length } });
      if (!object) throw new Error(`${key} is gone`);
      return new Uint8Array(await object.arrayBuffer());
    },
  };
}

// An R2 object written in order through a multipart upload, in equal parts but the last (as
// R2 wants): at most one part is held in memory. Every byte passes through the whole file's
// hash once on its way, and each part is hashed as it is sent, so closing answers the
// object's fingerprint without reading it back.
export async function r2Sink(bucket: R2Bucket, key: string, contentType: string) {
  const upload = await bucket.createMultipartUpload(key, { httpMetadata: { contentType } });
  const parts: R2UploadedPart[] = [];
  const partSha256: string[] = [];
  const whole = new crypto.DigestStream('SHA-256');
  const hashing = whole.getWriter();
  let size = 0;
  let buffer = new Uint8Array(RECORDING_PART_BYTES);
  let filled = 0;
  const send = async (bytes: Uint8Array) => {
    partSha256.push(await sha256Hex(bytes));
    parts.push(await upload.uploadPart(parts.length + 1, bytes));
  };
  const sink: Sink = {
    async write(bytes) {
      await hashing.write(bytes);
      size += bytes.byteLength;
      let at = 0;
      while (at < bytes.length) {
        const taken = Math.min(bytes.length - at, RECORDING_PART_BYTES - filled);
        buffer.set(bytes.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
        if (filled === RECORDING_PART_BYTES) {
          await send(buffer);
          buffer = new Uint8Array(RECORDING_PART_BYTES);
          filled = 0;
        }
      }
    },
  };
  return {
    sink,
    // The last part (what is left), then the object, with its fingerprint.
    close: async () => {
      if (filled > 0 || parts.length === 0) await send(buffer.slice(0, filled));
      await upload.complete(parts);
      await hashing.close();
      return { size, sha256: hex(await whole.digest), partSha256 };
    },
    abort: () => upload.abort(),
  };
}
