import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  challenges,
  comments,
  leaderboardStats,
  quarantinedObjects,
  submissions,
  users,
  votes,
} from '../../../db/schema';
import type { QuarantinePage, RestoreHistory } from '../../contract/admin-data-recovery';
import { JPEG } from '../../test/images';
import { ORIGIN, db, makeChallenge, makeEntry, makeUser, present, request, send } from '../../test/helpers';
import { finalizeChallenge } from '../challenges/results';
import { quarantineObjects } from '../storage/quarantine';

const verified = () => makeUser({ emailVerifiedAt: new Date() });
const HOUR = 3600_000;

async function upload(challengeId: number, cookie: string) {
  const form = new FormData();
  form.append('photo', new Blob([JPEG], { type: 'image/jpeg' }), 'shot.jpg');
  form.append('title', 'Harbour at dawn');
  form.append('altText', 'Boats moored in a misty harbour');
  const res = await request(`/api/challenges/${challengeId}/submissions`, {
    method: 'POST',
    cookie,
    headers: { Origin: ORIGIN },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; imageUrl: string; thumbnailUrl: string };
}

const entryOf = async (id: number) =>
  present(await db().query.submissions.findFirst({ where: eq(submissions.id, id) }), 'the entry');
const statsOf = (userId: number) => db().query.leaderboardStats.findFirst({ where: eq(leaderboardStats.userId, userId) });

// A closed challenge with results: the uploaded photo scored 10, two others 7 and 3.
async function rankedWithUpload() {
  const challenge = await makeChallenge('active');
  const author = await verified();
  const photo = await upload(challenge.id, author.cookie);
  const others = [await verified(), await verified()];
  const second = await makeEntry(challenge.id, present(others[0]).user.id);
  const third = await makeEntry(challenge.id, present(others[1]).user.id);
  const start = Date.now() - 50 * HOUR;
  await db()
    .update(challenges)
    .set({
      startDate: new Date(start),
      endDate: new Date(start + 24 * HOUR),
      votingStartDate: new Date(start + 24 * HOUR),
      votingEndDate: new Date(start + 48 * HOUR),
    })
    .where(eq(challenges.id, challenge.id));
  const now = new Date();
  const voters = [await verified(), await verified(), await verified()];
  await db()
    .insert(votes)
    .values(
      voters.flatMap((v) =>
        [
          { submissionId: photo.id, score: 10 },
          { submissionId: second.id, score: 7 },
          { submissionId: third.id, score: 3 },
        ].map((vote) => ({ ...vote, voterId: v.user.id, challengeId: challenge.id, updatedAt: now })),
      ),
    );
  const row = present(await db().query.challenges.findFirst({ where: eq(challenges.id, challenge.id) }), 'the challenge');
  await finalizeChallenge(db(), row, now);
  const fan = await makeUser();
  await db().insert(comments).values({ submissionId: photo.id, userId: fan.user.id, body: 'Lovely light' });
  return { challenge, author, photo, second, third };
}

describe('restoring a removed entry', () => {
  it('brings a quarantined photo back with its votes and comments, served again, and re-runs the closed challenge’s results', async () => {
    const { author, photo, second, third } = await rankedWithUpload();
    expect((await entryOf(photo.id)).finalRank).toBe(1);
    const admin = await makeUser({ isAdmin: true });
    expect((await send('POST', `/api/admin/submissions/${photo.id}/remove`, undefined, admin.cookie)).status).toBe(200);
    expect((await request(photo.imageUrl)).status).toBe(404);
    expect([(await entryOf(second.id)).finalRank, (await entryOf(third.id)).finalRank]).toEqual([1, 2]);
    const votesBefore = await db().select().from(votes).where(eq(votes.submissionId, photo.id));
    expect(votesBefore).toHaveLength(3);

    // The quarantine lists the photo as the removed entry's, with its days left.
    const listed = (await (
      await request('/api/admin/data-recovery/quarantine', { cookie: admin.cookie })
    ).json()) as QuarantinePage;
    const item = present(
      listed.items.find((i) => i.subject?.type === 'submission' && i.subject.id === photo.id),
      'the quarantined photo',
    );
    expect(item).toMatchObject({ kind: 'photo', owner: { id: author.user.id }, subject: { removed: true }, daysLeft: 30 });

    const res = await send('POST', `/api/admin/data-recovery/entries/${photo.id}/restore`, undefined, admin.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { restored: string[] }).restored).toContain(photo.imageUrl.replace('/api/uploads/', ''));

    expect(await entryOf(photo.id)).toMatchObject({ status: 'active', finalRank: 1 });
    expect([(await entryOf(second.id)).finalRank, (await entryOf(third.id)).finalRank]).toEqual([2, 3]);
    expect(await db().select().from(votes).where(eq(votes.submissionId, photo.id))).toEqual(votesBefore);
    expect(await statsOf(author.user.id)).toMatchObject({ challengesWon: 1, totalScore: 101 });
    expect((await request(photo.imageUrl)).status).toBe(200);
    expect((await request(photo.thumbnailUrl)).status).toBe(200);
    expect(await db().select().from(comments).where(eq(comments.submissionId, photo.id))).toMatchObject([{ hiddenAt: null }]);
    const back = await db().select().from(quarantinedObjects).where(eq(quarantinedObjects.id, item.id));
    expect(back).toMatchObject([{ restoredBy: admin.user.id, restoredAt: expect.any(Date) }]);

    // The history says what came back, from the audit row of the restore itself.
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'submission.restore'), eq(adminAuditLog.targetId, String(photo.id))));
    expect(present(audit, 'the audit row').detail).toMatchObject({ votes: 3, comments: 1, resultsRerun: true });
    const history = (await (
      await request('/api/admin/data-recovery/history', { cookie: admin.cookie })
    ).json()) as RestoreHistory;
    expect(history.entries.find((e) => e.targetId === String(photo.id))).toMatchObject({ action: 'submission.restore' });

    // Nothing is left to restore: a second try changes nothing.
    const again = await send('POST', `/api/admin/data-recovery/entries/${photo.id}/restore`, undefined, admin.cookie);
    expect(again.status).toBe(409);
  });

  it('refuses what is not there, in words, and changes nothing', async () => {
    const admin = await makeUser({ isAdmin: true });
    const challenge = await makeChallenge('active');
    const entry = await makeEntry(challenge.id, (await verified()).user.id);
    const live = await send('POST', `/api/admin/data-recovery/entries/${entry.id}/restore`, undefined, admin.cookie);
    expect(live.status).toBe(409);
    expect(((await live.json()) as { message: string }).message).toMatch(/not removed/);
    expect((await send('POST', '/api/admin/data-recovery/entries/999999999/restore', undefined, admin.cookie)).status).toBe(404);
    expect((await send('POST', '/api/admin/data-recovery/quarantine/999999999/restore', undefined, admin.cookie)).status).toBe(
      404,
    );
    expect((await send('POST', '/api/admin/data-recovery/entries/abc/restore', undefined, admin.cookie)).status).toBe(400);
    expect((await send('POST', '/api/admin/data-recovery/accounts/999999999/restore', undefined, admin.cookie)).status).toBe(404);
    // A removed entry whose file is gone for good stays removed.
    await db().update(submissions).set({ status: 'removed' }).where(eq(submissions.id, entry.id));
    const gone = await send('POST', `/api/admin/data-recovery/entries/${entry.id}/restore`, undefined, admin.cookie);
    expect(gone.status).toBe(409);
    expect((await entryOf(entry.id)).status).toBe('removed');
    expect(
      await db()
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, 'submission.restore'), eq(adminAuditLog.targetId, String(entry.id)))),
    ).toEqual([]);
  });

  it('restores a deleted account within its 30 days through the members’ own restore, and lists it until then', async () => {
    const admin = await makeUser({ isAdmin: true });
    const { user } = await makeUser({ deletedAt: new Date(Date.now() - 3 * 86_400_000) });
    const listed = (await (await request('/api/admin/data-recovery/accounts', { cookie: admin.cookie })).json()) as {
      id: number;
      daysLeft: number;
    }[];
    expect(listed.find((a) => a.id === user.id)).toMatchObject({ daysLeft: 27 });
    const res = await send('POST', `/api/admin/data-recovery/accounts/${user.id}/restore`, undefined, admin.cookie);
    expect(res.status).toBe(200);
    expect(present(await db().query.users.findFirst({ where: eq(users.id, user.id) })).deletedAt).toBeNull();
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'user.restore'), eq(adminAuditLog.targetId, String(user.id))));
    expect(present(audit, 'the audit row')).toMatchObject({ adminId: admin.user.id, detail: { username: user.username } });
    expect((await send('POST', `/api/admin/data-recovery/accounts/${user.id}/restore`, undefined, admin.cookie)).status).toBe(
      409,
    );
  });

  it('restores a single quarantined file to where it was', async () => {
    const admin = await makeUser({ isAdmin: true });
    const key = `photos/${crypto.randomUUID()}.jpg`;
    await env.PHOTOS.put(key, JPEG, { httpMetadata: { contentType: 'image/jpeg' } });
    const [moved] = await quarantineObjects(
      db(),
      env.PHOTOS,
      [{ key, kind: 'cover' }],
      'Cover replaced',
      admin.user.id,
      new Date(),
    );
    expect(await env.PHOTOS.head(key)).toBeNull();
    const res = await send('POST', `/api/admin/data-recovery/quarantine/${present(moved).id}/restore`, undefined, admin.cookie);
    expect(res.status).toBe(200);
    expect(await env.PHOTOS.head(key)).not.toBeNull();
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'quarantine.restore'), eq(adminAuditLog.targetId, String(present(moved).id))));
    expect(present(audit, 'the audit row').detail).toMatchObject({ key, files: [key] });
    expect(
      (await send('POST', `/api/admin/data-recovery/quarantine/${present(moved).id}/restore`, undefined, admin.cookie)).status,
    ).toBe(409);
  });
});
