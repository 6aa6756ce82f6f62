import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, challenges, comments, leaderboardStats, submissions, votes } from '../../../db/schema';
import { createDb } from '../../db';
import { JPEG } from '../../test/images';
import { inQuarantine } from '../../test/quarantine';
import { failingLeaderboard } from '../../test/failing-d1';
import { ORIGIN, auditBy, db, makeChallenge, makeEntry, makeUser, present, request, send } from '../../test/helpers';
import { listComments } from './engagement';
import { removeEntry } from './moderation';
import { finalizeChallenge } from './results';

const verified = () => makeUser({ emailVerifiedAt: new Date() });
type Member = Awaited<ReturnType<typeof verified>>;
type Entry = Awaited<ReturnType<typeof makeEntry>>;

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

// Three entries scored 10, 7 and 3 by three voters, with results named: places 1, 2, 3.
async function rankedChallenge() {
  const challenge = await makeChallenge('completed');
  const authors: [Member, Member, Member] = [await verified(), await verified(), await verified()];
  const entries: [Entry, Entry, Entry] = [
    await makeEntry(challenge.id, authors[0].user.id),
    await makeEntry(challenge.id, authors[1].user.id),
    await makeEntry(challenge.id, authors[2].user.id),
  ];
  const scored = [
    { entry: entries[0], score: 10 },
    { entry: entries[1], score: 7 },
    { entry: entries[2], score: 3 },
  ];
  const voters = [await verified(), await verified(), await verified()];
  const now = new Date();
  await db()
    .insert(votes)
    .values(
      voters.flatMap((v) =>
        scored.map(({ entry, score }) => ({
          submissionId: entry.id,
          voterId: v.user.id,
          challengeId: challenge.id,
          score,
          updatedAt: now,
        })),
      ),
    );
  await finalizeChallenge(db(), challenge, now);
  return { challenge, authors, entries };
}

const rankOf = async (id: number) => (await db().query.submissions.findFirst({ where: eq(submissions.id, id) }))?.finalRank;
const statsOf = (userId: number) => db().query.leaderboardStats.findFirst({ where: eq(leaderboardStats.userId, userId) });

describe("an admin's remove", () => {
  it('moves the original and every variant to quarantine, so the Worker answers 404 at once and never remakes them', async () => {
    const challenge = await makeChallenge('active');
    const author = await verified();
    const photo = await upload(challenge.id, author.cookie);
    expect((await request(photo.thumbnailUrl)).status).toBe(200);
    const admin = await makeUser({ isAdmin: true });
    expect((await send('POST', `/api/admin/submissions/${photo.id}/remove`, undefined, admin.cookie)).status).toBe(200);
    expect((await request(photo.imageUrl)).status).toBe(404);
    expect((await request(photo.thumbnailUrl)).status).toBe(404);
    expect((await request(photo.thumbnailUrl.replace('/thumb/', '/display/'))).status).toBe(404);
    const filename = present(photo.imageUrl.split('/').pop(), "the photo's filename");
    const left = await Promise.all(
      ['photos/', 'variants/thumb/', 'variants/display/'].map((prefix) => env.PHOTOS.list({ prefix })),
    );
    expect(left.flatMap((l) => l.objects.map((o) => o.key)).filter((key) => key.includes(filename))).toEqual([]);
    expect((await request(`/api/submissions/${photo.id}`)).status).toBe(404);
    for (const [key, kind] of [
      [`photos/${filename}`, 'photo'],
      [`variants/thumb/${filename}.webp`, 'variant'],
      [`variants/display/${filename}.webp`, 'variant'],
    ]) {
      expect(await inQuarantine(key as string), key).toMatchObject({
        kind,
        userId: author.user.id,
        subjectType: 'submission',
        subjectId: photo.id,
        reason: 'Removed by a moderator',
        byUserId: admin.user.id,
        kept: true,
        leftBehind: false,
      });
    }
  });

  it("hides the photo's comments and keeps every row", async () => {
    const challenge = await makeChallenge('active');
    const author = await verified();
    const entry = await makeEntry(challenge.id, author.user.id);
    const fan = await makeUser();
    await send('POST', `/api/submissions/${entry.id}/comments`, { body: 'Lovely light' }, fan.cookie);
    await send('POST', '/api/likes', { submissionId: entry.id }, fan.cookie);
    const admin = await makeUser({ isAdmin: true });
    await send('POST', `/api/admin/submissions/${entry.id}/remove`, undefined, admin.cookie);
    expect((await request(`/api/submissions/${entry.id}/comments`)).status).toBe(404);
    expect(await listComments(db(), entry.id)).toEqual([]);
    const kept = await db().select().from(comments).where(eq(comments.submissionId, entry.id));
    expect(kept).toMatchObject([{ body: 'Lovely light', hiddenAt: expect.any(Date) }]);
    expect(await db().query.submissions.findFirst({ where: eq(submissions.id, entry.id) })).toMatchObject({ status: 'removed' });
  });

  it('names the results again without the photo, in the same write as the leaderboard', async () => {
    const { challenge, authors, entries } = await rankedChallenge();
    const resultsAt = present(
      await db().query.challenges.findFirst({ where: eq(challenges.id, challenge.id) }),
      'the challenge',
    ).resultsAt;
    expect([await rankOf(entries[0].id), await rankOf(entries[1].id), await rankOf(entries[2].id)]).toEqual([1, 2, 3]);
    const admin = await makeUser({ isAdmin: true });
    await send('POST', `/api/submissions/${entries[0].id}/report`, { reason: 'Not their own work' }, admin.cookie);
    const [report] = (await (await request('/api/admin/reports', { cookie: admin.cookie })).json()) as { id: number }[];
    expect(
      (
        await send(
          'POST',
          `/api/admin/reports/${present(report, 'the report').id}/resolve`,
          { resolution: 'remove' },
          admin.cookie,
        )
      ).status,
    ).toBe(200);
    expect([await rankOf(entries[0].id), await rankOf(entries[1].id), await rankOf(entries[2].id)]).toEqual([null, 1, 2]);
    expect(await statsOf(authors[0].user.id)).toMatchObject({ totalSubmissions: 0, totalScore: 0, challengesWon: 0 });
    expect(await statsOf(authors[1].user.id)).toMatchObject({ challengesWon: 1, totalScore: 101 });
    expect(
      present(await db().query.challenges.findFirst({ where: eq(challenges.id, challenge.id) }), 'the challenge').resultsAt,
    ).toEqual(resultsAt);
  });

  it('changes nothing when the leaderboard write fails', async () => {
    const { authors, entries } = await rankedChallenge();
    const admin = await makeUser({ isAdmin: true });
    const broken = createDb(failingLeaderboard(env.DB));
    await expect(removeEntry(env, broken, entries[0].id, auditBy(admin.user), new Date())).rejects.toThrow();
    expect(await db().query.submissions.findFirst({ where: eq(submissions.id, entries[0].id) })).toMatchObject({
      status: 'active',
      finalRank: 1,
    });
    expect(await rankOf(entries[1].id)).toBe(2);
    expect(await statsOf(authors[0].user.id)).toMatchObject({ challengesWon: 1 });
  });
});

describe('deleting and removing challenges', () => {
  it('refuses to delete a challenge that holds entries, official or community, and keeps every row', async () => {
    const admin = await makeUser({ isAdmin: true });
    const author = await verified();
    const official = await makeChallenge('upcoming');
    const community = await makeChallenge('active', { creatorId: author.user.id });
    for (const [challenge, path] of [
      [official, `/api/admin/challenges/${official.id}`],
      [community, `/api/admin/user-challenges/${community.id}`],
    ] as const) {
      const entry = await makeEntry(challenge.id, author.user.id);
      await send('POST', `/api/submissions/${entry.id}/comments`, { body: 'Early bird' }, author.cookie);
      const res = await send('DELETE', path, undefined, admin.cookie);
      expect(res.status).toBe(409);
      expect(await db().query.challenges.findFirst({ where: eq(challenges.id, challenge.id) })).toBeDefined();
      expect(await db().select().from(comments).where(eq(comments.submissionId, entry.id))).toHaveLength(1);
    }
  });

  it('deletes an empty challenge', async () => {
    const admin = await makeUser({ isAdmin: true });
    const empty = await makeChallenge('upcoming');
    expect((await send('DELETE', `/api/admin/challenges/${empty.id}`, undefined, admin.cookie)).status).toBe(200);
    expect(await db().query.challenges.findFirst({ where: eq(challenges.id, empty.id) })).toBeUndefined();
  });

  it('removes a challenge: hidden, with its entries, votes and comments kept', async () => {
    const admin = await makeUser({ isAdmin: true });
    const { challenge, authors, entries } = await rankedChallenge();
    expect(await statsOf(authors[0].user.id)).toMatchObject({ challengesWon: 1 });
    expect((await send('POST', `/api/admin/challenges/${challenge.id}/remove`, undefined, admin.cookie)).status).toBe(200);
    expect(await statsOf(authors[0].user.id)).toMatchObject({ challengesWon: 0, totalSubmissions: 0, totalScore: 0 });
    expect(await db().query.challenges.findFirst({ where: eq(challenges.id, challenge.id) })).toMatchObject({
      removedAt: expect.any(Date),
    });
    expect(await db().select().from(submissions).where(eq(submissions.challengeId, challenge.id))).toHaveLength(3);
    expect(await db().select().from(votes).where(eq(votes.challengeId, challenge.id))).toHaveLength(9);
    expect((await request(`/api/challenges/${challenge.id}`)).status).toBe(404);
    expect((await request(`/api/submissions/${entries[0].id}`)).status).toBe(404);
    expect((await send('POST', `/api/admin/challenges/987654/remove`, undefined, admin.cookie)).status).toBe(404);
  });
});

describe('comment moderation', () => {
  it("lets an admin delete anyone's comment, and records it", async () => {
    const challenge = await makeChallenge('active');
    const entry = await makeEntry(challenge.id, (await makeUser()).user.id);
    const writer = await makeUser();
    const { id } = (await (
      await send('POST', `/api/submissions/${entry.id}/comments`, { body: 'Buy followers here' }, writer.cookie)
    ).json()) as { id: number };
    const admin = await makeUser({ isAdmin: true });
    expect((await send('DELETE', `/api/admin/comments/${id}`, undefined, admin.cookie)).status).toBe(200);
    expect(await (await request(`/api/submissions/${entry.id}/comments`)).json()).toEqual([]);
    expect((await send('DELETE', `/api/admin/comments/${id}`, undefined, admin.cookie)).status).toBe(404);
    const log = await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, admin.user.id));
    expect(log).toMatchObject([
      { action: 'comment.delete', targetType: 'comment', targetId: String(id), adminName: admin.user.username },
    ]);
  });
});
