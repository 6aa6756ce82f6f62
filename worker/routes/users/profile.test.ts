import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { JPEG, PNG, ascii, concat, contains } from '../../test/images';
import { CAMERA_TIFF, jpegSegment, jpegWith, latitudeBytes } from '../../test/image-metadata';
import { ORIGIN, makeUser, request, send } from '../../test/helpers';
import { inQuarantine, recordOf } from '../../test/quarantine';
import { sha256Hex } from '../../services/storage/stored-objects';

const WITH_GPS = jpegWith(JPEG, jpegSegment(0xe1, concat(ascii('Exif\0\0'), CAMERA_TIFF(1))));

function upload(cookie: string, file: Blob, name = 'me.png') {
  const form = new FormData();
  form.append('avatar', file, name);
  return request('/api/users/me/avatar', { method: 'POST', cookie, headers: { Origin: ORIGIN }, body: form });
}

async function objectCount(prefix: string) {
  return (await env.PHOTOS.list({ prefix })).objects.length;
}

describe('editing your own profile', () => {
  it('answers your own profile, with your email, and 401 to a visitor', async () => {
    const { user, cookie } = await makeUser();
    expect(await (await request('/api/users/me', { cookie })).json()).toMatchObject({ id: user.id, email: user.email });
    expect((await request('/api/users/me')).status).toBe(401);
  });

  it('updates names and bio, and refuses bad values without changing anything', async () => {
    const { cookie } = await makeUser();
    const res = await send('PATCH', '/api/users/me', { firstName: 'Berenice', bio: 'New York in the thirties' }, cookie);
    expect(await res.json()).toMatchObject({ firstName: 'Berenice', bio: 'New York in the thirties' });
    const bad = await send('PATCH', '/api/users/me', { firstName: '', bio: 'x'.repeat(501) }, cookie);
    expect(bad.status).toBe(400);
    expect(await (await request('/api/users/me', { cookie })).json()).toMatchObject({ firstName: 'Berenice' });
  });

  it('stores an avatar in R2 with its fingerprint and serves it, the previous one going to quarantine', async () => {
    const { user, cookie } = await makeUser();
    const first = (await (await upload(cookie, new Blob([PNG]))).json()) as { profileImageUrl: string };
    expect(first.profileImageUrl).toMatch(new RegExp(`^/api/uploads/avatars/${user.id}/[\\w-]+\\.png$`));
    const served = await request(first.profileImageUrl);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const second = (await (await upload(cookie, new Blob([PNG]))).json()) as { profileImageUrl: string };
    expect(second.profileImageUrl).not.toBe(first.profileImageUrl);
    expect(await objectCount(`avatars/${user.id}/`)).toBe(1);
    expect((await request(first.profileImageUrl)).status).toBe(404);
    const keyOf = (url: string) => url.replace('/api/uploads/', '');
    expect(await recordOf(keyOf(second.profileImageUrl))).toMatchObject({
      kind: 'avatar',
      userId: user.id,
      size: PNG.length,
      sha256: await sha256Hex(PNG),
    });
    expect(await inQuarantine(keyOf(first.profileImageUrl))).toMatchObject({
      kind: 'avatar',
      userId: user.id,
      subjectType: 'user',
      subjectId: user.id,
      reason: 'Replaced by a new profile photo',
      byUserId: user.id,
      sha256: await sha256Hex(PNG),
      kept: true,
      leftBehind: false,
    });
    // Never served from quarantine, by any path.
    const moved = await inQuarantine(keyOf(first.profileImageUrl));
    expect((await request(`/api/uploads/${moved?.quarantineKey}`)).status).toBe(404);
    expect((await request(`/api/uploads/${encodeURIComponent(moved?.quarantineKey ?? '')}`)).status).toBe(404);
    expect((await request(`/api/uploads/avatars/../${moved?.quarantineKey}`)).status).toBe(404);
  });

  it('serves an avatar without the GPS position its EXIF carried', async () => {
    const { cookie } = await makeUser();
    expect(contains(WITH_GPS, latitudeBytes())).toBe(true);
    const saved = (await (await upload(cookie, new Blob([WITH_GPS]), 'me.jpg')).json()) as { profileImageUrl: string };
    expect(saved.profileImageUrl).toMatch(/\.jpg$/);
    const served = new Uint8Array(await (await request(saved.profileImageUrl)).arrayBuffer());
    expect(contains(served, latitudeBytes())).toBe(false);
    expect(contains(served, ascii('Exif'))).toBe(false);
  });

  it('takes an avatar from a member whose email is not verified yet', async () => {
    const { cookie } = await makeUser({ emailVerifiedAt: null });
    expect((await upload(cookie, new Blob([PNG]))).status).toBe(200);
  });

  it('refuses a renamed executable, an empty file and an oversized one, storing nothing', async () => {
    const { user, cookie } = await makeUser();
    const exe = await upload(cookie, new Blob([new TextEncoder().encode('MZ\x90\0 program')], { type: 'image/png' }), 'me.png');
    expect(exe.status).toBe(415);
    expect(await exe.json()).toMatchObject({ message: 'Avatars must be JPEG, PNG or WebP images' });
    expect((await upload(cookie, new Blob([]))).status).toBe(400);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(cookie, new Blob([big]));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ message: 'Avatars must be 5 MB or smaller' });
    expect(await objectCount(`avatars/${user.id}/`)).toBe(0);
    expect(await (await request('/api/users/me', { cookie })).json()).toMatchObject({ profileImageUrl: null });
  });

  it('answers 404 for a missing upload', async () => {
    expect((await request('/api/uploads/avatars/1/nothing.png')).status).toBe(404);
  });
});
