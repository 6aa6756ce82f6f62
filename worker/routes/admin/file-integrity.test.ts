import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../../db/schema';
import type { FileIntegrity, FindingsPage, IntegrityScanView } from '../../contract/admin-integrity';
import { runningScan } from '../../services/integrity/scan';
import { db, makeUser, present, request, send } from '../../test/helpers';
import { finishScan, lostEntryPhoto } from '../../test/integrity';

const admin = () => makeUser({ isAdmin: true, emailVerifiedAt: new Date() });

describe('/admin/file-integrity', () => {
  it('is for admins only', async () => {
    const member = await makeUser();
    for (const path of [
      '/api/admin/file-integrity',
      '/api/admin/file-integrity/findings',
      '/api/admin/file-integrity/findings.csv',
    ]) {
      expect((await request(path)).status, path).toBe(401);
      expect((await request(path, { cookie: member.cookie })).status, path).toBe(403);
    }
  });

  it('starts one scan of two asked for at once: the other is refused, and only the one is audited', async () => {
    const [ann, bob] = await Promise.all([admin(), admin()]);
    const answers = await Promise.all([ann, bob].map((a) => send('POST', '/api/admin/file-integrity/scan', undefined, a.cookie)));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    const refused = present(answers.find((a) => a.status === 409));
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/^A scan is running now/) });
    const started = (await present(answers.find((a) => a.status === 202)).json()) as IntegrityScanView;
    // Its first pages are checked before the answer: a small bucket is done at once.
    expect(started).toMatchObject({ trigger: 'manual' });
    expect(['running', 'done']).toContain(started.status);
    const audits = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'integrity.scan'));
    expect(audits).toHaveLength(1);
    expect(started.by).toBe(present(audits[0]).adminName);
    await finishScan();
    expect(await runningScan(db())).toBeNull();
  });

  it('reports what the latest finished scan found, with the member and the entry, and as CSV', async () => {
    const { user, challenge, entry, key } = await lostEntryPhoto();
    const { cookie } = await admin();
    expect((await send('POST', '/api/admin/file-integrity/scan', undefined, cookie)).status).toBe(202);
    await finishScan();

    const overview = (await (await request('/api/admin/file-integrity', { cookie })).json()) as FileIntegrity;
    expect(overview.scans[0]).toMatchObject({ status: 'done', missing: 1, checked: 1 });
    const page = (await (await request('/api/admin/file-integrity/findings', { cookie })).json()) as FindingsPage;
    expect(page.findings).toEqual([
      expect.objectContaining({
        key,
        kind: 'photo',
        problem: 'missing',
        member: { id: user.id, username: user.username },
        entry: { id: entry.id, title: 'Harbour at dawn', challengeId: challenge.id, challengeTitle: challenge.title },
      }),
    ]);
    const csv = await request('/api/admin/file-integrity/findings.csv', { cookie });
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('File,Kind,Problem,Expected,Found,Member,Entry id,Entry,Challenge,Brought back');
    expect(lines.slice(1).find((line) => line.startsWith(key))).toContain(`Missing,`);
    expect(lines.slice(1).find((line) => line.startsWith(key))).toContain(`,${user.username},${entry.id},Harbour at dawn,`);
  });
});
