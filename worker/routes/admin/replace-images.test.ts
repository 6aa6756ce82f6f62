import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  challenges,
  evergreenThemes,
  mentorshipImages,
  quarantinedObjects,
  submissions,
  votes,
} from '../../../db/schema';
import type { EntryForReplace, SiteImagePage } from '../../contract/admin-replace-images';
import { ORIGIN, db, mailTo, makeChallenge, makeUser, present, request } from '../../test/helpers';
import { JPEG, PNG } from '../../test/images';

const verified = () => makeUser({ emailVerifiedAt: new Date() });

function post(path: string, cookie: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return request(path, { method: 'POST', cookie, headers: { Origin: ORIGIN }, body: form });
}

async function upload(challengeId: number, cookie: string) {
  const res = await post(`/api/challenges/${challengeId}/submissions`, cookie, {
    photo: new File([JPEG], 'shot.jpg', { type: 'image/jpeg' }),
    title: 'Harbour at dawn',
    altText: 'Boats moored in a misty harbour',
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; imageUrl: string };
}

const png = () => new File([PNG], 'better.png', { type: 'image/png' });
const entryOf = async (id: number) =>
  present(await db().query.submissions.findFirst({ where: eq(submissions.id, id) }), 'the entry');

describe('replacing an entry’s photo', () => {
  it('keeps its votes and comments, quarantines the old file, mails the member and audits it', async () => {
    const challenge = await makeChallenge('active');
    const author = await verified();
    const photo = await upload(challenge.id, author.cookie);
    const voter = await verified();
    await db()
      .insert(votes)
      .values({ submissionId: photo.id, voterId: voter.user.id, challengeId: challenge.id, score: 8, updatedAt: new Date() });
    const before = await entryOf(photo.id);
    const admin = await makeUser({ isAdmin: true });

    const found = await request(
      `/api/admin/replace-images/entries?q=${encodeURIComponent(`${ORIGIN}/photo/${photo.id}?type=standard`)}`,
      {
        cookie: admin.cookie,
      },
    );
    expect((await found.json()) as EntryForReplace).toMatchObject({ id: photo.id, votes: 1, member: { id: author.user.id } });
    const byFile = await request(`/api/admin/replace-images/entries?q=${encodeURIComponent(photo.imageUrl)}`, {
      cookie: admin.cookie,
    });
    expect(((await byFile.json()) as EntryForReplace).id).toBe(photo.id);

    const res = await post(`/api/admin/replace-images/entries/${photo.id}`, admin.cookie, {
      photo: png(),
      reason: 'The member sent a better export',
    });
    expect(res.status).toBe(200);
    const after = await entryOf(photo.id);
    expect(after.filename).not.toBe(before.filename);
    expect(after.filename).toMatch(/\.png$/);
    expect(after.originalSha256).not.toBe(before.originalSha256);
    expect(await db().select().from(votes).where(eq(votes.submissionId, photo.id))).toHaveLength(1);
    expect((await request(after.imageUrl)).status).toBe(200);
    expect(await env.PHOTOS.head(`photos/${before.filename}`)).toBeNull();
    expect(
      await db()
        .select()
        .from(quarantinedObjects)
        .where(and(eq(quarantinedObjects.key, `photos/${before.filename}`), eq(quarantinedObjects.subjectId, photo.id))),
    ).toMatchObject([
      { kind: 'photo', subjectType: 'submission', reason: 'The member sent a better export', byUserId: admin.user.id },
    ]);
    const [mail] = await mailTo(author.user.email);
    expect(present(mail, 'the mail')).toMatchObject({ subject: 'The photo of your entry "Harbour at dawn" was replaced' });
    expect(present(mail).textBody).toContain('The member sent a better export');
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'submission.replace-photo'), eq(adminAuditLog.targetId, String(photo.id))));
    expect(present(audit, 'the audit row')).toMatchObject({ adminId: admin.user.id, detail: { oldFile: before.filename } });
  });

  it('refuses bad inputs with 4xx and changes nothing', async () => {
    const challenge = await makeChallenge('active');
    const author = await verified();
    const photo = await upload(challenge.id, author.cookie);
    const admin = await makeUser({ isAdmin: true });
    const path = `/api/admin/replace-images/entries/${photo.id}`;
    expect((await post(path, admin.cookie, { photo: png() })).status).toBe(400);
    expect((await post(path, admin.cookie, { reason: 'A better export' })).status).toBe(400);
    const text = new File(['not an image'], 'notes.jpg', { type: 'image/jpeg' });
    expect((await post(path, admin.cookie, { photo: text, reason: 'A better export' })).status).toBe(415);
    expect(
      (await post('/api/admin/replace-images/entries/999999999', admin.cookie, { photo: png(), reason: 'A better export' }))
        .status,
    ).toBe(404);
    expect((await request('/api/admin/replace-images/entries?q=nothing-like-a-link', { cookie: admin.cookie })).status).toBe(400);
    expect((await request('/api/admin/replace-images/entries?q=999999999', { cookie: admin.cookie })).status).toBe(404);
    await db().update(submissions).set({ status: 'removed' }).where(eq(submissions.id, photo.id));
    expect((await post(path, admin.cookie, { photo: png(), reason: 'A better export' })).status).toBe(409);
    expect((await entryOf(photo.id)).imageUrl).toBe(photo.imageUrl);
  });
});

describe("replacing the site's images", () => {
  it('lists covers, themes and mentorship images and replaces each, quarantining an old file nothing else shows', async () => {
    const admin = await makeUser({ isAdmin: true });
    // An uploaded mentorship image, then used as a cover too.
    const added = await post('/api/admin/mentorship-images', admin.cookie, {
      image: new File([JPEG], 'm.jpg', { type: 'image/jpeg' }),
      alt: 'A mentor pointing at a print',
    });
    const image = (await added.json()) as { id: number; imageUrl: string };
    const challenge = await makeChallenge('completed', { coverImage: image.imageUrl, coverImageCredit: 'Photo by Ana' });
    await db().update(challenges).set({ resultsAt: new Date() }).where(eq(challenges.id, challenge.id));

    const covers = (await (
      await request('/api/admin/replace-images?kind=cover', { cookie: admin.cookie })
    ).json()) as SiteImagePage;
    expect(covers.items.find((i) => i.id === challenge.id)).toMatchObject({ imageUrl: image.imageUrl, words: 'Photo by Ana' });

    // The cover of a challenge with results is replaced; the file stays, as the mentorship image still shows it.
    const cover = await post(`/api/admin/replace-images/covers/${challenge.id}`, admin.cookie, {
      image: png(),
      words: 'Photo by Bo',
      reason: 'A sharper cover',
    });
    expect(cover.status).toBe(200);
    const changed = present(await db().query.challenges.findFirst({ where: eq(challenges.id, challenge.id) }), 'the challenge');
    expect(changed.coverImageCredit).toBe('Photo by Bo');
    expect(changed.coverImage).not.toBe(image.imageUrl);
    const oldKey = image.imageUrl.replace('/api/uploads/', '');
    expect(await env.PHOTOS.head(oldKey)).not.toBeNull();

    // Replacing the mentorship image too leaves nothing showing the old file: it goes to quarantine.
    const mentorship = await post(`/api/admin/replace-images/mentorship/${image.id}`, admin.cookie, {
      image: png(),
      reason: 'A brighter picture',
    });
    expect(mentorship.status).toBe(200);
    const row = present(await db().query.mentorshipImages.findFirst({ where: eq(mentorshipImages.id, image.id) }), 'the image');
    expect(row).toMatchObject({ alt: 'A mentor pointing at a print' });
    expect(row.imageUrl).not.toBe(image.imageUrl);
    expect(await env.PHOTOS.head(oldKey)).toBeNull();
    expect(await db().select().from(quarantinedObjects).where(eq(quarantinedObjects.key, oldKey))).toMatchObject([
      { kind: 'mentorship_image', subjectType: 'mentorship_image', subjectId: image.id, reason: 'A brighter picture' },
    ]);

    // A theme's image is saved through the theme's own save, with its audit row.
    const [theme] = await db()
      .insert(evergreenThemes)
      .values({ category: 'street', title: 'Reflections', coverImage: row.imageUrl })
      .returning();
    const themed = await post(`/api/admin/replace-images/themes/${present(theme).id}`, admin.cookie, {
      image: png(),
      words: 'Photo by Cy',
      reason: 'A new season',
    });
    expect(themed.status).toBe(200);
    expect(
      present(await db().query.evergreenThemes.findFirst({ where: eq(evergreenThemes.id, present(theme).id) })),
    ).toMatchObject({
      coverImageCredit: 'Photo by Cy',
    });
    const actions = await db()
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminId, admin.user.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['challenge.cover-replace', 'mentorship_image.replace', 'evergreen.image-replace']),
    );
  });

  it('refuses bad inputs with 4xx', async () => {
    const admin = await makeUser({ isAdmin: true });
    const challenge = await makeChallenge('active', { coverImage: '/api/uploads/photos/x.jpg' });
    const path = `/api/admin/replace-images/covers/${challenge.id}`;
    expect((await post(path, admin.cookie, { image: png(), reason: 'x' })).status).toBe(400);
    expect((await post(path, admin.cookie, { image: png(), reason: 'A better one', words: 'a\tb' })).status).toBe(400);
    expect(
      (await post('/api/admin/replace-images/covers/999999999', admin.cookie, { image: png(), reason: 'A better one' })).status,
    ).toBe(404);
    expect((await request('/api/admin/replace-images?kind=hero', { cookie: admin.cookie })).status).toBe(400);
    expect(present(await db().query.challenges.findFirst({ where: eq(challenges.id, challenge.id) })).coverImage).toBe(
      '/api/uploads/photos/x.jpg',
    );
  });
});
