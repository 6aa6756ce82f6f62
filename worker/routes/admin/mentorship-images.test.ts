import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, mentorshipImages } from '../../../db/schema';
import { prepareUpload } from '../../services/images/prepare-upload';
import { storePhoto } from '../../services/images/store-photo';
import type { AdminMentorshipImage } from '../../contract/site-images';
import { JPEG, ascii } from '../../test/images';
import { inQuarantine } from '../../test/quarantine';
import { ORIGIN, db, makeUser, request, send } from '../../test/helpers';

function upload(cookie: string, file: Blob, alt: string) {
  const form = new FormData();
  form.append('image', file, 'mentoring.jpg');
  form.append('alt', alt);
  return request('/api/admin/mentorship-images', { method: 'POST', cookie, headers: { Origin: ORIGIN }, body: form });
}

// Read as a member: a visitor's answer comes from the edge cache, up to five minutes old.
describe('/admin/mentorship-images', () => {
  it('adds, describes, orders and removes the images GET /api/mentorship-images serves, audited', async () => {
    const { user, cookie } = await makeUser({ isAdmin: true });
    const first = (await (
      await upload(cookie, new Blob([JPEG]), 'A mentor pointing at a contact sheet')
    ).json()) as AdminMentorshipImage;
    const second = (await (
      await upload(cookie, new Blob([JPEG]), 'Two photographers at a laptop')
    ).json()) as AdminMentorshipImage;
    expect(second.position).toBeGreaterThan(first.position);
    const served = await request(first.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');

    await send('PATCH', `/api/admin/mentorship-images/${second.id}`, { position: 0 }, cookie);
    await send('PATCH', `/api/admin/mentorship-images/${first.id}`, { position: 1, alt: 'A mentor and a contact sheet' }, cookie);
    const listed = (await (await request('/api/mentorship-images', { cookie })).json()) as { imageUrl: string; alt: string }[];
    expect(listed.map((image) => image.alt)).toEqual(['Two photographers at a laptop', 'A mentor and a contact sheet']);

    const key = first.imageUrl.replace('/api/uploads/', '');
    expect(await env.PHOTOS.head(key)).not.toBeNull();
    expect((await send('DELETE', `/api/admin/mentorship-images/${first.id}`, undefined, cookie)).status).toBe(204);
    expect(await env.PHOTOS.head(key)).toBeNull();
    expect(await inQuarantine(key)).toMatchObject({
      kind: 'mentorship_image',
      subjectType: 'mentorship_image',
      subjectId: first.id,
      reason: 'Mentorship image deleted',
      byUserId: user.id,
      kept: true,
      leftBehind: false,
    });
    expect(((await (await request('/api/mentorship-images', { cookie })).json()) as unknown[]).length).toBe(1);
    const actions = (await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, user.id))).map((row) => row.action);
    expect(actions.sort()).toEqual([
      'mentorship_image.add',
      'mentorship_image.add',
      'mentorship_image.delete',
      'mentorship_image.update',
      'mentorship_image.update',
    ]);
  });

  it('refuses a file that is not an image, a missing description, and members', async () => {
    const { cookie } = await makeUser({ isAdmin: true });
    const count = async () => ((await (await request('/api/mentorship-images', { cookie })).json()) as unknown[]).length;
    const before = await count();
    const notImage = await upload(cookie, new Blob([ascii('just text')]), 'A description');
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toMatchObject({ message: 'Photos must be JPEG, PNG or WebP images' });
    const noAlt = await upload(cookie, new Blob([JPEG]), ' ');
    expect(await noAlt.json()).toMatchObject({ message: 'Describe the image for people who cannot see it' });
    const member = await makeUser();
    expect((await upload(member.cookie, new Blob([JPEG]), 'A description')).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("leaves an entry's photo in place when the image showing it is deleted", async () => {
    const { cookie } = await makeUser({ isAdmin: true });
    const { user: author } = await makeUser();
    const prepared = await prepareUpload(JPEG, 1024 * 1024);
    if (!prepared.ok) throw new Error(prepared.reason);
    const photo = await storePhoto(env, prepared, { db: db(), kind: 'photo', userId: author.id });
    const [row] = await db().insert(mentorshipImages).values({ imageUrl: photo.url, alt: 'An entry' }).returning();
    expect((await send('DELETE', `/api/admin/mentorship-images/${row?.id}`, undefined, cookie)).status).toBe(204);
    expect(await env.PHOTOS.head(photo.key)).not.toBeNull();
    expect(await inQuarantine(photo.key)).toBeNull();
  });
});
