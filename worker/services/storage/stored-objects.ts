import { eq, inArray, sql } from 'drizzle-orm';
import { type ObjectKind, storedObjects } from '../../../db/schema';
import type { Db } from '../../env';

// Every object the site keeps in R2 has a row here with its SHA-256 and size: the integrity
// scan compares them with what R2 holds, and a quarantined file is restored checked against
// them. docs/rules.md "Files and their fingerprints".

export const hex = (digest: ArrayBuffer) =>
  [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
}

// Reads a stream once, hashing it as it goes, so an object too large to hold in memory
// (a recording, a print master) is fingerprinted at a steady few kilobytes.
export async function sha256OfStream(stream: ReadableStream<Uint8Array>): Promise<{ sha256: string; size: number }> {
  const digest = new crypto.DigestStream('SHA-256');
  let size = 0;
  await stream
    .pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    )
    .pipeTo(digest);
  return { sha256: hex(await digest.digest), size };
}

// A body on its way to R2 (a multipart part streamed from the request), hashed as it passes,
// so the Worker still never holds it. The stream keeps the length R2 needs to be told.
export function hashedOnTheWay(body: ReadableStream<Uint8Array>, length: number) {
  const digest = new crypto.DigestStream('SHA-256');
  const writer = digest.getWriter();
  const fixed = new FixedLengthStream(length);
  const passed = body
    .pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        async transform(chunk, controller) {
          await writer.write(chunk);
          controller.enqueue(chunk);
        },
        async flush() {
          await writer.close();
        },
      }),
    )
    .pipeTo(fixed.writable);
  const sha256 = passed.then(async () => hex(await digest.digest));
  // Read only once R2 took the part; a failed upload is the caller's error, not this one's.
  sha256.catch(() => undefined);
  return { stream: fixed.readable, sha256 };
}

// A multipart object read back once: its whole hash and each part's (parts of `partBytes`,
// the last shorter), to compare with the parts' hashes recorded as they arrived.
export async function sha256OfParts(
  stream: ReadableStream<Uint8Array>,
  partBytes: number,
): Promise<{ sha256: string; size: number; parts: string[] }> {
  const whole = new crypto.DigestStream('SHA-256');
  const wholeWriter = whole.getWriter();
  const parts: string[] = [];
  let part = new crypto.DigestStream('SHA-256');
  let partWriter = part.getWriter();
  let inPart = 0;
  let size = 0;
  const endPart = async () => {
    await partWriter.close();
    parts.push(hex(await part.digest));
    part = new crypto.DigestStream('SHA-256');
    partWriter = part.getWriter();
    inPart = 0;
  };
  for await (const chunk of stream) {
    await wholeWriter.write(chunk);
    size += chunk.byteLength;
    for (let at = 0; at < chunk.byteLength; ) {
      const taken = Math.min(chunk.byteLength - at, partBytes - inPart);
      await partWriter.write(chunk.subarray(at, at + taken));
      inPart += taken;
      at += taken;
      if (inPart === partBytes) await endPart();
    }
  }
  if (inPart > 0 || parts.length === 0) await endPart();
  await wholeWriter.close();
  return { sha256: hex(await whole.digest), size, parts };
}

export type ObjectOwner = { kind: ObjectKind; userId?: number | null };

export type ObjectRecord = ObjectOwner & {
  key: string;
  size: number | null;
  sha256: string | null;
  partSha256?: string[] | null;
};

// Stored again under the same key (a variant remade, a back-filled hash), the row takes the
// new fingerprint and waits for the scan to check it afresh.
export function recordObjectQuery(db: Db, record: ObjectRecord) {
  const values = {
    key: record.key,
    kind: record.kind,
    userId: record.userId ?? null,
    size: record.size,
    sha256: record.sha256,
    partSha256: record.partSha256 ?? null,
  };
  const { key: _key, ...changes } = values;
  return db
    .insert(storedObjects)
    .values(values)
    .onConflictDoUpdate({ target: storedObjects.key, set: { ...changes, checkedAt: null } });
}

export async function recordObject(db: Db, record: ObjectRecord): Promise<void> {
  await recordObjectQuery(db, record);
}

// Puts with the hash, so R2 refuses bytes that arrived damaged, then records the row. An
// object whose row could not be written is still found by the back-fill job through the
// row that points at it.
export async function putObject(
  db: Db,
  bucket: R2Bucket,
  key: string,
  bytes: ArrayBuffer | Uint8Array,
  options: ObjectOwner & { contentType: string },
): Promise<{ sha256: string; size: number }> {
  const sha256 = await sha256Hex(bytes);
  const size = bytes.byteLength;
  await bucket.put(key, bytes, { httpMetadata: { contentType: options.contentType }, sha256 });
  await recordObject(db, { key, kind: options.kind, userId: options.userId, size, sha256 });
  return { sha256, size };
}

export async function objectRecords(db: Db, keys: string[]) {
  if (keys.length === 0) return [];
  return db.select().from(storedObjects).where(inArray(storedObjects.key, keys));
}

export async function objectRecord(db: Db, key: string) {
  const [row] = await db.select().from(storedObjects).where(eq(storedObjects.key, key));
  return row ?? null;
}

// For an upload removed outright (its row was never written), so no row points at nothing.
export async function forgetObjects(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(storedObjects).where(inArray(storedObjects.key, keys));
}

// A multipart upload's row, written when it starts: no size or hash until it is completed, a
// slot per part ('' until that part arrives).
export async function recordUploadStart(db: Db, key: string, owner: ObjectOwner, parts: number): Promise<void> {
  await recordObject(db, { ...owner, key, size: null, sha256: null, partSha256: Array.from({ length: parts }, () => '') });
}

// One statement, so parts arriving at once never overwrite each other's hashes.
export function recordPartQuery(db: Db, key: string, partNumber: number, sha256: string) {
  return db
    .update(storedObjects)
    .set({ partSha256: sql`json_set(coalesce(${storedObjects.partSha256}, '[]'), ${`$[${partNumber - 1}]`}, ${sha256})` })
    .where(eq(storedObjects.key, key));
}
