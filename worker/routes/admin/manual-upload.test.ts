import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, submissions } from '../../../db/schema';
import type { UploadChallenge } from '../../contract/admin-data-recovery';
import { ORIGIN, db, makeChallenge, makeEntry, makeUser, present, request } from '../../test/helpers';
import { JPEG } from '../../test/images';

const verified = () => makeUser({ emailVerifiedAt: new Date() });

function uploadFor(userId: number, cookie: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return request(`/api/admin/manual-upload/members/${userId}`, {
    method: 'POST',
    cookie,
    headers: { Origin: ORIGIN },
    body: form,
  });
}

const photo = () => new File([JPEG], 'by-mail.jpg', { type: 'image/jpeg' });
const entry = (challengeId: number) => ({
  challengeId: String(challengeId),
  photo: photo(),
  title: 'Sent by post',
  altText: 'A lighthouse',
});
const entriesOf = (userId: number, challengeId: number) =>
  db()
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.challengeId, challengeId)));

describe('uploading for a member', () => {
  it("enters the photo as the member's own, with the admin named in the audit log", async () => {
    const admin = await makeUser({ isAdmin: true });
    const member = await verified();
    const challenge = await makeChallenge('active', { submissionLimit: 1 });
    const open = (await (
      await request('/api/admin/manual-upload/challenges', { cookie: admin.cookie })
    ).json()) as UploadChallenge[];
    expect(open.find((c) => c.id === challenge.id)).toMatchObject({ status: 'active', submissionLimit: 1 });

    const res = await uploadFor(member.user.id, admin.cookie, { ...entry(challenge.id), note: 'Came on a USB stick' });
    expect(res.status).toBe(201);
    const { entryId } = (await res.json()) as { entryId: number };
    const [row] = await entriesOf(member.user.id, challenge.id);
    expect(present(row, 'the entry')).toMatchObject({ id: entryId, title: 'Sent by post', status: 'active' });
    expect(present(row).originalSha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await request(present(row).imageUrl)).status).toBe(200);
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'user.manual-upload'), eq(adminAuditLog.targetId, String(member.user.id))));
    expect(present(audit, 'the audit row')).toMatchObject({
      adminId: admin.user.id,
      adminName: admin.user.username,
      targetType: 'user',
      detail: { challengeId: challenge.id, title: 'Sent by post', note: 'Came on a USB stick' },
    });

    // One entry per member is the rule here, for an upload by mail as for their own.
    const second = await uploadFor(member.user.id, admin.cookie, entry(challenge.id));
    expect(second.status).toBe(409);
    expect(await entriesOf(member.user.id, challenge.id)).toHaveLength(1);
  });

  it("obeys the member's rules and refuses bad inputs with 4xx, leaving no entry and no audit row", async () => {
    const admin = await makeUser({ isAdmin: true });
    const member = await verified();
    const closed = await makeChallenge('voting');
    const open = await makeChallenge('active');
    const refused = async (userId: number, fields: Record<string, string | Blob>, status: number) => {
      const res = await uploadFor(userId, admin.cookie, fields);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    };
    await refused(member.user.id, entry(closed.id), 409);
    await refused(member.user.id, { ...entry(open.id), title: '' }, 400);
    await refused(member.user.id, { ...entry(open.id), photo: new File(['text'], 'a.jpg', { type: 'image/jpeg' }) }, 415);
    await refused(member.user.id, { title: 'No file', challengeId: String(open.id) }, 400);
    await refused(member.user.id, { ...entry(open.id), challengeId: 'abc' }, 400);
    await refused(member.user.id, entry(999_999_999), 404);
    await refused(999_999_999, entry(open.id), 404);
    await refused((await makeUser()).user.id, entry(open.id), 409);
    await refused((await makeUser({ emailVerifiedAt: new Date(), deletedAt: new Date() })).user.id, entry(open.id), 409);
    const invited = await makeChallenge('active', {
      creatorId: (await verified()).user.id,
      privacyType: 'invite',
      inviteCode: 'k',
    });
    await refused(member.user.id, entry(invited.id), 403);
    const limited = await makeChallenge('active', { submissionLimit: 1 });
    await makeEntry(limited.id, member.user.id);
    await refused(member.user.id, entry(limited.id), 409);
    expect(await entriesOf(member.user.id, open.id)).toEqual([]);
    expect(
      await db()
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, 'user.manual-upload'), eq(adminAuditLog.adminId, admin.user.id))),
    ).toEqual([]);
  });
});
