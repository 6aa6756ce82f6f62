import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { submissions } from '../../../db/schema';
import { concat, contains, JPEG } from '../../test/images';
import { CAMERA_TIFF, jpegSegment, jpegWith, latitudeBytes } from '../../test/image-metadata';
import { ORIGIN, db, makeChallenge, makeUser, request } from '../../test/helpers';
import { recordOf } from '../../test/quarantine';
import { sha256Hex } from '../../services/storage/stored-objects';

const verified = () => makeUser({ emailVerifiedAt: new Date() });

const text = (value: string) => new TextEncoder().encode(value);
const WITH_GPS = jpegWith(JPEG, jpegSegment(0xe1, concat(text('Exif\0\0'), CAMERA_TIFF(1))));

function submit(challengeId: number, cookie: string | undefined, photo: Uint8Array | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  if (photo) form.append('photo', new Blob([photo as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'shot.jpg');
  for (const [k, v] of Object.entries({ title: 'Harbour at dawn', altText: 'Boats moored in a misty harbour', ...fields }))
    form.append(k, v);
  return request(`/api/challenges/${challengeId}/submissions`, {
    method: 'POST',
    cookie,
    headers: { Origin: ORIGIN },
    body: form,
  });
}

async function storedCount(userId: number) {
  const rows = await db().select().from(submissions).where(eq(submissions.userId, userId));
  const objects = (await env.PHOTOS.list({ prefix: 'photos/' })).objects.length;
  return { rows: rows.length, objects };
}

describe('submitting a photo', () => {
  it('stores a cleaned photo with its variants and answers the new entry', async () => {
    const challenge = await makeChallenge('active');
    const { user, cookie } = await verified();
    const res = await submit(challenge.id, cookie, WITH_GPS);
    expect(res.status).toBe(201);
    const entry = (await res.json()) as {
      id: number;
      imageUrl: string;
      thumbnailUrl: string;
      isMine: boolean;
      camera: { make: string };
    };
    expect(entry).toMatchObject({ isMine: true, camera: { make: 'FUJIFILM' } });
    const original = new Uint8Array(await (await request(entry.imageUrl)).arrayBuffer());
    expect(contains(original, latitudeBytes())).toBe(false);
    expect((await request(entry.thumbnailUrl)).headers.get('Content-Type')).toBe('image/webp');
    expect((await storedCount(user.id)).rows).toBe(1);
    // The hash of the file as uploaded is kept, never shown; the stored file has its own.
    const uploaded = await sha256Hex(WITH_GPS);
    const [row] = await db().select().from(submissions).where(eq(submissions.id, entry.id));
    expect(row?.originalSha256).toBe(uploaded);
    expect(await recordOf(`photos/${row?.filename}`)).toMatchObject({
      kind: 'photo',
      userId: user.id,
      sha256: await sha256Hex(original),
      size: original.length,
    });
    expect(JSON.stringify(entry)).not.toContain(uploaded);
    expect(await (await request(`/api/submissions/${entry.id}`, { cookie })).text()).not.toContain(uploaded);
    expect(await (await request(`/api/challenges/${challenge.id}/submissions`, { cookie })).text()).not.toContain(uploaded);
  });

  it('asks an unverified member to verify their email first, storing nothing', async () => {
    const challenge = await makeChallenge('active');
    const { user, cookie } = await makeUser();
    const res = await submit(challenge.id, cookie, WITH_GPS);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Verify your email address to upload photos' });
    expect(await storedCount(user.id)).toMatchObject({ rows: 0 });
  });

  it("takes early entries while upcoming ('Submit Early')", async () => {
    const challenge = await makeChallenge('upcoming');
    const { cookie } = await verified();
    expect((await submit(challenge.id, cookie, JPEG)).status).toBe(201);
  });

  it('refuses bad uploads with clear messages and leaves nothing in R2 or D1', async () => {
    const challenge = await makeChallenge('active');
    const { user, cookie } = await verified();
    const before = await storedCount(user.id);
    const cases: [Uint8Array | null, Record<string, string>, number, string][] = [
      [text('MZ\x90\0 this is a program'), {}, 415, 'Photos must be JPEG, PNG or WebP images'],
      [new Uint8Array(), {}, 400, 'The photo file is empty'],
      [concat(JPEG, new Uint8Array(15 * 1024 * 1024)), {}, 413, 'Photos must be 15 MB or smaller'],
      [null, {}, 400, 'Choose a photo to submit'],
      [JPEG, { altText: '' }, 400, 'altText: Describe the photo for people who use screen readers'],
    ];
    for (const [photo, fields, status, message] of cases) {
      const res = await submit(challenge.id, cookie, photo, fields);
      expect(res.status, message).toBe(status);
      expect(await res.json()).toMatchObject({ message });
    }
    expect(await storedCount(user.id)).toEqual(before);
  });

  it('holds each person to the submission limit, and refuses visitors and closed challenges', async () => {
    const limited = await makeChallenge('active', { submissionLimit: 1 });
    const { user, cookie } = await verified();
    expect((await submit(limited.id, cookie, JPEG)).status).toBe(201);
    const before = await storedCount(user.id);
    const second = await submit(limited.id, cookie, JPEG);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ message: "You've reached this challenge's limit of 1 submission" });
    expect(await storedCount(user.id)).toEqual(before);

    expect((await submit(limited.id, undefined, JPEG)).status).toBe(401);
    const closed = await makeChallenge('voting');
    const late = await submit(closed.id, cookie, JPEG);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ message: 'Submissions are closed for this challenge' });
  });
});
