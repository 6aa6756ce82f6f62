import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, challenges, notifications, reports, submissions } from '../../../db/schema';
import type { AdminCommunityPage } from '../../contract/admin-community';
import type { OpenReportDto } from '../../contract/admin';
import { createDb } from '../../db';
import { hideCommunityChallenge } from '../../services/challenges/community-admin';
import { edgeState, makeCommunityChallenge, verified, withKeys } from '../../test/community-helpers';
import { failingTable } from '../../test/failing-d1';
import { auditBy, db, makeUser, request, send, setFlag } from '../../test/helpers';

const FLAG = 'traditional_challenges_enabled';
const admin = () => makeUser({ isAdmin: true, emailVerifiedAt: new Date() });
const ids = (items: { id: number }[]) => items.map((item) => item.id);

async function adminPage(cookie: string, query = ''): Promise<AdminCommunityPage> {
  return (await request(`/api/admin/user-challenges${query}`, { cookie })).json() as Promise<AdminCommunityPage>;
}

const rowOf = async (id: number) => db().query.challenges.findFirst({ where: eq(challenges.id, id) });
const auditRows = (action: string, id: number) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, String(id))));
const reportsOf = (challengeId: number) => db().select().from(reports).where(eq(reports.challengeId, challengeId));

describe('reporting a community challenge', () => {
  it('keeps one report per member, even when two arrive at once', async () => {
    const { challenge } = await makeCommunityChallenge('public', 'active');
    const member = await verified();
    const [a, b] = await Promise.all([
      send('POST', `/api/user-challenges/${challenge.id}/report`, { reason: 'Spam links in the description' }, member.cookie),
      send('POST', `/api/user-challenges/${challenge.id}/report`, { reason: 'Spam links in the description' }, member.cookie),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const again = await send('POST', `/api/user-challenges/${challenge.id}/report`, { reason: 'Still spam' }, member.cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'You have reported this challenge already. Our team will review it.' });
    expect(await reportsOf(challenge.id)).toMatchObject([
      { targetType: 'challenge', reporterId: member.user.id, status: 'open' },
    ]);
  });

  it('refuses the creator, a reason too short, the unverified, and anyone who cannot see it', async () => {
    const made = await makeCommunityChallenge('unlisted', 'active');
    const path = `/api/user-challenges/${made.challenge.id}/report`;
    const own = await send('POST', path, { reason: 'My own challenge' }, made.creator.cookie);
    expect(own.status).toBe(400);
    expect(await own.json()).toMatchObject({ message: "You can't report your own challenge" });
    const member = await verified();
    expect((await send('POST', path, { reason: 'Spam' }, member.cookie)).status).toBe(404);
    const withKey = withKeys(member.cookie, made.key);
    const short = await send('POST', path, { reason: 'no' }, withKey);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: expect.stringContaining('Tell us what is wrong with this challenge') });
    expect((await send('POST', `/api/user-challenges/${made.key}/report`, { reason: 'Spam' }, member.cookie)).status).toBe(201);
    const unverified = await makeUser();
    expect((await send('POST', path, { reason: 'Spam' }, withKeys(unverified.cookie, made.key))).status).toBe(403);
    await db().update(challenges).set({ removedAt: new Date() }).where(eq(challenges.id, made.challenge.id));
    expect((await send('POST', path, { reason: 'Spam again' }, withKey)).status).toBe(404);
    expect(await reportsOf(made.challenge.id)).toHaveLength(1);
  });

  it('reaches the admins with why, and removing it from the queue removes the challenge and closes its reports', async () => {
    const { challenge, creator } = await makeCommunityChallenge('public', 'active');
    const [first, second] = [await verified(), await verified()];
    await send('POST', `/api/user-challenges/${challenge.id}/report`, { reason: 'Offensive title' }, first.cookie);
    await send('POST', `/api/user-challenges/${challenge.id}/report`, { reason: 'Copied from elsewhere' }, second.cookie);
    const moderator = await admin();
    const queue = (await (await request('/api/admin/reports', { cookie: moderator.cookie })).json()) as OpenReportDto[];
    const mine = queue.filter((r) => r.targetType === 'challenge' && r.challenge.id === challenge.id);
    expect(mine.map((r) => [r.reason, r.reporter])).toEqual([
      ['Copied from elsewhere', second.user.username],
      ['Offensive title', first.user.username],
    ]);
    expect(mine[0]).toMatchObject({
      challenge: { title: challenge.title, creatorName: creator.user.username, submissionCount: 1 },
    });

    const res = await send(
      'POST',
      `/api/admin/reports/${mine[0]?.id}/resolve`,
      { resolution: 'remove', reason: 'Not ours to show' },
      moderator.cookie,
    );
    expect(res.status).toBe(200);
    expect((await rowOf(challenge.id))?.removedAt).toBeInstanceOf(Date);
    expect((await reportsOf(challenge.id)).map((r) => r.status)).toEqual(['removed', 'removed']);
    expect(await auditRows('report.resolve', mine[0]?.id ?? 0)).toHaveLength(1);
    const told = await db().select().from(notifications).where(eq(notifications.userId, creator.user.id));
    expect(told.map((n) => n.data)).toContainEqual(expect.objectContaining({ what: 'challenge', reason: 'Not ours to show' }));
    expect((await request(`/api/user-challenges/${challenge.id}`)).status).toBe(404);
  });

  it('dismissing closes that report only', async () => {
    const { challenge } = await makeCommunityChallenge('public', 'active');
    const [first, second] = [await verified(), await verified()];
    await send('POST', `/api/user-challenges/${challenge.id}/report`, { reason: 'Looks like spam' }, first.cookie);
    await send('POST', `/api/user-challenges/${challenge.id}/report`, { reason: 'Looks like spam too' }, second.cookie);
    const [report] = await reportsOf(challenge.id);
    const moderator = await admin();
    await send('POST', `/api/admin/reports/${report?.id}/resolve`, { resolution: 'dismiss' }, moderator.cookie);
    expect((await reportsOf(challenge.id)).map((r) => r.status).sort()).toEqual(['dismissed', 'open']);
    expect((await rowOf(challenge.id))?.removedAt).toBeNull();
  });
});

describe('the admin list of community challenges', () => {
  it('shows creator, privacy, entries and open reports with their reasons, filtered and searched', async () => {
    const moderator = await admin();
    const reported = await makeCommunityChallenge('invite', 'active', { title: 'Neon nights zq1' });
    const quiet = await makeCommunityChallenge('public', 'upcoming', { title: 'Morning fog zq1' });
    const member = await verified();
    await send('POST', `/api/user-challenges/${reported.key}/report`, { reason: 'Spam links' }, member.cookie);

    const all = await adminPage(moderator.cookie, '?q=zq1');
    expect(ids(all.challenges)).toEqual([quiet.challenge.id, reported.challenge.id]);
    expect(all.challenges[1]).toMatchObject({
      creatorName: reported.creator.user.username,
      privacyType: 'invite',
      status: 'active',
      submissionCount: 1,
      openReports: 1,
      reports: [{ reason: 'Spam links', reporter: member.user.username }],
      hiddenAt: null,
      featuredAt: null,
    });
    expect(ids((await adminPage(moderator.cookie, '?q=zq1&reported=true')).challenges)).toEqual([reported.challenge.id]);
    expect(ids((await adminPage(moderator.cookie, '?q=zq1&status=upcoming')).challenges)).toEqual([quiet.challenge.id]);
    expect(ids((await adminPage(moderator.cookie, `?q=${reported.creator.user.username}`)).challenges)).toEqual([
      reported.challenge.id,
    ]);
    expect((await adminPage(moderator.cookie, '?q=100%25')).challenges).toEqual([]);

    await send('POST', `/api/admin/user-challenges/${quiet.challenge.id}/hide`, undefined, moderator.cookie);
    expect(ids((await adminPage(moderator.cookie, '?q=zq1&hidden=true')).challenges)).toEqual([quiet.challenge.id]);
    await send('POST', `/api/admin/user-challenges/${reported.challenge.id}/remove`, undefined, moderator.cookie);
    expect(ids((await adminPage(moderator.cookie, '?q=zq1&removed=true')).challenges)).toEqual([reported.challenge.id]);
    expect((await request('/api/admin/user-challenges?status=later', { cookie: moderator.cookie })).status).toBe(400);
  });

  it('pages newest first by id', async () => {
    const moderator = await admin();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await makeCommunityChallenge('public', 'active', { title: `Paged pq7 ${i}` }));
    const first = await adminPage(moderator.cookie, '?q=pq7&limit=2');
    expect(ids(first.challenges)).toEqual([made[2]?.challenge.id, made[1]?.challenge.id]);
    const rest = await adminPage(moderator.cookie, `?q=pq7&limit=2&before=${first.nextCursor}`);
    expect(ids(rest.challenges)).toEqual([made[0]?.challenge.id]);
    expect(rest.nextCursor).toBeNull();
  });
});

describe("admins' actions on a community challenge", () => {
  it('features one on the home page while the challenges flag is off, the latest featured only', async () => {
    const moderator = await admin();
    const first = await makeCommunityChallenge('public', 'active');
    const second = await makeCommunityChallenge('public', 'active');
    await setFlag(FLAG, false);
    expect(
      (await send('POST', `/api/admin/user-challenges/${first.challenge.id}/feature`, undefined, moderator.cookie)).status,
    ).toBe(200);
    const home = async (cookie?: string) => edgeState(await (await request('/', { cookie })).text()).page;
    expect((await home()).featuredChallenge).toMatchObject({ id: first.challenge.id, title: first.challenge.title });
    await send('POST', `/api/admin/user-challenges/${second.challenge.id}/feature`, undefined, moderator.cookie);
    expect((await home((await verified()).cookie)).featuredChallenge).toMatchObject({ id: second.challenge.id });
    expect((await rowOf(first.challenge.id))?.featuredAt).toBeNull();

    await setFlag(FLAG, true);
    expect((await home((await verified()).cookie)).featuredChallenge).toBeNull();
    await setFlag(FLAG, false);

    await send('POST', `/api/admin/user-challenges/${second.challenge.id}/unfeature`, undefined, moderator.cookie);
    expect((await home((await verified()).cookie)).featuredChallenge).toBeNull();
    expect(await auditRows('community-challenge.feature', second.challenge.id)).toHaveLength(1);
    expect(await auditRows('community-challenge.unfeature', second.challenge.id)).toHaveLength(1);
  });

  it('features only a public challenge that is neither hidden nor removed, and logs nothing it refused', async () => {
    const moderator = await admin();
    const unlisted = await makeCommunityChallenge('unlisted', 'active');
    const res = await send('POST', `/api/admin/user-challenges/${unlisted.challenge.id}/feature`, undefined, moderator.cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: 'Only public challenges can be featured on the home page' });
    const hidden = await makeCommunityChallenge('public', 'active', { hiddenAt: new Date() });
    expect(
      (await send('POST', `/api/admin/user-challenges/${hidden.challenge.id}/feature`, undefined, moderator.cookie)).status,
    ).toBe(409);
    const notFeatured = await send(
      'POST',
      `/api/admin/user-challenges/${hidden.challenge.id}/unfeature`,
      undefined,
      moderator.cookie,
    );
    expect(notFeatured.status).toBe(409);
    expect((await send('POST', '/api/admin/user-challenges/999999/feature', undefined, moderator.cookie)).status).toBe(404);
    for (const id of [unlisted.challenge.id, hidden.challenge.id]) {
      expect(await auditRows('community-challenge.feature', id)).toEqual([]);
      expect((await rowOf(id))?.featuredAt).toBeNull();
    }
  });

  it('hides one from the lists and the home page, keeps its page and entries reachable, and lists it to its creator', async () => {
    const moderator = await admin();
    const made = await makeCommunityChallenge('public', 'active', { title: 'Hidden hz4' });
    await setFlag(FLAG, false);
    await send('POST', `/api/admin/user-challenges/${made.challenge.id}/feature`, undefined, moderator.cookie);
    expect((await send('POST', `/api/admin/user-challenges/${made.challenge.id}/hide`, undefined, moderator.cookie)).status).toBe(
      200,
    );

    const listed = async (cookie?: string) =>
      ids((await (await request('/api/user-challenges?limit=100', { cookie })).json()) as { id: number }[]);
    expect(await listed((await verified()).cookie)).not.toContain(made.challenge.id);
    expect(await listed(made.creator.cookie)).toContain(made.challenge.id);
    expect((await request(`/api/user-challenges/${made.challenge.id}`)).status).toBe(200);
    expect(
      ids((await (await request(`/api/user-challenges/${made.challenge.id}/submissions`)).json()) as { id: number }[]),
    ).toEqual([made.entry.id]);
    expect(edgeState(await (await request('/', { cookie: (await verified()).cookie })).text()).page.featuredChallenge).toBeNull();
    expect((await rowOf(made.challenge.id))?.featuredAt).toBeNull();

    const again = await send('POST', `/api/admin/user-challenges/${made.challenge.id}/hide`, undefined, moderator.cookie);
    expect(again.status).toBe(409);
    expect(await auditRows('community-challenge.hide', made.challenge.id)).toHaveLength(1);

    await send('POST', `/api/admin/user-challenges/${made.challenge.id}/unhide`, undefined, moderator.cookie);
    expect(await listed((await verified()).cookie)).toContain(made.challenge.id);
    expect(await auditRows('community-challenge.unhide', made.challenge.id)).toHaveLength(1);
  });

  it('removes one by the removal rules: hidden everywhere, rows kept, reports closed, creator told', async () => {
    const moderator = await admin();
    const made = await makeCommunityChallenge('public', 'active');
    await send('POST', `/api/user-challenges/${made.challenge.id}/report`, { reason: 'Spam links' }, (await verified()).cookie);
    const res = await send(
      'POST',
      `/api/admin/user-challenges/${made.challenge.id}/remove`,
      { reason: 'Spam' },
      moderator.cookie,
    );
    expect(res.status).toBe(200);
    expect((await request(`/api/user-challenges/${made.challenge.id}`)).status).toBe(404);
    expect(await db().query.submissions.findFirst({ where: eq(submissions.id, made.entry.id) })).toBeDefined();
    expect((await reportsOf(made.challenge.id)).map((r) => r.status)).toEqual(['removed']);
    const [logged] = await auditRows('community-challenge.remove', made.challenge.id);
    expect(logged).toMatchObject({
      adminId: moderator.user.id,
      targetType: 'community-challenge',
      detail: { body: { reason: 'Spam' } },
    });
    const again = await send('POST', `/api/admin/user-challenges/${made.challenge.id}/remove`, undefined, moderator.cookie);
    expect(again.status).toBe(409);
    expect(await auditRows('community-challenge.remove', made.challenge.id)).toHaveLength(1);
  });

  it('writes the audit row in the same batch as the change: no log, no change', async () => {
    const moderator = await admin();
    const made = await makeCommunityChallenge('public', 'active');
    const broken = createDb(failingTable(env.DB, 'admin_audit_log'));
    await expect(
      hideCommunityChallenge(broken, made.challenge.id, auditBy(moderator.user, 'community-challenge.hide'), new Date()),
    ).rejects.toThrow();
    expect((await rowOf(made.challenge.id))?.hiddenAt).toBeNull();
  });
});
