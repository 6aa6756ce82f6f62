import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, integrityFindings, integrityScans, quarantinedObjects, submissions, votes } from '../../../db/schema';
import { PHOTO_MAX_BYTES } from '../../contract/files';
import { prepareUpload } from '../../services/images/prepare-upload';
import { storePhoto } from '../../services/images/store-photo';
import { photoKey, variantKey } from '../../services/images/variants';
import { REPLACED_BY_ORIGINAL } from '../../services/recovery/originals';
import { quarantineObjects } from '../../services/storage/quarantine';
import { ORIGIN, db, makeChallenge, makeUser, present, request } from '../../test/helpers';
import { ascii, JPEG, PNG } from '../../test/images';

let n = 0;
const freshIp = () => `198.51.${n % 250}.${n++ % 250}`;

function bring(file: Uint8Array | null, ip = freshIp(), type = 'image/jpeg') {
  const form = new FormData();
  if (file) form.append('photo', new Blob([file as Uint8Array<ArrayBuffer>], { type }), 'original.jpg');
  return request('/api/recover-photos', { method: 'POST', headers: { Origin: ORIGIN, 'CF-Connecting-IP': ip }, body: form });
}

// A live entry stored as an upload stores it, its original's hash recorded, with a vote and a
// comment from others. The original is made unique to the test by a trailing comment segment.
async function entryWithOriginal(original: Uint8Array, title = 'Harbour at dawn') {
  const challenge = await makeChallenge('voting');
  const { user } = await makeUser();
  const { user: voter } = await makeUser();
  const prepared = await prepareUpload(original, PHOTO_MAX_BYTES);
  if (!prepared.ok) throw new Error('the test photo was refused');
  const stored = await storePhoto(env, prepared, { db: db(), kind: 'photo', userId: user.id });
  const [entry] = await db()
    .insert(submissions)
    .values({
      challengeId: challenge.id,
      userId: user.id,
      title,
      altText: 'Boats in a misty harbour',
      filename: stored.filename,
      imageUrl: stored.url,
      originalSha256: prepared.originalSha256,
    })
    .returning();
  const row = present(entry, 'the entry');
  await db()
    .insert(votes)
    .values({ submissionId: row.id, voterId: voter.id, challengeId: challenge.id, score: 8, updatedAt: new Date() });
  await db().insert(comments).values({ submissionId: row.id, userId: voter.id, body: 'Lovely light' });
  return { entry: row, user, challenge };
}

// Each original differs from every other test's by a JPEG comment the cleaning drops.
const uniqueJpeg = () => {
  const note = ascii(`test ${Date.now()} ${n++}`);
  const segment = new Uint8Array([0xff, 0xfe, 0, note.length + 2, ...note]);
  const out = new Uint8Array(JPEG.length + segment.length);
  out.set(JPEG.subarray(0, 2));
  out.set(segment, 2);
  out.set(JPEG.subarray(2), 2 + segment.length);
  return out;
};

async function finding(key: string, problem: 'missing' | 'hash', userId: number) {
  const [scan] = await db()
    .insert(integrityScans)
    .values({ trigger: 'manual', status: 'done', startedAt: new Date() })
    .returning();
  await db()
    .insert(integrityFindings)
    .values({ scanId: present(scan, 'the scan').id, key, kind: 'photo', userId, problem });
}

const entryNow = async (id: number) =>
  present((await db().select().from(submissions).where(eq(submissions.id, id)))[0], 'the entry');

describe('POST /api/recover-photos', () => {
  it('restores a damaged photo from its original: same entry, votes and comments, a new file, the old one quarantined', async () => {
    const original = uniqueJpeg();
    const { entry, user } = await entryWithOriginal(original);
    const oldKey = photoKey(entry.filename);
    await env.PHOTOS.put(oldKey, ascii('bit rot'));
    await finding(oldKey, 'hash', user.id);

    const res = await bring(original);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { outcome: string; photos: unknown[]; message: string };
    expect(body).toEqual({
      outcome: 'restored',
      message: 'Your photo is back, with its votes, comments and place.',
      photos: [{ id: entry.id, title: 'Harbour at dawn', url: `/photo/${entry.id}?type=standard` }],
    });

    const after = await entryNow(entry.id);
    expect(after.filename).not.toBe(entry.filename);
    expect(after.imageUrl).toBe(`/api/uploads/photos/${after.filename}`);
    expect(after).toMatchObject({ status: 'active', title: entry.title, originalSha256: entry.originalSha256 });
    const served = await request(after.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(await db().select().from(votes).where(eq(votes.submissionId, entry.id))).toHaveLength(1);
    expect(await db().select().from(comments).where(eq(comments.submissionId, entry.id))).toHaveLength(1);

    expect(await env.PHOTOS.head(oldKey)).toBeNull();
    const quarantined = await db().select().from(quarantinedObjects).where(eq(quarantinedObjects.subjectId, entry.id));
    expect(quarantined.map((row) => row.key).sort()).toEqual(
      [oldKey, variantKey('display', entry.filename), variantKey('thumb', entry.filename)].sort(),
    );
    expect(quarantined.every((row) => row.reason === REPLACED_BY_ORIGINAL && row.subjectType === 'submission')).toBe(true);
    const [resolved] = await db().select().from(integrityFindings).where(eq(integrityFindings.key, oldKey));
    expect(present(resolved, 'the finding').resolvedAt).not.toBeNull();

    const again = await bring(original);
    expect(await again.json()).toMatchObject({ outcome: 'fine', photos: [] });
  });

  it('restores a photo whose file was taken into quarantine while the entry stayed up', async () => {
    const original = uniqueJpeg();
    const { entry, user } = await entryWithOriginal(original, 'Fog and ferries');
    await quarantineObjects(
      db(),
      env.PHOTOS,
      [{ key: photoKey(entry.filename), kind: 'photo', userId: user.id }],
      'orphan sweep',
      null,
      new Date(),
    );
    expect((await request(entry.imageUrl)).status).toBe(404);

    const res = await bring(original);
    expect(await res.json()).toMatchObject({ outcome: 'restored', photos: [{ id: entry.id, title: 'Fog and ferries' }] });
    const after = await entryNow(entry.id);
    expect(after.filename).not.toBe(entry.filename);
    expect((await request(after.imageUrl)).status).toBe(200);
  });

  it('changes nothing for a different file, and says what to do next', async () => {
    const original = uniqueJpeg();
    const { entry, user } = await entryWithOriginal(original);
    await env.PHOTOS.delete(photoKey(entry.filename));
    await finding(photoKey(entry.filename), 'missing', user.id);

    for (const other of [uniqueJpeg(), PNG]) {
      const res = await bring(other);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { outcome: string; message: string; photos: unknown[] };
      expect(body).toMatchObject({ outcome: 'unknown', photos: [] });
      expect(body.message).toMatch(/emergency recovery/);
    }
    expect(await entryNow(entry.id)).toEqual(entry);
    const [open] = await db()
      .select()
      .from(integrityFindings)
      .where(eq(integrityFindings.key, photoKey(entry.filename)));
    expect(present(open, 'the finding').resolvedAt).toBeNull();
  });

  it('leaves a photo that is fine alone, and a removed entry out of it', async () => {
    const original = uniqueJpeg();
    const { entry } = await entryWithOriginal(original);
    const objects = (await env.PHOTOS.list({ prefix: 'photos/' })).objects.length;
    const res = await bring(original);
    expect(await res.json()).toEqual({
      outcome: 'fine',
      message: 'This photo is safe here: its file is whole, so there is nothing to restore.',
      photos: [],
    });
    expect(await entryNow(entry.id)).toEqual(entry);
    expect((await env.PHOTOS.list({ prefix: 'photos/' })).objects.length).toBe(objects);

    const removedOriginal = uniqueJpeg();
    const removed = await entryWithOriginal(removedOriginal);
    await db().update(submissions).set({ status: 'removed' }).where(eq(submissions.id, removed.entry.id));
    await env.PHOTOS.delete(photoKey(removed.entry.filename));
    await finding(photoKey(removed.entry.filename), 'missing', removed.user.id);
    expect(await (await bring(removedOriginal)).json()).toMatchObject({ outcome: 'unknown', photos: [] });
    expect((await entryNow(removed.entry.id)).filename).toBe(removed.entry.filename);
  });

  it('refuses a missing, unusable or oversized file with a message', async () => {
    const cases: [Response, number, string][] = [
      [await bring(null), 400, 'Choose the original file of your photo'],
      [await bring(ascii('not a photo at all'), freshIp(), 'text/plain'), 415, 'Photos must be JPEG, PNG or WebP images'],
      [await bring(new Uint8Array(0)), 400, 'The photo file is empty'],
      [await bring(new Uint8Array(PHOTO_MAX_BYTES + 128 * 1024)), 413, 'Photos must be 15 MB or smaller'],
    ];
    for (const [res, status, message] of cases) {
      expect(res.status, message).toBe(status);
      expect(await res.json()).toMatchObject({ message });
    }
  });

  it('takes 20 tries an hour from one network address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await bring(null, ip)).status).toBe(400);
    const refused = await bring(uniqueJpeg(), ip);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait \d+ minutes/);
    expect((await bring(null)).status).toBe(400);
  });

  it('resolves only the findings about the file it replaced', async () => {
    const original = uniqueJpeg();
    const { entry, user } = await entryWithOriginal(original);
    await env.PHOTOS.delete(photoKey(entry.filename));
    await finding(photoKey(entry.filename), 'missing', user.id);
    const bystander = await entryWithOriginal(uniqueJpeg());
    await finding(photoKey(bystander.entry.filename), 'missing', bystander.user.id);
    expect(await (await bring(original)).json()).toMatchObject({ outcome: 'restored' });
    const [open] = await db()
      .select()
      .from(integrityFindings)
      .where(eq(integrityFindings.key, photoKey(bystander.entry.filename)));
    expect(present(open, 'the other finding').resolvedAt).toBeNull();
  });
});
