import { env } from 'cloudflare:workers';
import { gunzipSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, backups, restoreDrills } from '../../../db/schema';
import type { Backup, BackupDetail, BackupList, Drill } from '../../contract/admin-backups';
import { backupJob } from '../../services/backups/backups';
import { db, makeUser, request, send } from '../../test/helpers';

const auditOf = (action: string) =>
  db().select().from(adminAuditLog).where(eq(adminAuditLog.action, action)).orderBy(desc(adminAuditLog.id));

async function admin() {
  return (await makeUser({ isAdmin: true })).cookie;
}

describe('/api/admin/backups', () => {
  it('is for admins only, downloads too', async () => {
    const member = (await makeUser()).cookie;
    for (const path of [
      '/api/admin/backups',
      '/api/admin/backups/1',
      '/api/admin/backups/1/manifest.json',
      '/api/admin/backups/1/files/users',
    ]) {
      expect((await request(path)).status, path).toBe(401);
      expect((await request(path, { cookie: member })).status, path).toBe(403);
    }
  });

  it("'Back up now' backs up, audited, and is refused while a backup runs", async () => {
    const cookie = await admin();
    const res = await send('POST', '/api/admin/backups', undefined, cookie);
    expect(res.status).toBe(200);
    const backup = (await res.json()) as Backup;
    // A small database is done while the admin waits.
    expect(backup).toMatchObject({ trigger: 'manual', status: 'done', by: expect.stringMatching(/^user_/) });
    expect(await auditOf('backup.start')).toHaveLength(1);

    await db().insert(backups).values({ trigger: 'daily', startedAt: new Date() });
    const refused = await send('POST', '/api/admin/backups', undefined, cookie);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^A backup is already running/);
    expect(await auditOf('backup.start')).toHaveLength(1);

    const list = (await (await request('/api/admin/backups', { cookie })).json()) as BackupList;
    expect(list.backups.map((b) => [b.id, b.status])).toEqual([
      [backup.id + 1, 'running'],
      [backup.id, 'done'],
    ]);
    expect(list.backups[0]?.progress).toEqual({ tablesDone: 0, tables: 0, table: null, rows: 0 });
    await db().delete(backups).where(eq(backups.status, 'running'));
  });

  it("lists a backup's files and downloads them, each download audited", async () => {
    const cookie = await admin();
    const backup = (await (await send('POST', '/api/admin/backups', undefined, cookie)).json()) as Backup;
    const detail = (await (await request(`/api/admin/backups/${backup.id}`, { cookie })).json()) as BackupDetail;
    expect(detail.files.find((file) => file.table === 'users')?.rows).toBeGreaterThan(0);

    const manifest = await request(`/api/admin/backups/${backup.id}/manifest.json`, { cookie });
    expect(manifest.headers.get('Content-Disposition')).toBe(
      `attachment; filename="aperture-circle-backup-${backup.id}-manifest.json"`,
    );
    expect(((await manifest.json()) as { backupId: number }).backupId).toBe(backup.id);

    const users = await request(`/api/admin/backups/${backup.id}/files/users`, { cookie });
    expect(users.headers.get('Content-Type')).toBe('application/gzip');
    const lines = new TextDecoder()
      .decode(gunzipSync(new Uint8Array(await users.arrayBuffer())))
      .trim()
      .split('\n');
    expect(lines).toHaveLength(detail.files.find((file) => file.table === 'users')?.rows ?? -1);
    expect(JSON.parse(lines[0] ?? '')).toHaveProperty('username');

    expect((await request(`/api/admin/backups/${backup.id}/files/no_such_table`, { cookie })).status).toBe(404);
    expect((await auditOf('backup.download')).map((row) => row.detail)).toEqual([
      { file: 'users.ndjson.gz' },
      { file: 'manifest.json' },
    ]);
  });

  it('runs the restore drill, one at a time, only on a kept backup', async () => {
    const cookie = await admin();
    const backup = (await (await send('POST', '/api/admin/backups', undefined, cookie)).json()) as Backup;
    const res = await send('POST', `/api/admin/backups/${backup.id}/drill`, undefined, cookie);
    expect(res.status).toBe(200);
    const drill = (await res.json()) as Drill;
    expect(drill).toMatchObject({ backupId: backup.id, status: expect.stringMatching(/^(running|passed)$/) });
    expect((await auditOf('backup.drill'))[0]).toMatchObject({ targetType: 'backup', targetId: String(backup.id) });

    if (drill.status === 'running') {
      const again = await send('POST', `/api/admin/backups/${backup.id}/drill`, undefined, cookie);
      expect(again.status).toBe(409);
      expect(((await again.json()) as { message: string }).message).toMatch(/^A restore drill is already running/);
    }
    for (let tick = 0; tick < 20; tick++) {
      const [row] = await db().select().from(restoreDrills).where(eq(restoreDrills.id, drill.id));
      if (row?.status !== 'running') break;
      await backupJob(env, db(), new Date(), { daily: false });
    }
    const list = (await (await request('/api/admin/backups', { cookie })).json()) as BackupList;
    const reported = list.drills.find((shown) => shown.id === drill.id);
    expect(reported?.status).toBe('passed');
    expect(reported?.report.length).toBe(backup.tables);

    expect((await send('POST', '/api/admin/backups/999999/drill', undefined, cookie)).status).toBe(404);
    await db().update(backups).set({ prunedAt: new Date() }).where(eq(backups.id, backup.id));
    const pruned = await send('POST', `/api/admin/backups/${backup.id}/drill`, undefined, cookie);
    expect(pruned.status).toBe(409);
    expect(((await pruned.json()) as { message: string }).message).toBe('This backup’s files were removed by retention');
    expect((await request(`/api/admin/backups/${backup.id}/manifest.json`, { cookie })).status).toBe(404);
  });
});
