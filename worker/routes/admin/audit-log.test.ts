import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments } from '../../../db/schema';
import { createDb } from '../../db';
import { removeComment } from '../../services/challenges/moderation';
import { listFlags, saveFlag } from '../../services/feature-flags';
import { failingTable } from '../../test/failing-d1';
import { auditBy, db, makeChallenge, makeEntry, makeUser, present, request, send } from '../../test/helpers';

type AuditPage = {
  entries: { action: string; adminName: string; targetType: string; targetId: string; detail: unknown; createdAt: string }[];
};

describe('the admin audit log', () => {
  it('records who changed a flag, what they set and when, for admins only to read', async () => {
    const admin = await makeUser({ isAdmin: true });
    const before = Date.now();
    await send('PUT', '/api/admin/feature-flags/ai_coach_access', { enabled: true }, admin.cookie);
    const { entries } = (await (await request('/api/admin/audit-log', { cookie: admin.cookie })).json()) as AuditPage;
    expect(entries[0]).toMatchObject({
      action: 'flag.change',
      adminName: admin.user.username,
      targetType: 'flag',
      targetId: 'ai_coach_access',
      detail: { body: { enabled: true } },
    });
    expect(Date.parse(present(entries[0], 'the newest audit entry').createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const member = await makeUser();
    expect((await request('/api/admin/audit-log', { cookie: member.cookie })).status).toBe(403);
  });

  it('records nothing for an admin action that was refused', async () => {
    const admin = await makeUser({ isAdmin: true });
    expect((await send('PUT', '/api/admin/feature-flags/ai_coach_access', { rolloutPercentage: 101 }, admin.cookie)).status).toBe(
      400,
    );
    const { entries } = (await (await request('/api/admin/audit-log', { cookie: admin.cookie })).json()) as AuditPage;
    expect(entries.filter((e) => e.adminName === admin.user.username)).toEqual([]);
  });

  it('pages newest first', async () => {
    const admin = await makeUser({ isAdmin: true });
    for (const enabled of [true, false, true])
      await send('PUT', '/api/admin/feature-flags/print_upload_enabled', { enabled }, admin.cookie);
    const first = (await (await request('/api/admin/audit-log?limit=2', { cookie: admin.cookie })).json()) as AuditPage & {
      nextCursor: number;
    };
    expect(first.entries.map((e) => (e.detail as { body: { enabled: boolean } }).body.enabled)).toEqual([true, false]);
    const rest = (await (
      await request(`/api/admin/audit-log?limit=2&before=${first.nextCursor}`, { cookie: admin.cookie })
    ).json()) as AuditPage;
    expect(rest.entries[0]).toMatchObject({ detail: { body: { enabled: true } } });
  });

  // The row is written in the action's own batch: when the log cannot be written, the action
  // is not done either, so nothing an admin does goes unrecorded.
  it('does not do an action whose log row cannot be written', async () => {
    const admin = await makeUser({ isAdmin: true });
    const unlogged = createDb(failingTable(env.DB, 'admin_audit_log'));
    const [before] = await listFlags(db(), 'print_upload_enabled');
    await expect(
      saveFlag(unlogged, 'print_upload_enabled', { enabled: !before?.enabled }, auditBy(admin.user, 'flag.change')),
    ).rejects.toThrow('no_such_table');
    expect((await listFlags(db(), 'print_upload_enabled'))[0]?.enabled).toBe(before?.enabled);

    const author = await makeUser();
    const entry = await makeEntry((await makeChallenge('active')).id, author.user.id);
    const [comment] = await db()
      .insert(comments)
      .values({ submissionId: entry.id, userId: author.user.id, body: 'Nice' })
      .returning();
    const id = present(comment, 'the comment').id;
    await expect(removeComment(unlogged, id, auditBy(admin.user, 'comment.delete'), new Date())).rejects.toThrow('no_such_table');
    expect(await db().query.comments.findFirst({ where: eq(comments.id, id) })).toBeDefined();
  });

  it('records nothing for an action on a record that is not there', async () => {
    const admin = await makeUser({ isAdmin: true });
    expect((await send('DELETE', '/api/admin/comments/987654', undefined, admin.cookie)).status).toBe(404);
    const { entries } = (await (await request('/api/admin/audit-log', { cookie: admin.cookie })).json()) as AuditPage;
    expect(entries.filter((e) => e.adminName === admin.user.username)).toEqual([]);
  });
});
