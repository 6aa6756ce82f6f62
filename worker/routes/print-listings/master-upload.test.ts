import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { printListingSizes, printListings, storedObjects } from '../../../db/schema';
import type { PrintListing } from '../../contract/print-listings';
import { MASTER_PART_BYTES } from '../../domain/prints';
import { ORIGIN, db, makeChallenge, makeEntry, makeUser, present, request, send, setFlag, subscribe } from '../../test/helpers';
import { inQuarantine, recordOf } from '../../test/quarantine';
import { sha256Hex } from '../../services/storage/stored-objects';

// A PNG whose header says `width` × `height`, padded to `bytes`: the master's reader needs
// only the header, so the rest can be anything.
function pngOf(width: number, height: number, bytes: number) {
  const file = new Uint8Array(bytes);
  file.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(file.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return file;
}

// A JPEG header: SOI, two APP1 segments (more than the reader's first 64 KB window) to
// walk past, then SOF0 with the size.
function jpegOf(width: number, height: number, bytes: number) {
  const file = new Uint8Array(bytes);
  const second = 2 + 2 + 0xffff;
  const sof = second + 2 + 0x1000;
  file.set([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]);
  file.set([0xff, 0xe1, 0x10, 0x00], second);
  file.set([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff], sof);
  return file;
}

async function sellerWithListing() {
  const me = await makeUser({ emailVerifiedAt: new Date() });
  await subscribe(me.user.id, 'print_user');
  const creator = await makeUser();
  const challenge = await makeChallenge('completed', { creatorId: creator.user.id, resultsAt: new Date() });
  const entry = await makeEntry(challenge.id, me.user.id);
  const listing = (await (
    await send('POST', '/api/print-listings', { submissionId: entry.id }, me.cookie)
  ).json()) as PrintListing;
  return { ...me, listing };
}

const putPart = (cookie: string, id: number, n: number, body: Uint8Array, length = body.length) =>
  request(`/api/print-listings/${id}/master/parts/${n}`, {
    method: 'PUT',
    cookie,
    headers: { Origin: ORIGIN, 'Content-Type': 'application/octet-stream', 'Content-Length': String(length) },
    body,
  });

const mastersStored = async () => (await env.PHOTOS.list({ prefix: 'masters/' })).objects.length;

beforeAll(() => setFlag('print_upload_enabled', true));

describe("a print master's upload", () => {
  it('starts, takes two parts, resumes with the parts done, completes with the pixel size, and is never served publicly', async () => {
    const { cookie, listing, user } = await sellerWithListing();
    const file = pngOf(4000, 3000, MASTER_PART_BYTES + 1000);
    const start = () =>
      send('POST', `/api/print-listings/${listing.id}/master`, { bytes: file.length, contentType: 'image/png' }, cookie);
    const started = (await (await start()).json()) as PrintListing;
    const upload = present(started.upload, 'the upload');
    expect(upload).toMatchObject({ bytes: file.length, partBytes: MASTER_PART_BYTES, totalParts: 2, partsDone: [] });

    const last = await putPart(cookie, listing.id, 2, file.subarray(MASTER_PART_BYTES));
    expect(last.status).toBe(200);
    expect(await last.json()).toEqual({ partNumber: 2, partsDone: [2] });
    // Each part's hash is recorded as it arrives; the file has no size or hash until completed.
    const uploadKey = present((await db().query.printListings.findFirst({ where: eq(printListings.id, listing.id) }))?.uploadKey);
    const partHashes = [await sha256Hex(file.subarray(0, MASTER_PART_BYTES)), await sha256Hex(file.subarray(MASTER_PART_BYTES))];
    expect(await recordOf(uploadKey)).toMatchObject({
      kind: 'print_master',
      size: null,
      sha256: null,
      partSha256: ['', partHashes[1]],
    });
    // A reload: the same file starts again and learns part 2 is there.
    const resumed = (await (await start()).json()) as PrintListing;
    expect(resumed.upload).toMatchObject({ uploadId: upload.uploadId, partsDone: [2] });
    const early = await send('POST', `/api/print-listings/${listing.id}/master/complete`, {}, cookie);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: 'Parts still to upload: 1' });
    // The first part must be exactly one part's size.
    expect((await putPart(cookie, listing.id, 1, file.subarray(0, 1000))).status).toBe(400);
    expect((await putPart(cookie, listing.id, 1, file.subarray(0, MASTER_PART_BYTES))).status).toBe(200);

    const done = await send('POST', `/api/print-listings/${listing.id}/master/complete`, {}, cookie);
    expect(done.status).toBe(200);
    const completed = (await done.json()) as PrintListing;
    expect(completed).toMatchObject({ master: { width: 4000, height: 3000, bytes: file.length }, upload: null });
    expect(completed.readiness.find((r) => r.size === '8x10')).toMatchObject({ readiness: 'recommended' });
    const row = present(await db().query.printListings.findFirst({ where: eq(printListings.id, listing.id) }));
    const key = present(row.masterKey, 'the master key');
    expect(key.startsWith(`masters/${listing.id}/`)).toBe(true);
    expect((await env.PHOTOS.head(key))?.size).toBe(file.length);
    expect((await request(`/api/uploads/${key}`)).status).toBe(404);
    expect((await request(`/api/uploads/${encodeURIComponent(key)}`)).status).toBe(404);
    // Its fingerprint: the whole file's hash, read back once, and each part's.
    expect(key).toBe(uploadKey);
    expect(await recordOf(key)).toMatchObject({
      kind: 'print_master',
      userId: user.id,
      size: file.length,
      sha256: await sha256Hex(file),
      partSha256: partHashes,
    });
  });

  it('refuses to complete a master whose joined file differs from the parts that arrived, keeping nothing', async () => {
    const { cookie, listing } = await sellerWithListing();
    const file = pngOf(4000, 3000, 2000);
    await send('POST', `/api/print-listings/${listing.id}/master`, { bytes: file.length, contentType: 'image/png' }, cookie);
    expect((await putPart(cookie, listing.id, 1, file)).status).toBe(200);
    const uploadKey = present((await db().query.printListings.findFirst({ where: eq(printListings.id, listing.id) }))?.uploadKey);
    // As if the part had changed in storage between its arrival and the join.
    await db()
      .update(storedObjects)
      .set({ partSha256: ['0'.repeat(64)] })
      .where(eq(storedObjects.key, uploadKey));
    const done = await send('POST', `/api/print-listings/${listing.id}/master/complete`, {}, cookie);
    expect(done.status).toBe(409);
    expect(await done.json()).toMatchObject({ message: 'The file changed on its way here: upload it again' });
    const row = present(await db().query.printListings.findFirst({ where: eq(printListings.id, listing.id) }));
    expect(row).toMatchObject({ masterKey: null, uploadId: null });
    expect(await env.PHOTOS.head(uploadKey)).toBeNull();
    expect(await recordOf(uploadKey)).toBeNull();
  });

  it('refuses a part over the cap before storing anything, and a master over 100 MB at the start', async () => {
    const { cookie, listing } = await sellerWithListing();
    const huge = await send(
      'POST',
      `/api/print-listings/${listing.id}/master`,
      { bytes: 100_000_001, contentType: 'image/jpeg' },
      cookie,
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: 'Print masters must be 100 MB or smaller' });
    await send(
      'POST',
      `/api/print-listings/${listing.id}/master`,
      { bytes: 3 * MASTER_PART_BYTES, contentType: 'image/jpeg' },
      cookie,
    );
    const before = await mastersStored();
    const over = await putPart(cookie, listing.id, 1, new Uint8Array(16), MASTER_PART_BYTES + 1);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const row = present(await db().query.printListings.findFirst({ where: eq(printListings.id, listing.id) }));
    const parts = await db().query.printMasterParts.findMany({ where: (p, { eq: is }) => is(p.listingId, listing.id) });
    expect(parts).toEqual([]);
    expect(await mastersStored()).toBe(before);
    expect(row.masterKey).toBeNull();
    // Abandoning the upload clears it.
    const aborted = (await (
      await send('DELETE', `/api/print-listings/${listing.id}/master/upload`, undefined, cookie)
    ).json()) as PrintListing;
    expect(aborted.upload).toBeNull();
    expect(await recordOf(present(row.uploadKey))).toBeNull();
  });

  it('forgets an upload the store has dropped (R2 aborts unfinished ones after 7 days), so choosing the file starts afresh', async () => {
    const { cookie, listing } = await sellerWithListing();
    const file = pngOf(4000, 3000, 1000);
    const start = () =>
      send('POST', `/api/print-listings/${listing.id}/master`, { bytes: file.length, contentType: 'image/png' }, cookie);
    const first = present(((await (await start()).json()) as PrintListing).upload, 'the upload');
    const row = present(await db().query.printListings.findFirst({ where: eq(printListings.id, listing.id) }));
    await env.PHOTOS.resumeMultipartUpload(present(row.uploadKey), first.uploadId).abort();

    const gone = await putPart(cookie, listing.id, 1, file);
    expect(gone.status).toBe(409);
    expect(await gone.json()).toMatchObject({ message: 'This upload can no longer be continued: start it again' });
    const again = present(((await (await start()).json()) as PrintListing).upload, 'the new upload');
    expect(again.uploadId).not.toBe(first.uploadId);
    expect((await putPart(cookie, listing.id, 1, file)).status).toBe(200);
    expect((await send('POST', `/api/print-listings/${listing.id}/master/complete`, {}, cookie)).status).toBe(200);
  });

  it('reads a JPEG past its metadata, and refuses a master too small for every size, naming the pixels needed', async () => {
    const { cookie, listing } = await sellerWithListing();
    const upload = async (file: Uint8Array, contentType: string) => {
      await send('POST', `/api/print-listings/${listing.id}/master`, { bytes: file.length, contentType }, cookie);
      expect((await putPart(cookie, listing.id, 1, file)).status).toBe(200);
      return send('POST', `/api/print-listings/${listing.id}/master/complete`, {}, cookie);
    };
    const small = await upload(pngOf(600, 400, 2000), 'image/png');
    expect(small.status).toBe(400);
    expect(await small.json()).toMatchObject({
      message:
        'This master is 600 × 400 pixels, too small to print: the smallest print (5x7) needs at least 750 × 1050 pixels (150 DPI)',
    });
    const jpeg = await upload(jpegOf(3000, 2400, 200_000), 'image/jpeg');
    expect(jpeg.status).toBe(200);
    expect(await jpeg.json()).toMatchObject({ master: { width: 3000, height: 2400 } });

    // A new, smaller master replaces the old one (to quarantine) and drops sizes it cannot print.
    await db()
      .insert(printListingSizes)
      .values([
        { listingId: listing.id, size: '8x10', priceCents: 1599 },
        { listingId: listing.id, size: '16x20', priceCents: 6000 },
      ]);
    const old = present((await db().query.printListings.findFirst({ where: eq(printListings.id, listing.id) }))?.masterKey);
    const replaced = await upload(pngOf(1500, 1200, 3000), 'image/png');
    expect(((await replaced.json()) as PrintListing).sizes).toEqual([{ size: '8x10', priceCents: 1599 }]);
    expect(await inQuarantine(old)).toMatchObject({
      kind: 'print_master',
      subjectType: 'print_listing',
      subjectId: listing.id,
      reason: 'Replaced by a new print master',
      kept: true,
      leftBehind: false,
    });
  });
});
