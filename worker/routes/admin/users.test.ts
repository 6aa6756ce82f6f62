import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, authTokens, inboxThreads, mailOutbox, printListings, sessions, users, votes } from '../../../db/schema';
import type { MemberActionResult, MemberDetail, MemberExport, MemberPage } from '../../contract/admin-users';
import { hashPassword } from '../../domain/password';
import { offerFor } from '../../services/prints/catalog';
import { db, makeChallenge, makeEntry, makeUser, present, request, send } from '../../test/helpers';
import { makeMentor } from '../../test/mentoring';

const PASSWORD = 'a long enough password';
const HOUR = 3600_000;

const superAdmin = () => makeUser({ isAdmin: true, isSuperAdmin: true, emailVerifiedAt: new Date() });
const admin = () => makeUser({ isAdmin: true, emailVerifiedAt: new Date() });
const member = async (fields: Parameters<typeof makeUser>[0] = {}) =>
  makeUser({ emailVerifiedAt: new Date(), passwordHash: await hashPassword(PASSWORD), ...fields });

const signIn = (identifier: string) => send('POST', '/api/auth/login', { identifier, password: PASSWORD });
const signedIn = async (cookie: string) => (await request('/api/auth/user', { cookie })).status === 200;

async function act(method: string, path: string, cookie: string, body?: unknown) {
  const res = await send(method, `/api/admin/users/${path}`, body, cookie);
  return { status: res.status, body: (await res.json()) as MemberActionResult & { message: string } };
}

const auditRows = (userId: number, action: string) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(
      and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, String(userId)), eq(adminAuditLog.action, action)),
    );

describe('the members list', () => {
  it('searches name, username and email, filters, sorts and pages by cursor', async () => {
    const boss = await admin();
    const tag = `zq${Date.now().toString(36)}`;
    const made = [];
    for (const [i, first] of ['Cora', 'Abel', 'Bea', 'Dov', 'Eli'].entries()) {
      made.push(
        await makeUser({
          username: `${tag}_${i}`,
          email: `${tag}${i}@example.com`,
          firstName: first,
          lastName: null,
          createdAt: new Date(Date.now() - (10 - i) * HOUR),
          emailVerifiedAt: i === 4 ? null : new Date(),
        }),
      );
    }
    const page = async (query: string) => {
      const res = await request(`/api/admin/users?${query}`, { cookie: boss.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as MemberPage;
    };
    const walk = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const got: MemberPage = await page(`${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        seen.push(...got.members.map((m) => m.name ?? m.username));
        cursor = got.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await walk(`q=${tag}&sort=name`)).toEqual(['Abel', 'Bea', 'Cora', 'Dov', 'Eli']);
    expect(await walk(`q=${tag}&sort=oldest`)).toEqual(['Cora', 'Abel', 'Bea', 'Dov', 'Eli']);
    expect(await walk(`q=${tag}&sort=newest`)).toEqual(['Eli', 'Dov', 'Bea', 'Abel', 'Cora']);
    expect(await walk(`q=${tag}&sort=username`)).toEqual(['Cora', 'Abel', 'Bea', 'Dov', 'Eli']);
    // By email, by name, and the unverified filter.
    expect((await page(`q=${tag}3@`)).members.map((m) => m.id)).toEqual([present(made[3]).user.id]);
    expect((await page(`q=${tag}&filter=unverified`)).members.map((m) => m.state)).toEqual(['unverified']);
    expect((await page(`q=${tag}&filter=admin`)).members).toEqual([]);
    const bad = await request('/api/admin/users?cursor=nonsense', { cookie: boss.cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/out of date/);
  });
});

describe("a member's page", () => {
  it('shows counts, activity and open sign-ins, never a token', async () => {
    const boss = await admin();
    const { user } = await member();
    const entry = await makeEntry((await makeChallenge('active')).id, user.id, 'Morning fog');
    const res = await request(`/api/admin/users/${user.id}`, { cookie: boss.cookie });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as MemberDetail;
    expect(detail.counts).toMatchObject({ entries: 1, votes: 0, comments: 0 });
    expect(detail.activity[0]).toMatchObject({ kind: 'entry', href: `/photo/${entry.id}` });
    expect(detail.signIns).toHaveLength(1);
    expect(JSON.stringify(detail)).not.toMatch(/token|password/i);
    expect((await request('/api/admin/users/999999999', { cookie: boss.cookie })).status).toBe(404);
  });
});

describe('suspending a member', () => {
  it('needs the username typed, ends their sessions, refuses sign-in with the reason, hides their mentor profile; lifting restores', async () => {
    const boss = await admin();
    const mentor = await makeMentor({ slug: `m-${Date.now().toString(36)}` });
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, mentor.user.id));
    const { user, cookie } = mentor;
    const until = new Date(Date.now() + 3 * 24 * HOUR);
    const body = { reason: 'Spam in comments', until: until.toISOString(), confirm: 'someone-else' };

    const wrong = await act('POST', `${user.id}/suspend`, boss.cookie, body);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(`Type their username, ${user.username}, to confirm`);
    expect(await signedIn(cookie)).toBe(true);

    const done = await act('POST', `${user.id}/suspend`, boss.cookie, { ...body, confirm: user.username });
    expect(done.status).toBe(200);
    expect(done.body.member.profile).toMatchObject({ state: 'suspended', suspensionReason: 'Spam in comments' });
    expect(await signedIn(cookie)).toBe(false);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const refused = await signIn(user.username);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/suspended until .+ UTC\. Reason: Spam in comments/);
    expect((await request(`/api/mentors/${user.id}`)).status).toBe(404);

    // Twice changes nothing twice.
    const again = await act('POST', `${user.id}/suspend`, boss.cookie, { ...body, confirm: user.username });
    expect(again.status).toBe(409);
    expect(await auditRows(user.id, 'user.suspend')).toHaveLength(1);

    const lifted = await act('POST', `${user.id}/unsuspend`, boss.cookie);
    expect(lifted.status).toBe(200);
    expect(lifted.body.member.profile.state).toBe('active');
    expect((await act('POST', `${user.id}/unsuspend`, boss.cookie)).status).toBe(409);
    expect(await auditRows(user.id, 'user.unsuspend')).toHaveLength(1);
    expect((await signIn(user.username)).status).toBe(200);
    expect((await request(`/api/mentors/${user.id}`)).status).toBe(200);
  });

  it('a suspension with an end date ends by itself', async () => {
    const { user, cookie } = await member();
    const past = new Date(Date.now() - 60_000);
    await db()
      .update(users)
      .set({ suspendedAt: new Date(Date.now() - HOUR), suspendedUntil: past, suspensionReason: 'Cooling off' })
      .where(eq(users.id, user.id));
    expect(await signedIn(cookie)).toBe(true);
    expect((await signIn(user.email)).status).toBe(200);
    const boss = await admin();
    const detail = (await (await request(`/api/admin/users/${user.id}`, { cookie: boss.cookie })).json()) as MemberDetail;
    expect(detail.profile.state).toBe('active');
    // A suspension until lifted, meanwhile, also shuts a cookie that was left.
    await db().update(users).set({ suspendedAt: new Date(), suspendedUntil: null }).where(eq(users.id, user.id));
    expect(await signedIn(cookie)).toBe(false);
    expect(((await (await signIn(user.email)).json()) as { message: string }).message).toMatch(/until an admin lifts/);
  });

  it("hides a suspended seller's print offers", async () => {
    const { user } = await member();
    const community = await makeChallenge('completed', { creatorId: user.id, resultsAt: new Date() });
    const entry = await makeEntry(community.id, user.id);
    await db().insert(printListings).values({ submissionId: entry.id, sellerId: user.id, status: 'active' });
    expect(await offerFor(db(), entry.id)).not.toBeNull();
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect(await offerFor(db(), entry.id)).toBeNull();
  });
});

describe('roles', () => {
  it('only super admins change roles, never the founder’s, and the change is audited with the role before', async () => {
    const boss = await admin();
    const chief = await superAdmin();
    const { user } = await member();
    const refused = await act('PUT', `${user.id}/role`, boss.cookie, { role: 'admin' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a super admin can change roles');
    const granted = await act('PUT', `${user.id}/role`, chief.cookie, { role: 'admin' });
    expect(granted.status).toBe(200);
    expect(granted.body.member.profile).toMatchObject({ isAdmin: true, isSuperAdmin: false });
    expect((await act('PUT', `${user.id}/role`, chief.cookie, { role: 'admin' })).status).toBe(409);
    const [row] = await auditRows(user.id, 'user.role');
    expect(row?.detail).toMatchObject({ body: { role: 'admin' }, before: 'member' });

    const founder = await makeUser({ username: 'founder', emailVerifiedAt: new Date() });
    const demoted = await act('PUT', `${founder.user.id}/role`, chief.cookie, { role: 'member' });
    expect(demoted.status).toBe(409);
    expect(demoted.body.message).toBe("The founder's roles cannot be changed");
    const suspended = await act('POST', `${founder.user.id}/suspend`, chief.cookie, { reason: 'x', confirm: 'founder' });
    expect(suspended.status).toBe(409);
    expect((await act('PUT', `${chief.user.id}/role`, chief.cookie, { role: 'member' })).status).toBe(409);
    expect(await auditRows(founder.user.id, 'user.role')).toEqual([]);
  });
});

describe('deleting an account', () => {
  it('disables and hides it at once, twice changes nothing twice, and an admin restores it', async () => {
    const boss = await admin();
    const { user, cookie } = await member();
    const open = await makeChallenge('active');
    const entry = await makeEntry(open.id, user.id);
    // Asked as a member: a visitor's answer may come from the edge cache for a minute.
    const viewer = await member();
    const listed = async () =>
      (
        (await (await request(`/api/challenges/${open.id}/submissions`, { cookie: viewer.cookie })).json()) as { id: number }[]
      ).map((e) => e.id);
    expect(await listed()).toContain(entry.id);

    expect((await act('POST', `${user.id}/delete`, boss.cookie, { confirm: '' })).status).toBe(400);
    const deleted = await act('POST', `${user.id}/delete`, boss.cookie, { confirm: user.username.toUpperCase() });
    expect(deleted.status).toBe(200);
    expect(deleted.body.member.profile).toMatchObject({ state: 'deleted', purged: false });
    expect(deleted.body.message).toMatch(/purged on/);
    expect(await signedIn(cookie)).toBe(false);
    expect(((await (await signIn(user.username)).json()) as { message: string }).message).toMatch(/deleted/);
    expect((await request(`/api/users/${user.id}`)).status).toBe(404);
    expect(await listed()).not.toContain(entry.id);
    const page = (await (await request(`/api/admin/users?q=${user.username}`, { cookie: boss.cookie })).json()) as MemberPage;
    expect(page.members).toEqual([]);
    const gone = (await (
      await request(`/api/admin/users?q=${user.username}&filter=deleted`, { cookie: boss.cookie })
    ).json()) as MemberPage;
    expect(gone.members.map((m) => m.id)).toEqual([user.id]);

    expect((await act('POST', `${user.id}/delete`, boss.cookie, { confirm: user.username })).status).toBe(409);
    expect(await auditRows(user.id, 'user.delete')).toHaveLength(1);

    const restored = await act('POST', `${user.id}/restore`, boss.cookie);
    expect(restored.status).toBe(200);
    expect(restored.body.member.profile.state).toBe('active');
    expect(await listed()).toContain(entry.id);
    expect((await request(`/api/users/${user.id}`)).status).toBe(200);
    expect((await signIn(user.username)).status).toBe(200);
  });
});

describe('mail and sessions', () => {
  it('resends verification, sends a reset link and ends every session, each audited', async () => {
    const boss = await admin();
    const { user, cookie } = await member({ emailVerifiedAt: null });
    expect((await act('POST', `${user.id}/resend-verification`, boss.cookie)).status).toBe(200);
    expect((await act('POST', `${user.id}/password-reset`, boss.cookie)).status).toBe(200);
    const queued = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(queued.map((m) => m.template).sort()).toEqual(['reset_password', 'verify_email']);
    const tokens = await db().select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(tokens.map((t) => t.purpose).sort()).toEqual(['reset_password', 'verify_email']);

    const ended = await act('POST', `${user.id}/end-sessions`, boss.cookie);
    expect(ended.body.message).toBe('Ended 1 session: they are signed out everywhere.');
    expect(await signedIn(cookie)).toBe(false);
    for (const action of ['user.resend-verification', 'user.password-reset', 'user.end-sessions']) {
      expect(await auditRows(user.id, action)).toHaveLength(1);
    }
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    expect((await act('POST', `${user.id}/resend-verification`, boss.cookie)).status).toBe(409);
  });
});

describe('moving an account to the address its member asked for', () => {
  const requestFrom = async (username: string, address: string) => {
    const [thread] = await db()
      .insert(inboxThreads)
      .values({ kind: 'recovery', name: username, address, subject: 'Lost email access', lastMessageAt: new Date() })
      .returning();
    return present(thread).id;
  };

  it("takes the request's address, ends sessions, mails both addresses and closes the request, once", async () => {
    const boss = await admin();
    const { user, cookie } = await member();
    const address = `moved_${user.id}@example.net`;
    const threadId = await requestFrom(user.username.toUpperCase(), address);
    const refused = await act('POST', `${user.id}/move-address`, boss.cookie, { threadId, confirm: 'someone else' });
    expect(refused.status).toBe(400);

    const moved = await act('POST', `${user.id}/move-address`, boss.cookie, { threadId, confirm: user.username });
    expect(moved.status).toBe(200);
    expect(moved.body.member.profile.email).toBe(address);
    expect(moved.body.member.recoveryRequests).toEqual([]);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: address, emailVerifiedAt: null });
    expect(await signedIn(cookie)).toBe(false);
    const mailTo = async (to: string) =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).map((m) => m.template);
    expect(await mailTo(address)).toEqual(['reset_password']);
    expect(await mailTo(user.email)).toEqual(['email_moved']);
    const [thread] = await db().select().from(inboxThreads).where(eq(inboxThreads.id, threadId));
    expect(thread?.status).toBe('closed');
    const [audit] = await auditRows(user.id, 'user.move-address');
    expect(audit?.detail).toEqual({ from: user.email, to: address, threadId });

    const again = await act('POST', `${user.id}/move-address`, boss.cookie, { threadId, confirm: user.username });
    expect(again.status).toBe(404);
    expect(await auditRows(user.id, 'user.move-address')).toHaveLength(1);
  });

  it("refuses another member's request and an address another account uses, changing nothing", async () => {
    const boss = await admin();
    const { user } = await member();
    const other = await member();
    const notTheirs = await requestFrom(other.user.username, `x_${user.id}@example.net`);
    expect(
      (await act('POST', `${user.id}/move-address`, boss.cookie, { threadId: notTheirs, confirm: user.username })).status,
    ).toBe(404);
    const taken = await requestFrom(user.username, other.user.email);
    const res = await act('POST', `${user.id}/move-address`, boss.cookie, { threadId: taken, confirm: user.username });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Another account already uses ${other.user.email}`);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
    expect(await auditRows(user.id, 'user.move-address')).toHaveLength(0);
  });
});

describe('the export', () => {
  it('gives an admin and the member the same file, with links and never a secret; the admin’s is audited', async () => {
    const boss = await admin();
    const { user, cookie } = await member();
    const other = await member();
    const challenge = await makeChallenge('voting');
    const entry = await makeEntry(challenge.id, user.id, 'Harbour');
    const theirs = await makeEntry(challenge.id, other.user.id);
    await db()
      .insert(votes)
      .values({ submissionId: theirs.id, voterId: user.id, challengeId: challenge.id, score: 7, updatedAt: new Date() });

    const mine = await request('/api/users/me/export', { cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Content-Disposition')).toMatch(/^attachment; filename="aperture-circle-.+\.json"$/);
    const data = (await mine.json()) as MemberExport;
    expect(data.profile).toMatchObject({ id: user.id, email: user.email });
    expect(data.entries).toEqual([
      expect.objectContaining({
        id: entry.id,
        title: 'Harbour',
        pageUrl: expect.stringMatching(new RegExp(`^https?://.+/photo/${entry.id}$`)),
      }),
    ]);
    expect(data.entries[0]?.imageUrl).toMatch(/^https?:\/\//);
    expect(data.votes).toEqual([expect.objectContaining({ entryId: theirs.id, score: 7 })]);
    expect(data.signIns).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash|pbkdf2/);

    const byAdmin = await request(`/api/admin/users/${user.id}/export`, { cookie: boss.cookie });
    expect(byAdmin.status).toBe(200);
    expect(((await byAdmin.json()) as MemberExport).entries).toHaveLength(1);
    expect(await auditRows(user.id, 'user.export')).toHaveLength(1);
    const trail = await request(`/api/admin/users/${user.id}/audit-log`, { cookie: boss.cookie });
    expect(((await trail.json()) as { entries: { action: string }[] }).entries.map((e) => e.action)).toEqual(['user.export']);
  });
});
